// What a screen does with live messages beyond the cached list (which the questions endpoint
// keeps live itself, api.ts): it announces a question it did not show yet, and on a
// reconnection sends what waits in the outbox. The pause is the event's, in its cache entry. A question held
// for review that is approved reaches hosts and its author as an update (the rest of the
// audience hears of it as added, and announce it as new): the page says it is now published.
import type { Question } from "@handraise/contract";
import { useRef } from "react";
import { useEventRoom } from "../../lib/realtime-client.ts";

type LiveOptions = {
  /** The questions on screen now, to tell a new question from one already shown. */
  shown: readonly Question[] | undefined;
  /** Called for a question this page did not have yet (to announce it). */
  onNewQuestion: (question: Question) => void;
  /** Called when a question this page showed as awaiting review is approved. */
  onPublished?: (question: Question) => void;
  onRejoined: () => void;
};

export function useQuestionLive(eventId: string, { shown, onNewQuestion, onPublished, onRejoined }: LiveOptions): void {
  // The list as last rendered: a message is handled before the cache's change reaches the screen.
  const known = useRef(new Set<string>());
  known.current = new Set((shown ?? []).map((q) => q._id));
  const awaiting = useRef(new Set<string>());
  awaiting.current = new Set((shown ?? []).filter((q) => q.awaitingReview).map((q) => q._id));
  const publishedNow = (question: Question) => {
    if (question.awaitingReview || !awaiting.current.has(question._id)) return;
    awaiting.current.delete(question._id);
    onPublished?.(question);
  };
  useEventRoom(eventId, {
    questionAdded: ({ eventId: to, question }) => {
      if (to !== eventId) return;
      if (known.current.has(question._id)) {
        publishedNow(question);
        return;
      }
      known.current.add(question._id);
      onNewQuestion(question);
    },
    questionUpdated: ({ eventId: to, question }) => {
      if (to === eventId) publishedNow(question);
    },
    onRejoined,
  });
}
