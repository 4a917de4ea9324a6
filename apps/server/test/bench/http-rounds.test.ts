// The HTTP scenario's figures (bench/http-scenario.ts): each round of a call is set against the
// hello-world phase measured just before it, and the call's ratio is the median of its rounds', so
// one phase in a slow or a fast moment of the machine does not decide it.
import { describe, expect, it } from "vitest";
import { callFigures, type Load } from "../../bench/http-scenario.ts";
import { median } from "../../bench/stats.ts";

const load = (rps: number, extra: Partial<Load> = {}): Load => ({
  rps,
  p50: 1,
  p99: 4,
  total: rps * 5,
  non2xx: 0,
  status304: 0,
  errors: 0,
  cpuUsPerRequest: 20,
  bytes: rps * 5 * 300,
  ...extra,
});

describe("the HTTP scenario's rounds", () => {
  it("sets each round against its own hello-world phase and takes the median ratio", () => {
    const figures = callFigures("questionList", [
      { hello: load(40_000), load: load(20_000, { p99: 6 }) },
      // A slow moment of the machine: both phases slow, the ratio holds.
      { hello: load(20_000), load: load(11_000, { p99: 9 }) },
      { hello: load(30_000), load: load(30_000, { p99: 5 }) },
    ]);
    expect(figures.ratios).toEqual([0.5, 0.55, 1]);
    expect(figures.ratioToHello).toBe(0.55);
    expect(figures.rps).toBe(20_000);
    expect(figures.p99Ms).toBe(6);
    expect(figures.cpuUsPerRequest).toBe(20);
    expect(figures.ratioByCpu).toBe(1);
    expect(figures.failed).toBe(0);
  });

  it("sets the server's CPU per request against hello-world's of the same round", () => {
    const figures = callFigures("questionList304", [
      { hello: load(20_000, { cpuUsPerRequest: 20 }), load: load(10_000, { cpuUsPerRequest: 40 }) },
      { hello: load(30_000, { cpuUsPerRequest: 30 }), load: load(24_000, { cpuUsPerRequest: 40 }) },
      { hello: load(25_000, { cpuUsPerRequest: 22 }), load: load(20_000, { cpuUsPerRequest: 25 }) },
    ]);
    expect(figures.cpuUsPerRequest).toBe(40);
    expect(figures.ratioByCpu).toBe(0.75);
    expect(figures.ratioToHello).toBe(0.8);
  });

  it("weighs an answer as the median of the rounds' bytes per answer", () => {
    const figures = callFigures("questionList304", [
      { hello: load(20_000), load: load(10_000, { total: 1_000, bytes: 400_000 }) },
      { hello: load(20_000), load: load(10_000, { total: 2_000, bytes: 700_000 }) },
      { hello: load(20_000), load: load(10_000, { total: 1_000, bytes: 500_000 }) },
    ]);
    expect(figures.bytesPerAnswer).toBe(400);
  });

  it("counts a 304's failures as the answers that were not 304, and other calls' as errors and non-2xx", () => {
    const notModified = callFigures("questionList304", [
      { hello: load(10_000), load: load(8_000, { total: 40_000, status304: 39_990 }) },
      { hello: load(10_000), load: load(8_000, { total: 40_000, status304: 40_000 }) },
    ]);
    expect(notModified.failed).toBe(10);
    const posting = callFigures("postQuestion", [
      { hello: load(10_000), load: load(500, { non2xx: 2, errors: 1 }) },
      { hello: load(10_000), load: load(700) },
    ]);
    expect(posting.failed).toBe(3);
    expect(posting.ratioToHello).toBe(0.06);
  });

  it("takes the mean of the two middle values for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.5, 0.7])).toBe(0.6);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
