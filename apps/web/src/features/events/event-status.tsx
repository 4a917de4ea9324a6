// Event status words and the audience's status badge (docs/product.md §4 "Event status").
import { AUDIENCE_BADGE_STATUSES, type EventStatus, type MessageKey } from "@handraise/contract";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n/translate.ts";

/** Each status's word, as badges and the header's dropdown show it. */
export const STATUS_LABELS: Record<EventStatus, MessageKey> = {
  tbc: "events.status.tbc",
  upcoming: "events.status.upcoming",
  live: "events.status.live",
  paused: "events.status.paused",
  ended: "events.status.ended",
  canceled: "events.status.canceled",
  hide: "events.status.hide",
};

const TONES: Record<EventStatus, "neutral" | "accent" | "success" | "warning" | "danger"> = {
  tbc: "neutral",
  upcoming: "accent",
  live: "success",
  paused: "warning",
  ended: "neutral",
  canceled: "danger",
  hide: "neutral",
};

/** Any status, as on dashboard cards. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const t = useT();
  return (
    <Badge tone={TONES[status]}>
      {status === "live" ? <span aria-hidden="true" className="size-2 rounded-full bg-green-600" /> : null}
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}

/** What non-hosts see on the event header: a badge for live, paused, ended, hide; nothing otherwise. */
export function AudienceStatusBadge({ status }: { status: EventStatus }) {
  if (!AUDIENCE_BADGE_STATUSES.includes(status)) return null;
  return <StatusBadge status={status} />;
}
