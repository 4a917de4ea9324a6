// After voting: the thank-you with the voter's own vote and, below, the results (or the line
// saying the host keeps them hidden for now); a vote still waiting for the connection says so
// instead; a closed quiz says whether the voter was right and their points.
import type { MyVote, Poll } from "@handraise/contract";
import { CircleCheck, CircleX, CloudOff } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n/translate.ts";
import { PollResults } from "../results/poll-results.tsx";
import { voteLines } from "./vote-draft.ts";

export function ThankYou({ poll, vote, action }: { poll: Poll; vote: MyVote; action?: ReactNode }) {
  const t = useT();
  const quiz = poll.kind === "quiz";
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex items-start gap-2 text-green-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{quiz ? t("poll-audience.quizThanks") : t("poll-audience.thanks")}</p>
      </div>
      <YourVote poll={poll} vote={vote} />
      {action ? <div className="flex justify-end">{action}</div> : null}
      {quiz ? null : <Results poll={poll} />}
    </div>
  );
}

/** A vote kept on the phone until the server answers it. */
export function PendingVote({ poll, vote, sending }: { poll: Poll; vote: MyVote; sending: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-waiting-vote="">
      <div
        role="status"
        className="flex items-start gap-3 rounded-[var(--radius-ui)] border border-dashed border-amber-300 bg-amber-50 p-3 text-amber-900"
      >
        <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{sending ? t("poll-audience.sending") : t("poll-audience.pending")}</p>
      </div>
      <YourVote poll={poll} vote={vote} />
    </div>
  );
}

/** A closed quiz: right or not, the points, the correct answer, and the results if shown. */
export function QuizOutcome({ poll }: { poll: Poll }) {
  const t = useT();
  const vote = poll.myVote ?? null;
  const correct = poll.correctOptionIds ?? [];
  const right = Boolean(vote?.optionIds?.some((id) => correct.includes(id)));
  const verdict = !vote
    ? t("poll-audience.quizUnanswered")
    : right
      ? vote.points === undefined
        ? t("poll-audience.quizPointsSoon")
        : t("poll-audience.quizRight", { points: vote.points })
      : t("poll-audience.quizWrong");
  const Icon = right ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t("poll-audience.quizClosed")}</p>
      <div
        role="status"
        data-quiz-verdict={right ? "right" : "wrong"}
        className={`flex items-start gap-2 font-medium ${right ? "text-green-800" : "text-slate-800"}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{verdict}</p>
      </div>
      {vote ? <YourVote poll={poll} vote={vote} /> : null}
      {correct.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-slate-700">{t("poll-audience.correctAnswer")}</h4>
          <ul className="flex flex-col gap-1">
            {voteLines(poll, { optionIds: correct }).map((text) => (
              <li key={text} dir="auto" className="break-words font-medium">
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Results poll={poll} />
    </div>
  );
}

function YourVote({ poll, vote }: { poll: Poll; vote: MyVote }) {
  const t = useT();
  const lines = voteLines(poll, vote);
  const shown =
    poll.kind === "rating" && vote.value !== undefined
      ? [t("poll-audience.ratingValue", { value: vote.value, scaleMax: poll.scaleMax ?? 5 })]
      : lines;
  const List = poll.kind === "ranking" ? "ol" : "ul";
  return (
    <div className="flex flex-col gap-1 rounded-[var(--radius-ui)] bg-slate-50 p-3 ring-1 ring-slate-200">
      <h4 className="text-sm font-semibold text-slate-700">
        {poll.kind === "quiz" || poll.kind === "open" ? t("poll-audience.yourAnswer") : t("poll-audience.yourVote")}
      </h4>
      <List className={`flex flex-col gap-0.5 ${poll.kind === "ranking" ? "list-inside list-decimal" : ""}`}>
        {shown.map((text, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a vote's lines are fixed and may repeat (two equal words)
          <li key={at} dir="auto" className="whitespace-pre-wrap break-words text-slate-900">
            {text}
          </li>
        ))}
      </List>
    </div>
  );
}

function Results({ poll }: { poll: Poll }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <h4 className="font-semibold">{t("poll-audience.results")}</h4>
      <PollResults poll={poll} size="compact" />
    </div>
  );
}
