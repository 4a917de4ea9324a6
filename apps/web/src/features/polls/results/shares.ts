// Percentages of a poll's results (pure). Where every voter is counted once (a single choice, a
// quiz), the shares are rounded by largest remainder so that they add up to exactly 100, as a
// room expects of a poll on a screen; where a voter may choose several options, each share is of
// the voters and is rounded on its own (they may add up to more than 100).

/** Each count's share of `whole` in whole percent. */
export function sharesOf(counts: readonly number[], whole: number): number[] {
  if (whole <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (Math.max(0, count) / whole) * 100);
  const sum = counts.reduce((total, count) => total + Math.max(0, count), 0);
  if (sum !== whole) return exact.map((share) => Math.min(100, Math.round(share)));
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((total, share) => total + share, 0);
  // The largest remainders get the points left; equal remainders go to the earlier option.
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index, remainder } of byRemainder) {
    if (left <= 0 || remainder === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** A bar's length in percent of the longest possible one (0 when there is nothing to draw). */
export function barLength(value: number, most: number): number {
  if (most <= 0 || value <= 0) return 0;
  return Math.min(100, (value / most) * 100);
}
