// Times of questions as ISO text that never repeat within this process, so "newest first"
// keeps the order in which questions arrived even when two arrive in the same millisecond.
let last = 0;

export function nextTimestamp(): string {
  const now = Math.max(Date.now(), last + 1);
  last = now;
  return new Date(now).toISOString();
}
