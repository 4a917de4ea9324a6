// The public/private switch of the edit page: visibility changes on its own (docs/product.md §4), at
// once, unlike the form below it that waits for "Save Changes"; so it says when it has saved.
import type { HandraiseEvent } from "@handraise/contract";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { notify } from "../../components/ui/toast.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useUpdateEventMutation } from "./api.ts";

export function VisibilitySwitch({ event }: { event: HandraiseEvent }) {
  const [updateEvent, update] = useUpdateEventMutation();
  /** The visibility the server last confirmed from this switch, shown as saved. */
  const [saved, setSaved] = useState<boolean | null>(null);
  const labelId = useId();
  const hintId = useId();
  const t = useT();

  async function toggle() {
    setSaved(null);
    const result = await updateEvent({
      eventId: event._id,
      body: { isPublic: !event.isPublic },
      fallback: "messages.failedUpdateVisibility",
    });
    if (!result.data) notify.error(t("messages.failedUpdateVisibilityToast"));
    else setSaved(result.data.isPublic);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={labelId} className="font-medium">
            {t("events.form.publicEvent")}
          </p>
          <p id={hintId} className="text-sm text-slate-700">
            {t(event.isPublic ? "messages.visibilityPublicHint" : "messages.visibilityPrivateHint")}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={event.isPublic}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={update.isLoading}
          onClick={() => void toggle()}
          className="inline-flex min-h-11 min-w-16 shrink-0 items-center rounded-full p-1"
        >
          <span
            aria-hidden="true"
            className={`flex h-7 w-12 items-center rounded-full px-0.5 transition-colors ${event.isPublic ? "bg-accent-600" : "bg-slate-400"}`}
          >
            <span
              className={`size-6 rounded-full bg-white shadow transition-transform ${event.isPublic ? "translate-x-5 rtl:-translate-x-5" : ""}`}
            />
          </span>
        </button>
      </div>
      <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-green-800">
        {saved === null ? null : (
          <>
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {t(saved ? "messages.visibilitySavedPublic" : "messages.visibilitySavedPrivate")}
          </>
        )}
      </p>
    </div>
  );
}
