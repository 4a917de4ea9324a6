// One poll on the audience's page: its question (and a quiz's countdown), then what the voter
// can do now. In order: a closed quiz's outcome; a vote waiting for the connection; the thank-you
// with their vote (and Change my vote, but in quizzes, where the first answer counts); else the
// control of the poll's kind. Someone who has not joined sees the question and the results.
import type { Poll } from "@handraise/contract";
import { Timer } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import { PollResults } from "../results/poll-results.tsx";
import { PendingVote, QuizOutcome, ThankYou } from "./thank-you.tsx";
import { useQuizCountdown } from "./use-quiz-countdown.ts";
import type { VoteSending } from "./use-vote-sending.ts";
import { voteOfBody } from "./vote-draft.ts";
import { VoteForm } from "./vote-form.tsx";
import { voteOutbox } from "./vote-outbox.ts";

type Props = {
  poll: Poll;
  /** Members vote; anyone else (not joined) sees the poll and its results. */
  canVote: boolean;
  sending: VoteSending;
  headingId: string;
  onDismiss?: () => void;
};

export function PollCard({ poll, canVote, sending, headingId, onDismiss }: Props) {
  const t = useT();
  const questionId = useId();
  const [changing, setChanging] = useState(false);
  const secondsLeft = useQuizCountdown(poll);
  const quiz = poll.kind === "quiz";
  const waiting = canVote ? sending.waitingIn(poll._id) : undefined;
  // A first attempt on its way keeps the form (its button busy); a vote still waiting after
  // one failed attempt, or one made offline, shows as waiting.
  const firstTry = waiting !== undefined && waiting.attempts <= 1 && voteOutbox.isSending(waiting);
  const vote = poll.myVote ?? null;

  const [acted, setActed] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  let stage: "outcome" | "visitor" | "pending" | "thanks" | "form";
  let body: ReactNode;
  if (quiz && poll.status === "closed") {
    stage = "outcome";
    body = <QuizOutcome poll={poll} />;
  } else if (!canVote) {
    stage = "visitor";
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{t("poll-audience.joinToVote")}</p>
        {quiz ? null : <PollResults poll={poll} size="compact" />}
      </div>
    );
  } else if (waiting && !firstTry) {
    stage = "pending";
    body = <PendingVote poll={poll} vote={voteOfBody(waiting.vote)} sending={voteOutbox.isSending(waiting)} />;
  } else if (vote && (!changing || quiz) && !firstTry) {
    const change = quiz ? null : (
      <Button
        variant="secondary"
        onClick={() => {
          setActed(true);
          setChanging(true);
        }}
      >
        {t("poll-audience.changeVote")}
      </Button>
    );
    stage = "thanks";
    body = <ThankYou poll={poll} vote={vote} action={change} />;
  } else {
    stage = "form";
    body = (
      <VoteForm
        key={`${poll._id}:${changing}`}
        poll={poll}
        questionId={questionId}
        earlier={changing ? vote : null}
        timeUp={secondsLeft === 0}
        refusal={sending.refusalIn(poll._id)}
        onVote={async (body) => {
          setActed(true);
          const result = await sending.submit(poll._id, body);
          if (result !== "refused") setChanging(false);
          return result;
        }}
        extra={
          changing && vote ? (
            <Button
              variant="ghost"
              onClick={() => {
                setActed(true);
                setChanging(false);
              }}
            >
              {t("poll-audience.keepVote")}
            </Button>
          ) : null
        }
      />
    );
  }

  // Voting, changing or keeping a vote swaps the card's content, and the focused button goes with
  // it: the focus moves to what replaced it (the thank-you, or the control's first field), never
  // away from anything else the voter is in, and never on its own (a poll opening, a reload).
  useEffect(() => {
    const active = document.activeElement;
    if (!acted || (active && active !== document.body)) return;
    const target =
      stage === "form" ? stageRef.current?.querySelector<HTMLElement>("input:not(:disabled), textarea") : null;
    (target ?? stageRef.current)?.focus();
  }, [acted, stage]);

  return (
    <div
      className="flex flex-col gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-2 ring-accent-600/40"
      data-poll-id={poll._id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-accent-700">
          {!quiz
            ? t("poll-audience.pollHeading")
            : poll.status === "closed"
              ? t("poll-audience.closedQuizHeading")
              : t("poll-audience.quizHeading")}
        </h2>
        {secondsLeft !== null ? <Countdown seconds={secondsLeft} /> : null}
        {onDismiss ? (
          <Button variant="ghost" onClick={onDismiss}>
            {t("poll-audience.dismiss")}
          </Button>
        ) : null}
      </div>
      <h3 id={questionId} dir="auto" className="break-words text-lg font-semibold text-slate-900">
        {poll.question}
      </h3>
      {/* Lines and rows stay readable on a wide screen. */}
      <div key={stage} ref={stageRef} tabIndex={-1} className="w-full max-w-2xl">
        {body}
      </div>
    </div>
  );
}

/**
 * The quiz's time left. The number is not read out at every tick (a timer is silent); its name
 * says the seconds when a reader reaches it, and "Time is up." is announced by a status line
 * that is there from the start, so screen readers hear its change.
 */
function Countdown({ seconds }: { seconds: number }) {
  const t = useT();
  const up = seconds === 0;
  return (
    <>
      {up ? null : (
        <p
          role="timer"
          aria-label={t("poll-audience.timeLeftSpoken", { seconds })}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold tabular-nums ring-1 ring-inset ${
            seconds <= 5 ? "bg-red-50 text-red-800 ring-red-200" : "bg-accent-50 text-accent-800 ring-accent-100"
          }`}
        >
          <Timer aria-hidden="true" className="size-4" />
          {t("poll-audience.timeLeft", { seconds })}
        </p>
      )}
      <p role="status" className={up ? "font-semibold text-red-800" : "sr-only"}>
        {up ? t("poll-audience.timeUp") : ""}
      </p>
    </>
  );
}
