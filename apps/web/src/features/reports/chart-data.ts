// The report's numbers shaped for the page: the timeline as the chart's columns, the same counts as
// a table's rows, and the answered share. Pure, so the shaping is tested without a browser.
import type { EventReport, MessageKey, ReportBucket } from "@handraise/contract";
import { dateTimeFormat } from "../../lib/i18n/intl-formats.ts";

/** The timeline's four counts, in the order the chart, its legend and its table show them, with their labels' keys. */
export const SERIES = [
  { key: "joins", labelKey: "report.series.joins" },
  { key: "questions", labelKey: "report.series.questions" },
  { key: "likes", labelKey: "report.series.likes" },
  { key: "votes", labelKey: "report.series.votes" },
] as const satisfies ReadonlyArray<{ key: keyof Omit<ReportBucket, "at">; labelKey: MessageKey }>;

/** uPlot's data: the buckets' starts in seconds, then one column per series. */
export type ChartColumns = [number[], ...number[][]];

export function chartColumns(timeline: ReportBucket[], bucketMinutes: number): ChartColumns {
  const seconds = timeline.map((bucket) => Math.floor(Date.parse(bucket.at) / 1000));
  const columns: ChartColumns = [seconds, ...SERIES.map(({ key }) => timeline.map((bucket) => bucket[key]))];
  // One bucket alone has no width on a time axis: the empty buckets either side of it (nothing
  // happened then, which is true) give the axis a span and the point a place in the middle.
  const [only] = seconds;
  if (seconds.length !== 1 || only === undefined) return columns;
  const step = bucketMinutes * 60;
  return [[only - step, only, only + step], ...columns.slice(1).map(([count]) => [0, count ?? 0, 0])];
}

/** Answered questions as a whole percentage of all questions; 0 when there is none. */
export function answeredPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(answered, total) / total) * 100);
}

/** A headline figure: a count, or a whole percentage (`percent`), and its label's key. */
export type Figure = { key: string; labelKey: MessageKey; value: number; percent?: true };

/** The headline figures, in the order the page shows them. */
export function headline(report: EventReport): Figure[] {
  const { participants, questions } = report;
  return [
    { key: "participants", labelKey: "report.figures.participants", value: participants.total },
    { key: "askers", labelKey: "report.figures.askers", value: participants.askers },
    { key: "voters", labelKey: "report.figures.voters", value: participants.voters },
    { key: "questions", labelKey: "report.figures.questions", value: questions.total },
    {
      key: "answered",
      labelKey: "report.figures.answered",
      value: answeredPercent(questions.answered, questions.total),
      percent: true,
    },
    { key: "likes", labelKey: "report.figures.likes", value: questions.likes },
  ];
}

/**
 * A bucket's start as the table and the axis say it, in the page's language (`locale`): the local
 * time, with the date when it changes.
 */
export function bucketTime(at: string, previous: string | undefined, locale?: string): string {
  const date = new Date(at);
  const sameDay = previous !== undefined && new Date(previous).toDateString() === date.toDateString();
  if (sameDay) return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(date);
  return dateTimeFormat(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(date);
}
