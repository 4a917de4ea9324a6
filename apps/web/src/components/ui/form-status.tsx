// The line beneath a form that carries the server's answer: an error (alert) or a success (status).
import { AlertCircle, CircleCheck } from "lucide-react";

export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-red-50 p-3 text-red-800 ring-1 ring-red-200"
      >
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{error}</span>
      </p>
    );
  }
  if (success) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-green-50 p-3 text-green-800 ring-1 ring-green-200"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{success}</span>
      </p>
    );
  }
  return null;
}
