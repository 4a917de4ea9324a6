// One event on the dashboard (docs/product.md §2 "Event card actions"): hosts get 'Host View' and
// 'Edit Event' and 'Report', the creator also 'Delete Event'; everyone else sees no actions.
import { type HandraiseEvent, isEventHost } from "@handraise/contract";
import { BarChart3, CalendarDays, Pencil, Presentation, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { useEventDate } from "./event-dates.ts";
import { StatusBadge } from "./event-status.tsx";

export function EventCard({
  event,
  userId,
  onDelete,
}: {
  event: HandraiseEvent;
  userId: string | undefined;
  onDelete: (event: HandraiseEvent) => void;
}) {
  const titleId = useId();
  const t = useT();
  const eventDate = useEventDate();
  const isHost = isEventHost(event, userId);
  const isCreator = Boolean(userId) && event.createdBy === userId;
  return (
    <Card className="flex flex-col gap-3" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} dir="auto" className="min-w-0 break-words text-lg font-semibold">
          <Link to={`/events/${event._id}`} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        <StatusBadge status={event.status} />
      </div>
      <p className="flex items-center gap-2 text-slate-700">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {eventDate(event.date)}
      </p>
      {isHost ? (
        <div className="flex flex-wrap gap-2">
          <Link to={`/events/${event._id}/host`} className={buttonClass("primary")}>
            <Presentation className="size-4" aria-hidden="true" />
            {t("events.actions.hostView")}
          </Link>
          <Link to={`/events/${event._id}/edit`} className={buttonClass("secondary")}>
            <Pencil className="size-4" aria-hidden="true" />
            {t("events.actions.editEvent")}
          </Link>
          <Link to={`/events/${event._id}/report`} className={buttonClass("secondary")}>
            <BarChart3 className="size-4" aria-hidden="true" />
            {t("events.actions.report")}
          </Link>
          {isCreator ? (
            <button type="button" className={buttonClass("ghost", "text-red-700")} onClick={() => onDelete(event)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t("events.actions.deleteEvent")}
            </button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
