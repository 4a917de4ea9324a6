// The poll section of the audience's event page (docs/features/polls.md "On the audience's
// page"): the event's open poll on top the moment it opens, kept live by the poll list's cache
// entry (../api.ts). A closed poll leaves, but for a quiz this page showed open: it stays with
// the voter's outcome until they close it or the next poll opens. This module and everything it
// imports (the poll calls, the controls, the results) load on demand (audience-poll-on-demand.tsx).
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/translate.ts";
import { usePollsQuery } from "../api.ts";
import { openPoll } from "../poll-list.ts";
import { PollCard } from "./poll-card.tsx";
import { useVoteSending } from "./use-vote-sending.ts";

export type AudiencePollProps = {
  eventId: string;
  /** The id the viewer votes under (account _id or guestId); undefined for non-members. */
  memberId: string | undefined;
};

export function AudiencePoll({ eventId, memberId }: AudiencePollProps) {
  const t = useT();
  const { data: polls, refetch } = usePollsQuery(eventId);
  const sending = useVoteSending(eventId, memberId);
  const headingId = useId();
  const open = openPoll(polls);
  /** The question of the poll announced as open, read out by the live region. */
  const [announced, setAnnounced] = useState<string | null>(null);
  const [quizShown, setQuizShown] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const openId = open?._id;
  const openQuestion = open?.question ?? "";
  const openKind = open?.kind;
  useEffect(() => {
    if (!openId) return;
    setAnnounced(openQuestion);
    setQuizShown(openKind === "quiz" ? openId : null);
  }, [openId, openQuestion, openKind]);

  const closedQuiz =
    !open && quizShown && quizShown !== dismissed
      ? polls?.find((poll) => poll._id === quizShown && poll.status === "closed")
      : undefined;
  useQuizPointsRead(closedQuiz, refetch);
  const shown = open ?? closedQuiz;

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announced === null ? "" : t("poll-audience.pollOpened", { question: announced })}
      </p>
      {shown ? (
        <section aria-labelledby={headingId} data-audience-poll="">
          <PollCard
            key={shown._id}
            poll={shown}
            canVote={Boolean(memberId)}
            sending={sending}
            headingId={headingId}
            onDismiss={shown === closedQuiz ? () => setDismissed(shown._id) : undefined}
          />
        </section>
      ) : null}
    </>
  );
}

/**
 * A live message carries nobody's own vote, so a quiz's points (given once it closes) come with
 * one more read of the list, once per quiz.
 */
function useQuizPointsRead(
  closedQuiz: { _id: string; myVote?: { points?: number } | null } | undefined,
  read: () => unknown,
) {
  const done = useRef(new Set<string>());
  const id = closedQuiz?._id;
  const lacksPoints = closedQuiz !== undefined && closedQuiz.myVote?.points === undefined;
  useEffect(() => {
    if (!id || !lacksPoints || done.current.has(id)) return;
    done.current.add(id);
    read();
  }, [id, lacksPoints, read]);
}
