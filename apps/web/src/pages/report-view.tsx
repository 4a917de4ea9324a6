// The report page's view (docs/features/reports.md "The report page"): the headline, activity over
// time, the answered share, the top questions and the polls, read live from the report call.
// Buttons and the page's way back are for the screen only; on paper it is the report alone.
import type { HandraiseEvent, MessageKey } from "@handraise/contract";
import { BarChart3, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { ConnectionIndicator } from "../features/events/connection-indicator.tsx";
import { formatEventDate } from "../features/events/event-dates.ts";
import { LoadingEvent } from "../features/events/event-states.tsx";
import { ExportQuestionsButton } from "../features/events/export-questions-button.tsx";
import { ActivityChart } from "../features/reports/activity-chart.tsx";
import { useEventReportQuery } from "../features/reports/api.ts";
import { EraseDataButton } from "../features/reports/erase-data-button.tsx";
import { ExportWorkbookButton } from "../features/reports/export-workbook-button.tsx";
import { ReportFigures } from "../features/reports/report-figures.tsx";
import { ReportPolls, TopQuestions } from "../features/reports/report-lists.tsx";
import { failureMessage } from "../lib/api.ts";
import { useFormat, useT } from "../lib/i18n/translate.ts";
import "../features/reports/report-print.css";
import { PollResults } from "../features/polls/results/poll-results.tsx";

/** When the report was read, as the page's language writes a date and time to the second. */
const GENERATED_AT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

export function EventReport({ event, isCreator }: { event: HandraiseEvent; isCreator: boolean }) {
  const t = useT();
  const format = useFormat();
  const { data: report, error, refetch } = useEventReportQuery(event._id, { refetchOnMountOrArgChange: true });
  const live = event.status === "live" || event.status === "paused";
  return (
    <article className="report-page flex flex-col gap-4">
      <header className="flex flex-col gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
              <BarChart3 className="size-4" aria-hidden="true" />
              {t("report.eventReport")}
            </p>
            <div className="print:hidden">
              <ConnectionIndicator />
            </div>
          </div>
          <h1 dir="auto" className="break-words text-2xl font-semibold">
            {event.title}
          </h1>
          <p className="text-slate-700">{formatEventDate(event.date)}</p>
          {report ? (
            <p className="text-sm text-slate-600">
              {t("report.generatedAt", { when: format.date(report.generatedAt, GENERATED_AT) })}
              {live ? ` ${t("report.liveNote")}` : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={`/events/${event._id}/host`} className={buttonClass("secondary")}>
            {t("report.hostDashboard")}
          </Link>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t("report.print")}
          </Button>
          <ExportQuestionsButton eventId={event._id} />
          <ExportWorkbookButton eventId={event._id} />
          {isCreator ? <EraseDataButton eventId={event._id} /> : null}
        </div>
      </header>
      {report ? (
        <>
          <Section heading="report.sections.glance">
            <ReportFigures report={report} />
          </Section>
          <Section heading="report.sections.activity">
            <ActivityChart timeline={report.timeline} bucketMinutes={report.bucketMinutes} />
          </Section>
          <Section heading="report.sections.topQuestions">
            <TopQuestions questions={report.topQuestions} />
          </Section>
          <Section heading="report.sections.polls">
            <ReportPolls polls={report.polls} results={(poll) => <PollResults poll={poll} />} />
          </Section>
        </>
      ) : error ? (
        <Card className="flex flex-col items-start gap-3">
          <p role="alert" className="text-red-800">
            {failureMessage(error, t("report.failedFetchReport"))}
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t("report.tryAgain")}
          </Button>
        </Card>
      ) : (
        <LoadingEvent label={t("report.loadingReport")} />
      )}
    </article>
  );
}

/** A section of the report, named by its heading (its key). */
function Section({ heading, children }: { heading: MessageKey; children: ReactNode }) {
  const t = useT();
  return (
    <section
      aria-label={t(heading)}
      className="flex flex-col gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0"
    >
      <h2 className="text-lg font-semibold">{t(heading)}</h2>
      {children}
    </section>
  );
}
