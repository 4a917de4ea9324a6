// A setting chosen from a short list, as the language and theme switches show it: an icon, its
// label (visible, or for screen readers only), and a native select, tall enough to tap.
import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { inputClass } from "./field.tsx";

export type SettingOption<V extends string> = { value: V; text: string; lang?: string };

export function SettingSelect<V extends string>({
  icon: Icon,
  label,
  labelHidden = false,
  value,
  options,
  onChoose,
  className = "",
}: {
  icon: LucideIcon;
  label: string;
  labelHidden?: boolean;
  value: V;
  options: readonly SettingOption<V>[];
  onChoose: (value: V) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Icon className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
      <label htmlFor={id} className={labelHidden ? "sr-only" : "text-slate-700"}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChoose(chosen.value);
        }}
        className={`${inputClass} min-h-11 w-auto py-1.5`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
