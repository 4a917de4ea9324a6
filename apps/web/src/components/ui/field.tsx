// A labelled form field with an optional hint and error, wired for screen readers. The control
// takes a ref, so a form library can register it.
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from "react";

const INPUT =
  "block w-full rounded-[var(--radius-ui)] border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/30 disabled:bg-slate-100";

type Common = { label: ReactNode; error?: string | null; hint?: ReactNode };
type FrameProps = Common & { id: string | undefined; className: string; control: (aria: ControlAria) => ReactNode };
type ControlAria = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** Label above, the control, then its hint or its error; the control is told which describes it. */
function FieldFrame({ label, error, hint, id, className, control }: FrameProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-base font-medium text-slate-800">
        {label}
      </label>
      {control({ id: fieldId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error ? (
        <p id={`${fieldId}-hint`} className="text-base text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-base text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  id,
  className = "",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame
      {...{ label, error, hint, id, className }}
      control={(aria) => <input className={INPUT} {...aria} {...input} />}
    />
  );
}

export function TextArea({
  label,
  error,
  hint,
  id,
  className = "",
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame
      {...{ label, error, hint, id, className }}
      control={(aria) => <textarea dir="auto" className={INPUT} {...aria} {...input} />}
    />
  );
}

export const inputClass = INPUT;
