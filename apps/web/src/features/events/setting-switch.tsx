// An on/off setting of the event form, drawn like the edit page's visibility switch (one shape
// for every switch), but saved with the form: it only changes the form's value.
import { useId } from "react";

type Props = {
  label: string;
  /** What the setting does, read with the switch by screen readers. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function SettingSwitch({ label, hint, checked, onChange }: Props) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-medium">
          {label}
        </p>
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 min-w-16 shrink-0 items-center rounded-full p-1"
      >
        <span
          aria-hidden="true"
          className={`flex h-7 w-12 items-center rounded-full px-0.5 transition-colors ${checked ? "bg-accent-600" : "bg-slate-400"}`}
        >
          <span
            className={`size-6 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5 rtl:-translate-x-5" : ""}`}
          />
        </span>
      </button>
    </div>
  );
}
