// Where each word of a word cloud stands (pure). The cloud is a fixed grid of cells; a word gets a
// slot the first time it is shown and keeps it while it stays among the shown words, so a word
// grows in place as its count rises and no vote reshuffles the cloud. New words take the lowest
// free slot, in the server's order (most given first), so the first and biggest words sit in the
// best cells: from the centre outwards on the stage, from the top on a phone.

export type Word = { text: string; count: number };
/** A word's slot by its key (the word as counted: trimmed, lower case). */
export type WordSlots = ReadonlyMap<string, number>;

export function wordKey(text: string): string {
  return text.trim().toLowerCase();
}

/** The words shown (the `capacity` most given) with their slots; kept slots never move. */
export function placeWords(previous: WordSlots, words: readonly Word[], capacity: number): Map<string, number> {
  const shown = words.slice(0, capacity).map((word) => wordKey(word.text));
  const slots = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of shown) {
    const slot = previous.get(key);
    if (slot !== undefined && slot < capacity && !taken.has(slot)) {
      slots.set(key, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const key of shown) {
    if (slots.has(key)) continue;
    while (taken.has(free)) free += 1;
    slots.set(key, free);
    taken.add(free);
  }
  return slots;
}

export type Cell = { row: number; column: number };

/**
 * The grid's cells in the order slots fill them (1-based, for CSS grid lines). "centre": nearest
 * the middle first; "top": row by row, each from its middle outwards.
 */
export function cellOrder(columns: number, rows: number, from: "centre" | "top"): Cell[] {
  const cells: Cell[] = [];
  for (let row = 1; row <= rows; row++) {
    for (let column = 1; column <= columns; column++) cells.push({ row, column });
  }
  const middleRow = (rows + 1) / 2;
  const middleColumn = (columns + 1) / 2;
  // Cells are wider than tall: a step sideways weighs less than a step up or down.
  const distance = (cell: Cell) =>
    from === "centre"
      ? ((cell.column - middleColumn) * 0.6) ** 2 + (cell.row - middleRow) ** 2
      : (cell.row - 1) * columns * columns + (cell.column - middleColumn) ** 2;
  // Equal distances alternate sides, right before left and below before above, for balance.
  return cells.sort(
    (a, b) =>
      distance(a) - distance(b) ||
      Math.sign(b.column - middleColumn) - Math.sign(a.column - middleColumn) ||
      Math.sign(b.row - middleRow) - Math.sign(a.row - middleRow),
  );
}

/** A word's size from 0.3 (nobody) to 1 (the most given), in proportion to its count. */
export function wordScale(count: number, most: number): number {
  if (most <= 0) return 0.3;
  return 0.3 + 0.7 * Math.min(1, Math.max(0, count) / most);
}
