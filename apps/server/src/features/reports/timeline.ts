// The report's timeline (docs/features/reports.md): per-minute counts of joins, questions, likes
// and ballots laid out from the first active minute to the last, empty minutes included, so a
// chart's time axis is true. A long event's buckets widen (2, 5, 10 … minutes) so that there are
// never more than REPORT_TIMELINE_MAX_BUCKETS.
import { REPORT_TIMELINE_MAX_BUCKETS, type ReportBucket } from "@handraise/contract";
import type { MinuteCount } from "./report-repository.ts";

type Activity = Record<"joins" | "questions" | "likes" | "votes", MinuteCount[]>;

const MINUTE_MS = 60_000;
/** Bucket widths in minutes, the narrowest that keeps the count within bounds is taken. */
const WIDTHS = [1, 2, 5, 10, 15, 30, 60, 120, 240, 360, 720, 1440];

/** A minute's text ("2030-01-01T10:07") as milliseconds since the epoch (UTC). */
const minuteMs = (minute: string) => Date.parse(`${minute}:00.000Z`);

export function bucketWidth(spanMinutes: number, maxBuckets = REPORT_TIMELINE_MAX_BUCKETS): number {
  const fits = WIDTHS.find((width) => Math.ceil(spanMinutes / width) <= maxBuckets);
  return fits ?? Math.ceil(spanMinutes / maxBuckets / 1440) * 1440;
}

export function buildTimeline(activity: Activity): { bucketMinutes: number; timeline: ReportBucket[] } {
  const all = Object.values(activity).flat();
  if (all.length === 0) return { bucketMinutes: 1, timeline: [] };
  const times = all.map((entry) => minuteMs(entry.minute));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const width = bucketWidth((last - first) / MINUTE_MS + 1);
  const buckets: ReportBucket[] = [];
  for (let at = first; at <= last; at += width * MINUTE_MS) {
    buckets.push({ at: new Date(at).toISOString(), joins: 0, questions: 0, likes: 0, votes: 0 });
  }
  for (const key of ["joins", "questions", "likes", "votes"] as const) {
    for (const entry of activity[key]) {
      const bucket = buckets[Math.floor((minuteMs(entry.minute) - first) / (width * MINUTE_MS))];
      if (bucket) bucket[key] += entry.count;
    }
  }
  return { bucketMinutes: width, timeline: buckets };
}
