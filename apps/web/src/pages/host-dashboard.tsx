// The host dashboard at /events/:id/host (docs/product.md §2): hosts only; dense and calm for a laptop
// beside a stage (docs/product.md §11): the status, share and edit in one row above the Q&A with host actions.
import { BarChart3, Pencil, Share2, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { useAppSelector } from "../app/hooks.ts";
import { BackButton } from "../components/ui/back-button.tsx";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { notify } from "../components/ui/toast.ts";
import { BansPanel } from "../features/bans/bans-panel.tsx";
import { ConnectionIndicator } from "../features/events/connection-indicator.tsx";
import { useEventDate } from "../features/events/event-dates.ts";
import { HostsButton } from "../features/events/event-hosts.tsx";
import { LoadingEvent } from "../features/events/event-states.tsx";
import { ExportQuestionsButton } from "../features/events/export-questions-button.tsx";
import { HostStatusSelect } from "../features/events/host-status-select.tsx";
import { ShareDialogOnDemand } from "../features/events/share-dialog-on-demand.tsx";
import { useCurrentEvent } from "../features/events/use-current-event.ts";
import { useMemberId, useMemberType } from "../features/events/use-member-type.ts";
import { PollsPanelOnDemand } from "../features/polls/host/polls-panel-on-demand.tsx";
import { PresenterButton } from "../features/presenter/presenter-button.tsx";
import { ExportWorkbookButton } from "../features/reports/export-workbook-button.tsx";
import { useT } from "../lib/i18n/translate.ts";
import { QandASession } from "./qanda-session.tsx";

export function HostDashboard({ eventId }: { eventId: string }) {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const { event, error, notFound } = useCurrentEvent(eventId);
  const memberType = useMemberType(event);
  const memberId = useMemberId(memberType);
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const eventDate = useEventDate();
  // Arriving from "Create Event": the Share dialog is open. The flag then leaves the history
  // entry, so a reload or a Back to this page does not open it again.
  const [shareOpen, setShareOpen] = useState(() =>
    Boolean((location.state as { openShare?: boolean } | null)?.openShare),
  );
  useEffect(() => {
    if ((location.state as { openShare?: boolean } | null)?.openShare) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
    }
  }, [location, navigate]);

  // A co-host removed while the page is open (the server sends the new host list) goes on to
  // the audience's view of the event, told why, instead of being thrown back to the dashboard.
  const [wasHost, setWasHost] = useState(false);
  const lostHost = wasHost && memberType !== undefined && memberType !== "host";
  useEffect(() => {
    if (memberType === "host") setWasHost(true);
  }, [memberType]);
  useEffect(() => {
    if (lostHost) notify.info(t("messages.noLongerHost"), { id: "no-longer-host" });
  }, [lostHost, t]);

  if (notFound) return <Navigate to="/" replace />;
  if (lostHost) return <Navigate to={`/events/${eventId}`} replace />;
  if (!event) {
    if (error)
      return (
        <p role="alert" className="py-8 text-red-800">
          {t("events.states.error", { message: error })}
        </p>
      );
    return <LoadingEvent label={t("messages.checkingAccess")} />;
  }
  if (!userId || !memberType) return <LoadingEvent label={t("messages.checkingHostPermissions")} />;
  if (memberType !== "host") return <Navigate to="/" replace />;

  return (
    <article className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton />
        <ConnectionIndicator />
      </div>
      <header className="flex flex-col gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{t("events.hostDashboard.kicker")}</p>
            <h1 dir="auto" className="break-words text-2xl font-semibold">
              {event.title}
            </h1>
            <p className="text-slate-700">
              {eventDate(event.date)} · {t("events.page.members", { count: event.members.length })} ·{" "}
              {t(event.isPublic ? "events.hostDashboard.public" : "events.hostDashboard.private")}
            </p>
          </div>
          <HostStatusSelect event={event} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/events/${event._id}/edit`} className={buttonClass("secondary")}>
            <Pencil className="size-4" aria-hidden="true" />
            {t("events.actions.editEvent")}
          </Link>
          <Button variant="secondary" onClick={() => setShareOpen(true)}>
            <Share2 className="size-4" aria-hidden="true" />
            {t("events.actions.share")}
          </Button>
          <PresenterButton eventId={event._id} />
          <Link to={`/events/${event._id}`} className={buttonClass("ghost")}>
            <Smartphone className="size-4" aria-hidden="true" />
            {t("events.actions.audienceView")}
          </Link>
          <HostsButton event={event} />
          <ExportQuestionsButton eventId={event._id} />
          <ExportWorkbookButton eventId={event._id} />
          <Link to={`/events/${event._id}/report`} className={buttonClass("secondary")}>
            <BarChart3 className="size-4" aria-hidden="true" />
            {t("events.actions.report")}
          </Link>
        </div>
      </header>
      <QandASession event={event} memberType="host" memberId={memberId} />
      <PollsPanelOnDemand event={event} />
      <BansPanel eventId={event._id} />
      <ShareDialogOnDemand event={event} open={shareOpen} onOpenChange={setShareOpen} />
    </article>
  );
}
