// The screen-reader announcer of the Q&A session: what it says when a question arrives, is
// approved, or one of the asker's own awaiting questions is declined (a toast says that too).
import type { Question } from "@handraise/contract";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../components/ui/toast.ts";
import { translate, useT } from "../../lib/i18n/translate.ts";
import { declinedQuestions } from "./declined-questions.ts";

type Options = { items: Question[] | undefined; isHost: boolean; memberId: string | undefined };

export function useQuestionAnnouncer({ items, isHost, memberId }: Options) {
  const [announcement, setAnnouncement] = useState("");
  const t = useT();
  // Questions deleted from this page: their going is no news to the one who deleted them.
  const deletedHere = useRef(new Set<string>());

  // A host declined one of the asker's awaiting questions: it left their list, live or on a
  // re-read, and they are the only one of the audience who saw it, so they are told.
  const before = useRef(items);
  useEffect(() => {
    const declined = isHost ? [] : declinedQuestions(before.current, items, memberId, deletedHere.current);
    before.current = items;
    for (const question of declined) {
      // The app's language at the moment it happens (translate, not a dependency of the effect).
      const message = translate("messages.questionDeclined", { question: shortened(question.content) });
      notify.info(message);
      setAnnouncement(message);
    }
  }, [items, isHost, memberId]);

  return {
    announcement,
    announceNew: (question: Question) =>
      setAnnouncement(
        t(question.awaitingReview ? "questions.announce.newAwaiting" : "questions.announce.newQuestion", {
          name: question.creator.name,
          question: question.content,
        }),
      ),
    announcePublished: (question: Question) =>
      setAnnouncement(t("questions.announce.approved", { question: question.content })),
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
