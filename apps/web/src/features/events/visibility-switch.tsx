// The public/private switch of the edit page: visibility changes on its own (SPEC.md §4).
import { type HandraiseEvent, MESSAGES } from "@handraise/contract";
import { useId, useState } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { notify } from "../../components/ui/toast.ts";
import { updateEventVisibility } from "./events-thunks.ts";

export function VisibilitySwitch({ event }: { event: HandraiseEvent }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const hintId = useId();

  async function toggle() {
    setBusy(true);
    const result = await dispatch(updateEventVisibility({ eventId: event._id, isPublic: !event.isPublic }));
    setBusy(false);
    if (updateEventVisibility.rejected.match(result)) notify.error(MESSAGES.failedUpdateVisibilityToast);
  }

  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-medium">
          Public event
        </p>
        <p id={hintId} className="text-sm text-slate-700">
          {event.isPublic
            ? "Public: anyone with the public link can view it."
            : "Private: the public link does not open it; signed-in users with the link can."}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={event.isPublic}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={busy}
        onClick={() => void toggle()}
        className="inline-flex min-h-11 min-w-16 shrink-0 items-center rounded-full p-1"
      >
        <span
          aria-hidden="true"
          className={`flex h-7 w-12 items-center rounded-full px-0.5 transition-colors ${event.isPublic ? "bg-accent-600" : "bg-slate-400"}`}
        >
          <span
            className={`size-6 rounded-full bg-white shadow transition-transform ${event.isPublic ? "translate-x-5" : ""}`}
          />
        </span>
      </button>
    </div>
  );
}
