// The top questions show what fits under the question answered now, whole cards only: a card
// cut at the bottom of a projector reads as a broken screen (docs/features/presenter.md). The list
// takes the height left to it; each time that height or the cards change, every card is shown,
// measured, and those that would cross the list's bottom edge are hidden, before the browser
// paints. Cards stack from the top, so hiding the last ones never moves the ones kept.
import { type RefObject, useLayoutEffect } from "react";

export function useWholeCards(list: RefObject<HTMLElement | null>, cards: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new cards are measured again, though only the DOM is read
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const fit = () => {
      const items = Array.from(element.children) as HTMLElement[];
      for (const item of items) item.hidden = false;
      const bottom =
        element.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(element).paddingBottom);
      let full = false;
      for (const item of items) {
        full = full || item.getBoundingClientRect().bottom > bottom + 0.5;
        item.hidden = full;
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, cards]);
}
