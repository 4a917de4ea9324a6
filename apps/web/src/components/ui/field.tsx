// A labelled form field with an optional hint and error, wired for screen readers.
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";

const INPUT =
  "block w-full rounded-[var(--radius-ui)] border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/30 disabled:bg-slate-100";

type Common = { label: ReactNode; error?: string | null; hint?: ReactNode };

export function TextField({
  label,
  error,
  hint,
  id,
  className = "",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-base font-medium text-slate-800">
        {label}
      </label>
      <input
        id={fieldId}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
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

export function TextArea({
  label,
  error,
  hint,
  id,
  className = "",
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-base font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...input}
      />
      {hint && !error ? <p className="text-base text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-base text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass = INPUT;
