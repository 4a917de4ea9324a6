// The host's status dropdown on the event header (docs/product.md §4): the change shows at once and
// reverts if the server refuses it.
import { type EventStatus, type HandraiseEvent, HEADER_STATUS_CHOICES } from "@handraise/contract";
import { useId, useState } from "react";
import { inputClass } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useUpdateEventMutation } from "./api.ts";
import { STATUS_LABELS } from "./event-status.tsx";

export function HostStatusSelect({ event }: { event: HandraiseEvent }) {
  const [updateEvent] = useUpdateEventMutation();
  const [pending, setPending] = useState<EventStatus | null>(null);
  const id = useId();
  const t = useT();
  const shown = pending ?? event.status;
  const choices = HEADER_STATUS_CHOICES.includes(event.status)
    ? HEADER_STATUS_CHOICES
    : [...HEADER_STATUS_CHOICES, event.status];

  async function change(status: EventStatus) {
    setPending(status);
    const result = await updateEvent({ eventId: event._id, body: { status }, fallback: "messages.failedUpdateStatus" });
    // Success: the stored event now carries the status. Failure: drop the pending choice, so
    // the dropdown shows the stored status again.
    setPending(null);
    if (result.data) notify.success(t("messages.eventStatusUpdated"));
    else notify.error(failureMessage(result.error, t("messages.failedUpdateStatus")));
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("events.form.status")}
      </label>
      <select
        id={id}
        className={`${inputClass} min-h-11 w-auto`}
        value={shown}
        disabled={pending !== null}
        onChange={(e) => void change(e.target.value as EventStatus)}
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </select>
    </div>
  );
}
