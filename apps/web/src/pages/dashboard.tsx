// The logged-in dashboard at / (docs/product.md §2): the events the user hosts and has joined, kept
// live through each listed event's room, with create, upgrade and delete.
import type { HandraiseEvent } from "@handraise/contract";
import { CalendarPlus, Plus, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../app/hooks.ts";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { ConfirmDialog } from "../components/ui/dialog.tsx";
import { notify } from "../components/ui/toast.ts";
import { useDeleteEventMutation, useEventListsQuery } from "../features/events/api.ts";
import { ConnectionIndicator } from "../features/events/connection-indicator.tsx";
import { EventCard } from "../features/events/event-card.tsx";
import { EventRoomWatcher } from "../features/events/use-event-live.ts";
import { JoinCodeForm } from "../features/join/join-code-form.tsx";
import { signedInArg } from "../features/session/api.ts";
import { failureMessage, failureStatus } from "../lib/api.ts";
import { useT } from "../lib/i18n/translate.ts";

const NONE: HandraiseEvent[] = [];

export function Dashboard() {
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const t = useT();
  const lists = useEventListsQuery(
    useAppSelector((s) => signedInArg(s.session)),
    { refetchOnMountOrArgChange: true },
  );
  const host_list = lists.data?.host_list ?? NONE;
  const member_list = lists.data?.member_list ?? NONE;
  const loading = lists.isFetching;
  const error = lists.isError ? failureMessage(lists.error, t("messages.failedFetchEvents")) : null;
  const [selectedEvent, setSelectedEvent] = useState<HandraiseEvent | null>(null);
  const [deleteEvent, deletion] = useDeleteEventMutation();

  const watchedIds = useMemo(
    () => [...new Set([...host_list, ...member_list].map((e) => e._id))],
    [host_list, member_list],
  );
  const joined = member_list.filter((e) => !host_list.some((h) => h._id === e._id));

  async function confirmDelete() {
    if (!selectedEvent) return;
    const result = await deleteEvent(selectedEvent._id);
    if (!result.error) notify.success(t("messages.eventDeleted"));
    else notify.error(t(failureStatus(result.error) > 0 ? "messages.failedToDelete" : "messages.somethingWentWrong"));
    setSelectedEvent(null);
  }

  const firstLoad = loading && host_list.length === 0 && member_list.length === 0;

  return (
    <div className="flex flex-col gap-8">
      {watchedIds.map((id) => (
        <EventRoomWatcher key={id} eventId={id} />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t("events.dashboard.title")}</h1>
          <ConnectionIndicator />
        </div>
        <div className="flex flex-wrap gap-2">
          {userInfo && !userInfo.isPro ? (
            <Link to="/billing-upgrade" className={buttonClass("secondary")}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t("events.dashboard.upgrade")}
            </Link>
          ) : null}
          <Link to="/events/new" className={buttonClass("primary")}>
            <Plus className="size-4" aria-hidden="true" />
            {t("events.dashboard.createEvent")}
          </Link>
        </div>
      </div>

      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-[var(--radius-ui)] bg-red-50 p-3 text-red-800"
        >
          {error}
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            {t("events.states.tryAgain")}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby="hosted-heading" className="flex flex-col gap-3">
        <h2 id="hosted-heading" className="text-xl font-semibold">
          {t("events.dashboard.hosted")}
        </h2>
        {firstLoad ? (
          <p role="status" className="text-slate-700">
            {t("messages.loadingEvents")}
          </p>
        ) : host_list.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 py-8 text-center">
            <CalendarPlus className="size-10 text-accent-600" aria-hidden="true" />
            <p className="max-w-sm text-slate-700">{t("messages.noHostedEvents")}</p>
            <Link to="/events/new" className={buttonClass("primary")}>
              {t("events.dashboard.createFirst")}
            </Link>
          </Card>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {host_list.map((event) => (
              <li key={event._id}>
                <EventCard event={event} userId={userInfo?._id} onDelete={setSelectedEvent} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="joined-heading" className="flex flex-col gap-3">
        <h2 id="joined-heading" className="text-xl font-semibold">
          {t("events.dashboard.joined")}
        </h2>
        {/* The code on the screen in the room is a way in for a signed-in person too. */}
        <Card className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("events.joinCode.heading")}</h3>
          <JoinCodeForm compact />
        </Card>
        {firstLoad ? null : joined.length === 0 ? (
          <p className="text-slate-700">{t("messages.noJoinedEvents")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {joined.map((event) => (
              <li key={event._id}>
                <EventCard event={event} userId={userInfo?._id} onDelete={setSelectedEvent} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={Boolean(selectedEvent)}
        onOpenChange={(open) => {
          if (!open) setSelectedEvent(null);
        }}
        title={t("events.dashboard.deleteTitle")}
        message={
          <>
            <p dir="auto" className="font-semibold">
              {selectedEvent?.title}
            </p>
            <p>{t("messages.confirmDeleteEvent")}</p>
          </>
        }
        confirmLabel={t("events.dashboard.deleteConfirm")}
        onConfirm={() => void confirmDelete()}
        busy={deletion.isLoading}
      />
    </div>
  );
}
