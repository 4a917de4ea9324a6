import type { EventReport } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { answeredPercent, bucketTime, chartColumns, headline } from "./chart-data.ts";

const bucket = (at: string, joins: number, questions: number, likes: number, votes: number) => ({
  at,
  joins,
  questions,
  likes,
  votes,
});

describe("the chart's columns", () => {
  it("are the buckets' starts in seconds, then joins, questions, likes and votes", () => {
    const columns = chartColumns(
      [bucket("2026-11-25T10:00:00.000Z", 3, 1, 0, 0), bucket("2026-11-25T10:01:00.000Z", 0, 2, 5, 7)],
      1,
    );
    expect(columns).toEqual([
      [1795600800, 1795600860],
      [3, 0],
      [1, 2],
      [0, 5],
      [0, 7],
    ]);
  });

  it("are empty columns for an event where nothing happened", () => {
    expect(chartColumns([], 1)).toEqual([[], [], [], [], []]);
  });
});

describe("a lone bucket", () => {
  it("gets an empty bucket either side, so the time axis has a span", () => {
    expect(chartColumns([bucket("2026-11-25T10:00:00.000Z", 1, 2, 3, 4)], 5)).toEqual([
      [1795600500, 1795600800, 1795601100],
      [0, 1, 0],
      [0, 2, 0],
      [0, 3, 0],
      [0, 4, 0],
    ]);
  });
});

describe("the answered share", () => {
  it("is a whole percentage", () => {
    expect(answeredPercent(1, 3)).toBe(33);
    expect(answeredPercent(2, 3)).toBe(67);
    expect(answeredPercent(4, 4)).toBe(100);
  });

  it("is 0 without questions", () => {
    expect(answeredPercent(0, 0)).toBe(0);
  });
});

describe("the headline", () => {
  it("says participants, askers, voters, questions, answered share and likes", () => {
    const report: EventReport = {
      eventId: "e",
      generatedAt: "2026-11-25T10:00:00.000Z",
      participants: { members: 4, guests: 2, total: 6, askers: 3, voters: 5 },
      questions: { total: 8, answered: 2, hidden: 1, awaitingReview: 0, anonymous: 1, likes: 12 },
      bucketMinutes: 1,
      timeline: [],
      topQuestions: [],
      polls: [],
    };
    expect(headline(report).map(({ labelKey, value, percent }) => `${labelKey} ${value}${percent ? "%" : ""}`)).toEqual(
      [
        "report.figures.participants 6",
        "report.figures.askers 3",
        "report.figures.voters 5",
        "report.figures.questions 8",
        "report.figures.answered 25%",
        "report.figures.likes 12",
      ],
    );
  });
});

describe("a bucket's time", () => {
  it("names the day on the first row and when the day changes", () => {
    const first = bucketTime("2026-11-25T10:00:00.000Z", undefined, "en-GB");
    const next = bucketTime("2026-11-25T10:01:00.000Z", "2026-11-25T10:00:00.000Z", "en-GB");
    expect(first).toMatch(/25 Nov,? \d\d:00/);
    expect(next).toMatch(/^\d\d:01$/);
  });
});
