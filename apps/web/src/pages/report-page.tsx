// `/events/:eventId/report`: the event's report (docs/features/reports.md "The report page"), for
// hosts of that event only; anyone else goes where the host dashboard sends them.
import { Navigate, useParams } from "react-router";
import { useAppSelector } from "../app/hooks.ts";
import { LoadingEvent } from "../features/events/event-states.tsx";
import { useCurrentEvent } from "../features/events/use-current-event.ts";
import { useMemberType } from "../features/events/use-member-type.ts";
import { useT } from "../lib/i18n/translate.ts";
import { EventReport } from "./report-view.tsx";

export function ReportPage() {
  const { eventId = "" } = useParams();
  return <ReportOfEvent key={eventId} eventId={eventId} />;
}

function ReportOfEvent({ eventId }: { eventId: string }) {
  const t = useT();
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const { event, error, notFound } = useCurrentEvent(eventId);
  const memberType = useMemberType(event);

  if (notFound) return <Navigate to="/" replace />;
  if (!event) {
    if (error)
      return (
        <p role="alert" className="py-8 text-red-800">
          {t("report.error", { error })}
        </p>
      );
    return <LoadingEvent label={t("messages.checkingAccess")} />;
  }
  if (!userId || !memberType) return <LoadingEvent label={t("messages.checkingHostPermissions")} />;
  if (memberType !== "host") return <Navigate to="/" replace />;
  return <EventReport event={event} isCreator={event.createdBy === userId} />;
}
