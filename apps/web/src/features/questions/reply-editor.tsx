// The host's inline reply editor: at most REPLY_MAX characters, checked by the contract's reply
// schema; saving empty text, or "Remove reply" (confirmed), takes the reply down. A refusal is
// shown under the field and the text stays. Escape or Cancel closes without saving.
import { isBlank, MESSAGES, type Question, REPLY_MAX, replyBodySchema } from "@handraise/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type KeyboardEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { TextArea } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useReplyToQuestionMutation } from "./api.ts";

export function ReplyEditor({ question, onClose }: { question: Question; onClose: () => void }) {
  const [replyToQuestion, replying] = useReplyToQuestionMutation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const hadReply = question.reply !== null;
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { text: question.reply?.text ?? "" },
  });
  const text = watch("text");

  const save = async (wanted: string) => {
    const result = await replyToQuestion({ eventId: question.eventId, questionId: question._id, text: wanted });
    setConfirmRemove(false);
    if (result.error) {
      setError("text", { message: failureMessage(result.error, MESSAGES.replyFailed) });
      return;
    }
    notify.success(isBlank(wanted) ? MESSAGES.replyRemoved : MESSAGES.replySaved);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !confirmRemove) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form
      className="mt-3 flex flex-col gap-2 rounded-[var(--radius-ui)] border border-slate-200 bg-slate-50 p-3"
      aria-label="Reply to the question"
      onSubmit={handleSubmit(({ text: wanted }) => save(wanted))}
      onKeyDown={onKeyDown}
    >
      <TextArea
        label="Your reply"
        rows={3}
        maxLength={REPLY_MAX}
        autoFocus
        error={formState.errors.text?.message}
        hint={MESSAGES.replyHint}
        {...register("text")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
          {text.length}/{REPLY_MAX}
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          {hadReply ? (
            <Button
              variant="ghost"
              className="text-red-700"
              onClick={() => setConfirmRemove(true)}
              disabled={replying.isLoading}
            >
              Remove reply
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={replying.isLoading}>
            Cancel
          </Button>
          <Button type="submit" busy={replying.isLoading && !confirmRemove}>
            Save reply
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove reply"
        message={MESSAGES.confirmRemoveReply}
        confirmLabel="Remove reply"
        onConfirm={() => void save("")}
        busy={replying.isLoading}
      />
    </form>
  );
}
