// The question box's draft and its submit: the text, "Ask anonymously", and what comes back to
// the box when the server refuses a question (use-question-submission.ts does the sending).
import { useState } from "react";
import { useQuestionSubmission } from "./use-question-submission.ts";

export function useQuestionDraft(eventId: string, memberId: string | undefined) {
  const [draft, setDraft] = useState("");
  // "Ask anonymously" stays as the asker left it for the next question.
  const [anonymous, setAnonymous] = useState(false);
  const submission = useQuestionSubmission(eventId, memberId, (content) => {
    // A refused question comes back to the box unless something new was typed meanwhile.
    setDraft((current) => (current.trim() ? current : content));
  });
  const submit = async () => {
    const content = draft;
    const result = await submission.submit(content, { anonymous });
    if (result === "invalid") return;
    setDraft((current) => (current === content ? "" : current));
    if (result === "refused") setDraft((current) => (current.trim() ? current : content));
  };
  return { draft, setDraft, anonymous, setAnonymous, submit, submission };
}
