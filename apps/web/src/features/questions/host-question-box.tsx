import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/translate.ts";

/**
 * The host's own question box comes after the list and starts folded: the audience's questions
 * are what the host watches (docs/product.md §11). It opens by itself while a question of the host's waits.
 */
export function HostQuestionBox({ waiting, children }: { waiting: number; children: ReactNode }) {
  const t = useT();
  return (
    <details
      open={waiting > 0 || undefined}
      className="group rounded-[var(--radius-ui)] bg-white shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-medium text-slate-800">
        {/* Points to the text (mirrored right to left), and down once open. */}
        <span aria-hidden="true" className="inline-flex rtl:-scale-x-100">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" />
        </span>
        {t("questions.box.hostBox")}
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}
