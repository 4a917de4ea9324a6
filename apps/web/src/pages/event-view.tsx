// The event page content (docs/product.md §2 "Event page"), shared by /events/:id and the public share
// page /events/p/:id: back button, role badge, join area, header, summary, description, share
// (hosts), then the Q&A session; the audience's open poll comes right after the header. A member
// on a phone has joined to ask: the open poll and the question box come right after the title and
// date, and the rest of the event's details follow the Q&A.
import type { MemberType, MessageKey } from "@handraise/contract";
import { Presentation, Share2 } from "lucide-react";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAppSelector } from "../app/hooks.ts";
import { usePhoneWidth } from "../components/layout/phone-width.ts";
import { BackButton } from "../components/ui/back-button.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { notify } from "../components/ui/toast.ts";
import { RemovedNotice, useRemovedFromEvent } from "../features/bans/removed-notice.tsx";
import { ConnectionIndicator } from "../features/events/connection-indicator.tsx";
import { EventHeader, EventPlaces } from "../features/events/event-header.tsx";
import { EventUnavailable, LoadError, LoadingEvent } from "../features/events/event-states.tsx";
import { EventDescription, EventSummary } from "../features/events/event-summary.tsx";
import { JoinArea } from "../features/events/join-area.tsx";
import { useJoinEventMutation } from "../features/events/membership-api.ts";
import { ShareDialogOnDemand } from "../features/events/share-dialog-on-demand.tsx";
import { useCurrentEvent } from "../features/events/use-current-event.ts";
import { useMemberId, useMemberType } from "../features/events/use-member-type.ts";
import { AudiencePollOnDemand } from "../features/polls/audience/audience-poll-on-demand.tsx";
import { failureStatus } from "../lib/api.ts";
import { translate, useT } from "../lib/i18n/translate.ts";
import { QandASession } from "./qanda-session.tsx";

/** The viewer's role, as the badge beside the back button names it. */
const ROLE_BADGE: Record<Exclude<MemberType, "non-member">, MessageKey> = {
  host: "events.role.host",
  account_member: "events.role.account_member",
  guest_member: "events.role.guest_member",
};

export function EventView({ eventId, publicPage = false }: { eventId: string; publicPage?: boolean }) {
  const [joinEvent] = useJoinEventMutation();
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const { event: latest, loading, error, notFound, reload } = useCurrentEvent(eventId);
  // The event's arrival (and each change of it) draws the page in a deferred render, which React
  // does in slices with the browser free between them, not in one long task (docs/PERFORMANCE.md
  // "The event's data with its code"); until it is done, the page shows what it showed before.
  const event = useDeferredValue(latest);
  const memberType = useMemberType(event);
  const memberId = useMemberId(memberType);
  const [shareOpen, setShareOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const autojoinTried = useRef(false);
  const phone = usePhoneWidth();
  const aboutId = useId();
  const removed = useRemovedFromEvent(eventId);
  const t = useT();

  // autojoin=true: a signed-in non-member joins once the event (and so membership) is known,
  // and the flag leaves the address so a reload does not repeat it.
  useEffect(() => {
    if (searchParams.get("autojoin") !== "true" || !event || !memberType || autojoinTried.current) return;
    autojoinTried.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete("autojoin");
    setSearchParams(next, { replace: true, preventScrollReset: true });
    if (!loggedIn || memberType !== "non-member") return;
    void joinEvent(event._id).then((result) => {
      if (result.error)
        notify.error(translate(failureStatus(result.error) > 0 ? "messages.joinFailed" : "messages.errorJoiningEvent"));
    });
  }, [searchParams, setSearchParams, event, memberType, loggedIn, joinEvent]);

  if (notFound) return <EventUnavailable />;
  if (!event) {
    if (error) return <LoadError message={error} onRetry={reload} />;
    return <LoadingEvent />;
  }
  // A private event is not for the public page's anonymous non-members, also when it turns
  // private while they watch.
  if (publicPage && !loggedIn && !event.isPublic && memberType === "non-member") return <EventUnavailable />;
  if (!memberType || loading) return <LoadingEvent />;

  const isHost = memberType === "host";
  const memberFirst = phone && (memberType === "account_member" || memberType === "guest_member");
  // Both layouts are an <article> whose poll and Q&A carry the same keys, so crossing the phone
  // width (a phone turned, a window resized) moves them instead of mounting them anew: an open
  // editor, a typed question or a chosen answer stays.
  if (memberFirst) {
    return (
      <article className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BackButton />
          <div className="flex flex-wrap items-center gap-3">
            <ConnectionIndicator />
            <Badge tone="accent">{t(ROLE_BADGE[memberType])}</Badge>
          </div>
        </div>
        <EventHeader event={event} isHost={false} placesBelow />
        <RemovedNotice removed={removed} />
        <AudiencePollOnDemand key="poll" eventId={event._id} memberId={memberId} />
        <QandASession key="qanda" event={event} memberType={memberType} memberId={memberId} />
        <section aria-labelledby={aboutId} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
          <h2 id={aboutId} className="text-xl font-semibold">
            {t("events.page.about")}
          </h2>
          {event.organisation || event.location_IRL || event.location_online ? (
            <ul className="flex flex-col gap-1 text-slate-700">
              <EventPlaces event={event} />
            </ul>
          ) : null}
          <EventSummary event={event} />
          <EventDescription description={event.description} />
          <JoinArea event={event} memberType={memberType} />
        </section>
      </article>
    );
  }
  return (
    <article className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton />
        <div className="flex flex-wrap items-center gap-3">
          <ConnectionIndicator />
          {memberType !== "non-member" ? <Badge tone="accent">{t(ROLE_BADGE[memberType])}</Badge> : null}
        </div>
      </div>
      <EventHeader event={event} isHost={isHost}>
        <EventSummary event={event} />
      </EventHeader>
      {isHost ? null : <AudiencePollOnDemand key="poll" eventId={event._id} memberId={memberId} />}
      <EventDescription description={event.description} />
      {isHost ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setShareOpen(true)}>
            <Share2 className="size-4" aria-hidden="true" />
            {t("events.actions.share")}
          </Button>
          <Link to={`/events/${event._id}/host`} className={buttonClass("secondary")}>
            <Presentation className="size-4" aria-hidden="true" />
            {t("events.actions.hostView")}
          </Link>
        </div>
      ) : null}
      {isHost ? null : <RemovedNotice removed={removed} />}
      <JoinArea event={event} memberType={memberType} />
      <QandASession key="qanda" event={event} memberType={memberType} memberId={memberId} />
      {isHost ? <ShareDialogOnDemand event={event} open={shareOpen} onOpenChange={setShareOpen} /> : null}
    </article>
  );
}
