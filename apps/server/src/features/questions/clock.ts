// Times of questions that never repeat within this process, so "newest first" keeps the order in
// which questions arrived even when two arrive in the same millisecond.
let last = 0;

/** The moment in milliseconds, one later than the last one given if the clock has not moved on. */
export function nextMoment(): number {
  const now = Math.max(Date.now(), last + 1);
  last = now;
  return now;
}

/** The next moment as ISO text, as the tables store it. */
export function nextTimestamp(): string {
  return new Date(nextMoment()).toISOString();
}
