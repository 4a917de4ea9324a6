// The polite live region screen readers hear the session's news through (use-question-announcer.ts).
export function QuestionAnnouncer({ announcement }: { announcement: string }) {
  return (
    <div aria-live="polite" className="sr-only" data-testid="question-announcer">
      {announcement}
    </div>
  );
}
