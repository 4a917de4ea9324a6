// Participation and activity over time: joins, questions, likes and votes per bucket, drawn with
// uPlot (docs/features/reports.md "The report page": the smallest of the measured libraries,
// loaded with this page only). The canvas is hidden from screen readers; a visually hidden table
// holds the same counts, bucket by bucket. Times and counts are written in the page's language;
// time runs left to right in every language, as on the time axes of Arabic publications.
import type { ReportBucket } from "@handraise/contract";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { type Translate, useFormat, useT } from "../../lib/i18n/translate.ts";
import { subscribeTheme } from "../../lib/theme.ts";
import { bucketTime, chartColumns, SERIES } from "./chart-data.ts";

const HEIGHT = 260;
/** An A4 or Letter page's width within its margins, in CSS pixels. */
const PAPER_WIDTH = 680;
/** A colour of the page's theme (index.css `--chart-<name>`, light on paper), read whenever the chart draws. */
const themed = (name: string) => () =>
  getComputedStyle(document.documentElement).getPropertyValue(`--chart-${name}`).trim();
/** One colour and one dash per series, so that colour is never the only difference. */
const LOOK: Record<(typeof SERIES)[number]["key"], { stroke: () => string; dash?: number[] }> = {
  joins: { stroke: themed("joins"), dash: [6, 4] },
  questions: { stroke: themed("questions") },
  likes: { stroke: themed("likes"), dash: [2, 3] },
  votes: { stroke: themed("votes"), dash: [10, 3, 2, 3] },
};
const MINUTE_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080].map((minutes) => minutes * 60);
const AXIS = { stroke: themed("axis"), font: "12px system-ui, sans-serif", grid: { stroke: themed("grid"), width: 1 } };

/** What the chart writes, in the page's language. */
type Language = { t: Translate; locale: string; number: (value: number) => string };

function options(width: number, { t, locale, number }: Language): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    // Room at the right for the last tick's time, which is centred on the axis's end.
    padding: [8, 36, 0, 0],
    cursor: { show: false },
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, Math.max(4, max)] },
    },
    axes: [
      // Whole minutes and hours only (a bucket is at least a minute), each tick a time of day,
      // with the date where the day changes (the first tick's day is the header's).
      {
        ...AXIS,
        space: 70,
        incrs: MINUTE_STEPS,
        values: (_plot, splits) =>
          splits.map((second, index) => {
            const before = splits[index - 1] ?? second;
            return bucketTime(new Date(second * 1000).toISOString(), new Date(before * 1000).toISOString(), locale);
          }),
      },
      {
        ...AXIS,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
        size: 44,
        values: (_plot, splits) => splits.map((count) => number(count)),
      },
    ],
    series: [
      {},
      ...SERIES.map(({ key, labelKey }) => ({
        label: t(labelKey),
        width: 2,
        ...LOOK[key],
      })),
    ],
  };
}

export function ActivityChart({ timeline, bucketMinutes }: { timeline: ReportBucket[]; bucketMinutes: number }) {
  const t = useT();
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || timeline.length === 0) return;
    const language = { t, locale: format.locale, number: (value: number) => format.number(value) };
    const plot = new uPlot(options(element.clientWidth, language), chartColumns(timeline, bucketMinutes), element);
    // The chart follows its column's width (a phone turned, a window resized); on paper it is
    // drawn at a page's width, so that the print sheet's scaling leaves its text readable.
    const print = window.matchMedia("print");
    const fit = () => {
      const width = print.matches ? PAPER_WIDTH : element.clientWidth;
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    };
    // Drawn again in the colours of another theme, and of paper (always light).
    const toPaper = () => {
      fit();
      plot.redraw(false);
    };
    const stopFollowingTheme = subscribeTheme(() => plot.redraw(false));
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    print.addEventListener("change", toPaper);
    return () => {
      stopFollowingTheme();
      print.removeEventListener("change", toPaper);
      observer.disconnect();
      plot.destroy();
    };
  }, [timeline, bucketMinutes, t, format]);

  if (timeline.length === 0) return <p className="text-slate-700">{t("report.nothingYet")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {SERIES.map(({ key, labelKey }) => (
          <li key={key} className="flex items-center gap-1.5">
            <svg width="24" height="8" className="shrink-0" role="presentation">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                style={{ stroke: `var(--chart-${key})` }}
                strokeWidth="2"
                strokeDasharray={LOOK[key].dash?.join(" ")}
              />
            </svg>
            {t(labelKey)}
          </li>
        ))}
      </ul>
      <div ref={box} aria-hidden="true" dir="ltr" className="report-chart w-full overflow-hidden" />
      <p className="text-sm text-slate-600">{t("report.bucketWidth", { minutes: bucketMinutes })}</p>
      <TimelineTable timeline={timeline} />
    </div>
  );
}

function TimelineTable({ timeline }: { timeline: ReportBucket[] }) {
  const t = useT();
  const format = useFormat();
  return (
    // A table lays itself out wider than its box: the visually hidden box is a div around it.
    <div className="sr-only">
      <table>
        <caption>{t("report.chartSummary")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("report.from")}</th>
            {SERIES.map(({ key, labelKey }) => (
              <th key={key} scope="col">
                {t(labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {timeline.map((bucket, index) => (
            <tr key={bucket.at}>
              <th scope="row">{bucketTime(bucket.at, timeline[index - 1]?.at, format.locale)}</th>
              {SERIES.map(({ key }) => (
                <td key={key}>{format.number(bucket[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
