// The create and edit screens: the form, its call, its toasts and where the host lands after:
// a new event opens on its host view with the Share dialog open, since sharing is the next
// thing every host does; an edit goes back to the host view.
import { type HandraiseEvent, isEventHost } from "@handraise/contract";
import { Navigate, useNavigate } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { BackButton } from "../../components/ui/back-button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useCreateEventMutation, useUpdateEventMutation } from "./api.ts";
import { EventForm, type EventFormValues } from "./event-form.tsx";
import { EventUnavailable, LoadError, LoadingEvent } from "./event-states.tsx";
import { useCurrentEvent } from "./use-current-event.ts";
import { VisibilitySwitch } from "./visibility-switch.tsx";

export function CreateEventScreen() {
  const [createEvent] = useCreateEventMutation();
  const navigate = useNavigate();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const t = useT();

  async function create(values: EventFormValues) {
    const result = await createEvent({
      ...values,
      ...(userInfo ? { host: { hostId: userInfo._id, hostName: userInfo.displayName } } : {}),
    });
    if (result.data) {
      notify.success(t("messages.eventCreated"));
      navigate(`/events/${result.data._id}/host`, { state: { openShare: true } });
    } else {
      notify.error(
        t("messages.failedCreateEventReason", {
          reason: failureMessage(result.error, t("messages.failedCreateEvent")),
        }),
      );
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <BackButton />
      <h1 className="text-2xl font-semibold">{t("events.form.createTitle")}</h1>
      <EventForm submitLabel={t("events.form.create")} onSubmit={create} />
    </div>
  );
}

export function EditEventScreen({ eventId }: { eventId: string }) {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const { event, error, notFound, reload } = useCurrentEvent(eventId);
  if (notFound) return <EventUnavailable />;
  if (!event) return error ? <LoadError message={error} onRetry={reload} /> : <LoadingEvent />;
  if (!isEventHost(event, userId)) return <Navigate to={`/events/${eventId}`} replace />;
  return <EditEventLoaded event={event} />;
}

function EditEventLoaded({ event }: { event: HandraiseEvent }) {
  const [updateEvent] = useUpdateEventMutation();
  const navigate = useNavigate();
  const t = useT();

  async function save(values: EventFormValues) {
    const result = await updateEvent({ eventId: event._id, body: values });
    if (result.data) {
      notify.success(t("messages.eventUpdated"));
      navigate(`/events/${event._id}/host`);
    } else {
      notify.error(t("messages.failedToUpdate"));
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <BackButton />
      <h1 className="text-2xl font-semibold">{t("events.form.editTitle")}</h1>
      <Card>
        <VisibilitySwitch event={event} />
      </Card>
      {/* Keyed by id so the form starts from this event's values. */}
      <EventForm key={event._id} event={event} submitLabel={t("events.form.save")} onSubmit={save} />
    </div>
  );
}
