import type { HTMLAttributes } from "react";

export function Card({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 ${className}`}
      {...rest}
    />
  );
}
