// "Now answering" on every page (docs/features/questions.md): the question the host has on screen
// leads the list, whatever the order chosen, so the audience finds it without scrolling.
import type { Question } from "@handraise/contract";

/** The list with the spotlighted question moved to the front (unchanged if it is not shown). */
export function spotlightFirst(questions: readonly Question[], spotlightId: string | null | undefined): Question[] {
  const at = spotlightId ? questions.findIndex((q) => q._id === spotlightId) : -1;
  if (at <= 0) return [...questions];
  const spotlighted = questions[at] as Question;
  return [spotlighted, ...questions.slice(0, at), ...questions.slice(at + 1)];
}
