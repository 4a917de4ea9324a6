// A host's reply under a question, on every page and in both layouts, live with the question.
// Plain text: React writes it as text, so nothing in it is ever read as markup. For hosts the
// row also holds the inline reply editor while it is open (its code comes on demand).
import type { QuestionReply } from "@handraise/contract";
import { MessageSquareReply } from "lucide-react";
import { Message } from "../../lib/i18n/message.tsx";
import { useFormat } from "../../lib/i18n/translate.ts";
import type { QuestionRowProps } from "./question-row-parts.tsx";
import { ReplyEditorOnDemand } from "./reply-editor-on-demand.tsx";

export function ReplyUnderQuestion({ question, viewer, handlers }: QuestionRowProps) {
  const editing = viewer.isHost && handlers.replyingTo === question._id;
  if (editing) return <ReplyEditorOnDemand question={question} onClose={() => handlers.onReplyClosed(question)} />;
  return question.reply ? <ReplyText reply={question.reply} /> : null;
}

function ReplyText({ reply }: { reply: QuestionReply }) {
  const format = useFormat();
  const at = new Date(reply.at);
  // The time of day in the page's language; a broken date shows none.
  const time = Number.isNaN(at.getTime()) ? "" : format.date(at, { hour: "2-digit", minute: "2-digit" });
  return (
    <div
      data-question-reply=""
      className="mt-3 rounded-[var(--radius-ui)] border-s-4 border-accent-600 bg-accent-50 px-3 py-2"
    >
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm font-medium text-accent-800">
        <MessageSquareReply aria-hidden="true" className="size-4" />
        <span>
          <Message id="questions.reply.from" values={{ name: reply.hostName }} components={{ 0: <bdi /> }} />
        </span>
        <time dateTime={reply.at} className="font-normal text-slate-600">
          · {time}
        </time>
      </p>
      <p dir="auto" className="mt-1 whitespace-pre-wrap break-words text-base text-slate-900">
        {reply.text}
      </p>
    </div>
  );
}
