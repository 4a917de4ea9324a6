// One poll in the host's list: its question, kind and status, whether the audience sees its
// results, the results themselves (live), and the host's actions on it.
import type { Poll, PollStatus, UpdatePollBody } from "@handraise/contract";
import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import { PollResults } from "../results/poll-results.tsx";
import { OpenAnswers } from "./open-answers.tsx";
import { statusActions } from "./poll-actions.ts";
import { PollEditForm } from "./poll-edit-form.tsx";

const STATUS_TONE = { draft: "neutral", open: "success", closed: "warning" } as const satisfies Record<
  PollStatus,
  string
>;

type Props = {
  poll: Poll;
  /** Which of this poll's changes is under way, if any. */
  busy: string | null;
  onChange: (poll: Poll, change: UpdatePollBody, key: string) => void;
  onDelete: (poll: Poll) => void;
};

export function PollCard({ poll, busy, onChange, onDelete }: Props) {
  const t = useT();
  const headingId = useId();
  const shown = poll.resultsShown;
  const [editing, setEditing] = useState(false);
  // The wording may change only while nobody voted (the server checks it too).
  const editable = !poll.totalVotes;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="poll-card">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <h3 id={headingId} dir="auto" className="min-w-0 flex-1 break-words font-semibold">
            {poll.question}
          </h3>
          <span className="flex flex-wrap gap-1" data-testid="poll-badges">
            <Badge>{t(`poll-host.kinds.${poll.kind}`)}</Badge>
            <Badge tone={STATUS_TONE[poll.status]}>{t(`poll-host.statuses.${poll.status}`)}</Badge>
          </span>
        </div>
        {editing && editable ? (
          <PollEditForm poll={poll} onDone={() => setEditing(false)} />
        ) : poll.status === "draft" && !poll.totalVotes ? (
          <DraftPreview poll={poll} />
        ) : poll.kind === "open" ? (
          <OpenAnswers poll={poll} />
        ) : (
          <PollResults poll={poll} size="compact" />
        )}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {shown ? <Eye className="size-4" aria-hidden="true" /> : <EyeOff className="size-4" aria-hidden="true" />}
          {shown ? t("poll-host.resultsShown") : t("poll-host.resultsHidden")}
        </p>
        <div className="flex flex-wrap gap-2">
          {statusActions(poll.status).map((action) => (
            <Button
              key={action.key}
              variant={action.key === "open" ? "primary" : "secondary"}
              busy={busy === action.key}
              onClick={() => onChange(poll, action.change, action.key)}
            >
              {t(`poll-host.${action.key}`)}
            </Button>
          ))}
          <Button
            variant="secondary"
            busy={busy === "results"}
            onClick={() => onChange(poll, { resultsShown: !shown }, "results")}
          >
            {shown ? t("poll-host.hideResults") : t("poll-host.showResults")}
          </Button>
          {editable && !editing ? (
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t("poll-host.edit")}
            </Button>
          ) : null}
          <Button variant="ghost" className="text-red-800" onClick={() => onDelete(poll)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("poll-host.delete")}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** A draft nobody voted in has no results yet: its options (a quiz's correct ones marked) instead. */
function DraftPreview({ poll }: { poll: Poll }) {
  const t = useT();
  const correct = new Set(poll.correctOptionIds ?? []);
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      {poll.options.length > 0 ? (
        <ol className="list-decimal ps-5">
          {poll.options.map((option) => (
            <li key={option._id} dir="auto" className="break-words">
              {option.text}
              {correct.has(option._id) ? (
                <Badge className="ms-2" tone="success">
                  {t("poll-host.correct")}
                </Badge>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {poll.kind === "rating" && poll.scaleMax ? <p>{t("poll-host.scaleShown", { max: poll.scaleMax })}</p> : null}
      {poll.kind === "quiz" && poll.secondsToAnswer ? (
        <p>{t("poll-host.secondsShown", { seconds: poll.secondsToAnswer })}</p>
      ) : null}
      <p>{t("poll-host.notYetOpen")}</p>
    </div>
  );
}
