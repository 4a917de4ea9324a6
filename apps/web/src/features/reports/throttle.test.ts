import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle.ts";

describe("a throttled re-read", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads at once, then folds a burst into one read at the period's end", () => {
    const run = vi.fn();
    const reread = throttle(run, 2000);
    reread.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) reread.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("reads at once again after a quiet period", () => {
    const run = vi.fn();
    const reread = throttle(run, 2000);
    reread.call();
    vi.advanceTimersByTime(5000);
    reread.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("reads nothing more once cancelled", () => {
    const run = vi.fn();
    const reread = throttle(run, 2000);
    reread.call();
    reread.call();
    reread.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
