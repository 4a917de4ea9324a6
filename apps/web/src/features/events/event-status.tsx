// Event status words and the audience's status badge (docs/product.md §4 "Event status").
import { AUDIENCE_BADGE_STATUSES, type EventStatus } from "@handraise/contract";
import { Badge } from "../../components/ui/badge.tsx";

export const STATUS_LABELS: Record<EventStatus, string> = {
  tbc: "TBC",
  upcoming: "Upcoming",
  live: "Live",
  paused: "Paused",
  ended: "Ended",
  canceled: "Canceled",
  hide: "Hidden",
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
  return (
    <Badge tone={TONES[status]}>
      {status === "live" ? <span aria-hidden="true" className="size-2 rounded-full bg-green-600" /> : null}
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** What non-hosts see on the event header: a badge for live, paused, ended, hide; nothing otherwise. */
export function AudienceStatusBadge({ status }: { status: EventStatus }) {
  if (!AUDIENCE_BADGE_STATUSES.includes(status)) return null;
  return <StatusBadge status={status} />;
}
