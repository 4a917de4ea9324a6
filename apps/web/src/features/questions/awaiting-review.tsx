// Moderation before publishing, on screen: the mark of a question awaiting review (for hosts and
// its author, the only ones who see it) and the hosts' "Awaiting review (N)" section, which comes
// before the other questions because it is what needs the host's attention first (docs/product.md §11).
import type { QuestionFlag } from "@handraise/contract";
import { Hourglass, ShieldAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n/translate.ts";

/** `flagged`: for hosts, why the word filter held the question (docs/features/moderation.md). */
export function AwaitingMark({ forAuthor, flagged = null }: { forAuthor: boolean; flagged?: QuestionFlag | null }) {
  const t = useT();
  return (
    <>
      <Badge tone="warning">
        <Hourglass aria-hidden="true" className="size-4" />
        {t("questions.marks.awaitingReview")}
      </Badge>
      {forAuthor ? <span className="text-sm text-slate-700">{t("messages.awaitingReviewForAuthor")}</span> : null}
      {!forAuthor && flagged ? (
        <span data-testid="flag-reason" className="inline-flex items-center gap-1 text-sm font-medium text-red-800">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
          <span dir="auto">
            {t(flagged.in === "name" ? "messages.flaggedName" : "messages.flaggedQuestion", { word: flagged.word })}
          </span>
        </span>
      ) : null}
    </>
  );
}

export function AwaitingReviewSection({ count, children }: { count: number; children: ReactNode }) {
  const headingId = useId();
  const t = useT();
  return (
    <section
      aria-labelledby={headingId}
      data-awaiting-review=""
      className="flex flex-col gap-3 rounded-[var(--radius-ui)] border border-amber-300 bg-amber-50 p-3"
    >
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-amber-950">
          <Hourglass aria-hidden="true" className="size-5" />
          {t("questions.review.heading", { count })}
        </h3>
        <p className="text-sm text-slate-800">{t("messages.awaitingReviewIntro")}</p>
      </div>
      {children}
    </section>
  );
}
