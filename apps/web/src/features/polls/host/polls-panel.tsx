// The host dashboard's Polls panel (docs/features/polls.md "The host's Polls panel"): the event's
// polls (drafts, open, closed) kept live by its room, how many of the event's limit are used, a
// form for a new one, and each poll's actions and results. Its code and sentences are fetched
// when the dashboard shows it (polls-panel-on-demand.tsx), not with the page.
import type { HandraiseEvent, Poll, UpdatePollBody } from "@handraise/contract";
import { ChartNoAxesColumn, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { notify } from "../../../components/ui/toast.ts";
import { failureMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n/translate.ts";
import { useDeletePollMutation, usePollsQuery, useUpdatePollMutation } from "../api.ts";
import { DeletePollDialog } from "./delete-poll-dialog.tsx";
import { PollCard } from "./poll-card.tsx";
import { PollCreateForm } from "./poll-create-form.tsx";
import { PollLimitUsage } from "./poll-limit-usage.tsx";

export function PollsPanel({ event }: { event: HandraiseEvent }) {
  const t = useT();
  const headingId = useId();
  const polls = usePollsQuery(event._id);
  const [updatePoll] = useUpdatePollMutation();
  const [busy, setBusy] = useState<{ pollId: string; key: string } | null>(null);
  const [deletePoll, deleting] = useDeletePollMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Poll | null>(null);
  const newPollButton = useRef<HTMLButtonElement>(null);
  const list = polls.data ?? [];

  const change = async (poll: Poll, body: UpdatePollBody, key: string) => {
    setBusy({ pollId: poll._id, key });
    const result = await updatePoll({ eventId: event._id, pollId: poll._id, change: body });
    setBusy(null);
    if (result.error) notify.error(failureMessage(result.error, t("messages.failedUpdatePoll")));
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deletePoll({ eventId: event._id, pollId: toDelete._id });
    if (result.error) notify.error(failureMessage(result.error, t("messages.failedDeletePoll")));
    else notify.success(t("messages.pollDeleted"));
    setToDelete(null);
  };
  const closeForm = () => {
    setCreating(false);
    // Back where the host was: the button that opened the form.
    queueMicrotask(() => newPollButton.current?.focus());
  };
  const busyOf = (poll: Poll) => (busy?.pollId === poll._id ? busy.key : null);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="polls-panel"
      className="flex flex-col gap-4 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <ChartNoAxesColumn aria-hidden="true" className="size-5" />
          {t("poll-host.title")} ({list.length})
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <PollLimitUsage pollCount={list.length} maxPolls={event.maxPolls} />
          {creating ? null : (
            <button type="button" ref={newPollButton} className={buttonClass()} onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t("poll-host.newPoll")}
            </button>
          )}
        </div>
      </div>
      {creating ? <PollCreateForm eventId={event._id} onDone={closeForm} /> : null}
      {polls.isError ? (
        <p role="alert" className="text-red-800">
          {failureMessage(polls.error, t("messages.failedFetchPolls"))}
        </p>
      ) : polls.isLoading ? (
        <p className="text-slate-600">{t("poll-host.loading")}</p>
      ) : list.length === 0 ? (
        <p className="text-slate-700">{t("poll-host.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {list.map((poll) => (
            <PollCard key={poll._id} poll={poll} busy={busyOf(poll)} onChange={change} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      <DeletePollDialog
        poll={toDelete}
        deleting={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
