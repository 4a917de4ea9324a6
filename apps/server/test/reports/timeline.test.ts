// The report's timeline: minutes laid out end to end, and a long event's buckets widened so that
// a chart never gets more than REPORT_TIMELINE_MAX_BUCKETS of them.
import { REPORT_TIMELINE_MAX_BUCKETS } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { bucketWidth, buildTimeline } from "../../src/features/reports/timeline.ts";

const none = { joins: [], questions: [], likes: [], votes: [] };

describe("the report's timeline", () => {
  it("keeps one-minute buckets up to the limit and widens them past it", () => {
    expect(bucketWidth(1)).toBe(1);
    expect(bucketWidth(REPORT_TIMELINE_MAX_BUCKETS)).toBe(1);
    expect(bucketWidth(REPORT_TIMELINE_MAX_BUCKETS + 1)).toBe(2);
    expect(bucketWidth(3 * 24 * 60)).toBe(10);
    expect(bucketWidth(400 * 24 * 60)).toBeGreaterThanOrEqual(1440);
  });

  it("sums a three-day event's minutes into at most the limit of buckets, none lost", () => {
    const questions = [
      { minute: "2030-01-01T09:00", count: 2 },
      { minute: "2030-01-02T12:34", count: 5 },
      { minute: "2030-01-04T08:59", count: 1 },
    ];
    const { bucketMinutes, timeline } = buildTimeline({ ...none, questions });
    expect(bucketMinutes).toBe(10);
    expect(timeline.length).toBeLessThanOrEqual(REPORT_TIMELINE_MAX_BUCKETS);
    expect(timeline[0]?.at).toBe("2030-01-01T09:00:00.000Z");
    expect(timeline.reduce((sum, bucket) => sum + bucket.questions, 0)).toBe(8);
    expect(timeline.at(-1)?.questions).toBe(1);
  });

  it("is empty when nothing happened", () => {
    expect(buildTimeline(none)).toEqual({ bucketMinutes: 1, timeline: [] });
  });
});
