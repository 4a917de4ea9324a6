// The control a poll's kind needs, and its Vote button: options (radios or checkboxes), words,
// a scale, a ranking or a text box; a quiz's options close when its time is up. The draft starts
// from the voter's earlier vote when they change it. Vote stays disabled until the draft is a
// vote the server takes (vote-draft.ts), and is busy until the vote is counted or waits.
import { type MyVote, POLL_TEXT_MAX, POLL_WORD_MAX, POLL_WORDS_MAX, type Poll } from "@handraise/contract";
import { Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState, useTransition } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/ui/form-status.tsx";
import { type Translate, useT } from "../../../lib/i18n/translate.ts";
import { OpenAnswer } from "./open-answer.tsx";
import { OptionChoices } from "./option-choices.tsx";
import { RankingList } from "./ranking-list.tsx";
import { RatingScale } from "./rating-scale.tsx";
import type { SendResult } from "./use-vote-sending.ts";
import { draftOf, type VoteDraft, voteBody } from "./vote-draft.ts";
import { WordInputs } from "./word-inputs.tsx";

type Props = {
  poll: Poll;
  /** The element naming the poll (its question). */
  questionId: string;
  /** The vote being changed, to start from. */
  earlier: MyVote | null;
  /** A quiz's time is up: nothing can be chosen any more. */
  timeUp: boolean;
  refusal: string | null;
  onVote: (vote: NonNullable<ReturnType<typeof voteBody>>) => Promise<SendResult>;
  /** Shown beside Vote (Keep my vote, while changing). */
  extra?: ReactNode;
};

export function VoteForm({ poll, questionId, earlier, timeUp, refusal, onVote, extra }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<VoteDraft>(() => draftOf(poll, earlier));
  const [sending, startSending] = useTransition();
  const hintId = useId();
  const body = voteBody(poll, draft);
  const hint = hintOf(poll, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || sending || timeUp) return;
    startSending(async () => {
      try {
        await onVote(body);
      } catch (error) {
        // The outbox keeps what it could not send and says so; nothing reaches the error boundary.
        console.error(error);
      }
    });
  };

  const group = { poll, draft, onChange: setDraft, labelledBy: questionId, describedBy: hintId };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={questionId}>
      {hint ? (
        <p id={hintId} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      {poll.kind === "choice" || poll.kind === "quiz" ? <OptionChoices {...group} disabled={timeUp} /> : null}
      {poll.kind === "rating" ? <RatingScale {...group} /> : null}
      {poll.kind === "wordcloud" ? <WordInputs {...group} /> : null}
      {poll.kind === "ranking" ? <RankingList {...group} /> : null}
      {poll.kind === "open" ? <OpenAnswer draft={draft} onChange={setDraft} /> : null}
      <FormStatus error={refusal} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {poll.kind === "open" ? (
          <span className="me-auto text-sm text-slate-600 tabular-nums" aria-hidden="true">
            {draft.text.length}/{POLL_TEXT_MAX}
          </span>
        ) : null}
        {extra}
        <Button type="submit" disabled={!body || timeUp} busy={sending}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {poll.kind === "quiz" ? t("poll-audience.answer") : t("poll-audience.vote")}
        </Button>
      </div>
    </form>
  );
}

function hintOf(poll: Poll, t: Translate): string | null {
  switch (poll.kind) {
    case "choice":
      return poll.allowMultiple ? t("poll-audience.pickAny") : t("poll-audience.pickOne");
    case "quiz":
      return t("poll-audience.quizPick");
    case "wordcloud":
      return t("poll-audience.wordsHint", { words: POLL_WORDS_MAX, characters: POLL_WORD_MAX });
    case "rating":
      return t("poll-audience.ratingHint", { scaleMax: poll.scaleMax ?? 5 });
    case "ranking":
      return t("poll-audience.rankingHint");
    case "open":
      return null;
  }
}
