// The screen-reader announcer of the Q&A session: what it says when a question arrives, is
// approved, or one of the asker's own awaiting questions is declined (a toast says that too).
import { MESSAGES, type Question } from "@handraise/contract";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../components/ui/toast.ts";
import { declinedQuestions } from "./declined-questions.ts";

type Options = { items: Question[] | undefined; isHost: boolean; memberId: string | undefined };

export function useQuestionAnnouncer({ items, isHost, memberId }: Options) {
  const [announcement, setAnnouncement] = useState("");
  // Questions deleted from this page: their going is no news to the one who deleted them.
  const deletedHere = useRef(new Set<string>());

  // A host declined one of the asker's awaiting questions: it left their list, live or on a
  // re-read, and they are the only one of the audience who saw it, so they are told.
  const before = useRef(items);
  useEffect(() => {
    const declined = isHost ? [] : declinedQuestions(before.current, items, memberId, deletedHere.current);
    before.current = items;
    for (const question of declined) {
      const message = MESSAGES.questionDeclined(shortened(question.content));
      notify.info(message);
      setAnnouncement(message);
    }
  }, [items, isHost, memberId]);

  return {
    announcement,
    announceNew: (question: Question) =>
      setAnnouncement(
        question.awaitingReview
          ? `New question awaiting review from ${question.creator.name}: ${question.content}`
          : `New question from ${question.creator.name}: ${question.content}`,
      ),
    announcePublished: (question: Question) =>
      setAnnouncement(`Question approved, everyone can see it now: ${question.content}`),
    /** A question this page deletes: its leaving the list is not a decline to announce. */
    markDeletedHere: (questionId: string) => deletedHere.current.add(questionId),
  };
}

/** A question named in a toast: its first words, so the toast stays short. */
function shortened(content: string): string {
  const text = content.trim().replace(/\s+/g, " ");
  const start = text.slice(0, 79);
  return text.length > 80 ? `${start}…` : text;
}
