// The event header (docs/product.md §2 "Event page"): title, date, locations; hosts change the status
// here, everyone else sees its badge.
import type { HandraiseEvent } from "@handraise/contract";
import { CalendarDays, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/translate.ts";
import { useEventDate } from "./event-dates.ts";
import { AudienceStatusBadge } from "./event-status.tsx";
import { HostStatusSelect } from "./host-status-select.tsx";

function isLink(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

export function EventHeader({
  event,
  isHost,
  placesBelow = false,
  children,
}: {
  event: HandraiseEvent;
  isHost: boolean;
  /** Only the title, status and date here; organisation and locations are shown further down. */
  placesBelow?: boolean;
  children?: ReactNode;
}) {
  const eventDate = useEventDate();
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 dir="auto" className="min-w-0 break-words text-2xl font-semibold sm:text-3xl">
          {event.title}
        </h1>
        {isHost ? <HostStatusSelect event={event} /> : <AudienceStatusBadge status={event.status} />}
      </div>
      <ul className="flex flex-col gap-1 text-slate-700">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <span>{eventDate(event.date)}</span>
        </li>
        {placesBelow ? null : <EventPlaces event={event} />}
      </ul>
      {children}
    </header>
  );
}

/** Organisation and locations, as items of a list. */
export function EventPlaces({ event }: { event: HandraiseEvent }) {
  const t = useT();
  return (
    <>
      {event.organisation ? (
        <li dir="auto" className="ps-6">
          {event.organisation}
        </li>
      ) : null}
      {event.location_IRL ? (
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t("events.page.inPerson")}</span>
          <span dir="auto" className="min-w-0 break-words">
            {event.location_IRL}
          </span>
        </li>
      ) : null}
      {event.location_online ? (
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t("events.page.online")}</span>
          {isLink(event.location_online) ? (
            <a
              href={event.location_online.trim()}
              target="_blank"
              rel="noreferrer noopener"
              className="min-w-0 break-all text-accent-700 underline"
            >
              {event.location_online}
            </a>
          ) : (
            <span className="min-w-0 break-words">{event.location_online}</span>
          )}
        </li>
      ) : null}
    </>
  );
}
