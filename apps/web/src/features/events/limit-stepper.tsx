// A number stepper clamped to 0..max (docs/product.md §5 "Limits stepper"): − and + buttons of touch
// size around a labelled number input.
import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { inputClass } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function clamp(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}

const STEP_BUTTON =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-ui)] border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400";

export function LimitStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  max,
  onChange,
  whenZero,
}: {
  label: string;
  /** The − and + buttons' names ("Decrease members"). */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** What a limit of 0 means, said under the field while it is 0. */
  whenZero?: string;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={decreaseLabel}
          disabled={value <= 0}
          onClick={() => onChange(clamp(value - 1, max))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={value}
          onChange={(e) => onChange(clamp(Number(e.target.value), max))}
          className={`${inputClass} w-20 text-center`}
          aria-describedby={value === 0 && whenZero ? `${id}-max ${id}-zero` : `${id}-max`}
        />
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, max))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-max`} className="text-sm text-slate-600">
        {t("events.form.upToOnPlan", { max })}
      </p>
      {value === 0 && whenZero ? (
        <p id={`${id}-zero`} className="text-sm font-medium text-amber-900">
          {whenZero}
        </p>
      ) : null}
    </div>
  );
}
