// Small numeric helpers shared by the bench processes.

export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes of one machine. */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
