// The "Hosts" section of the host dashboard: a button that names how many host the event and
// opens the list. Every host sees who hosts; only the creator adds a co-host by the e-mail of
// their account and removes one (confirmed). The server's refusals (no such account, already a
// host) show under the field, where the creator typed.
import { addHostBodySchema, type HandraiseEvent, type HostEntry } from "@handraise/contract";
import { Crown, UserMinus, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAppSelector } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog, Dialog } from "../../components/ui/dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useAddHostMutation, useRemoveHostMutation } from "./membership-api.ts";

export function HostsButton({ event }: { event: HandraiseEvent }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Users className="size-4" aria-hidden="true" />
        {t("events.hosts.button")}
        <span className="rounded-full bg-slate-100 px-2 text-sm tabular-nums text-slate-700">{event.host.length}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("events.hosts.title")}>
        <HostsSection event={event} />
      </Dialog>
    </>
  );
}

function HostsSection({ event }: { event: HandraiseEvent }) {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const isCreator = Boolean(userId) && userId === event.createdBy;
  const [toRemove, setToRemove] = useState<HostEntry | null>(null);
  const [removeHost, removing] = useRemoveHostMutation();
  const t = useT();

  const confirmRemove = async () => {
    if (!toRemove) return;
    const result = await removeHost({ eventId: event._id, userId: toRemove.hostId });
    if (result.error) notify.error(failureMessage(result.error, t("messages.hostsChangeFailed")));
    else notify.success(t("messages.hostRemoved", { name: toRemove.hostName }));
    setToRemove(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t(isCreator ? "messages.hostsIntroCreator" : "messages.hostsIntroCoHost")}</p>
      <ul className="flex flex-col divide-y divide-slate-200" aria-label={t("events.hosts.list")}>
        {event.host.map((host) => {
          const creator = host.hostId === event.createdBy;
          return (
            <li key={host.hostId} className="flex min-h-11 items-center justify-between gap-3 py-1">
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span dir="auto" className="break-words font-medium text-slate-900">
                  {host.hostName}
                </span>
                {creator ? (
                  <Badge tone="accent">
                    <Crown className="size-4" aria-hidden="true" />
                    {t("events.hosts.creator")}
                  </Badge>
                ) : null}
                {host.hostId === userId ? (
                  <span className="text-sm text-slate-600">{t("events.hosts.you")}</span>
                ) : null}
              </span>
              {isCreator && !creator ? (
                <Button
                  variant="ghost"
                  className="shrink-0 text-red-700 hover:bg-red-50"
                  aria-label={t("events.hosts.removeNamed", { name: host.hostName })}
                  onClick={() => setToRemove(host)}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                  {t("events.hosts.remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isCreator ? <AddHostForm eventId={event._id} /> : null}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={t("events.hosts.removeTitle")}
        message={t("messages.confirmRemoveHost", { name: toRemove?.hostName ?? t("events.hosts.thisCoHost") })}
        confirmLabel={t("events.hosts.remove")}
        onConfirm={() => void confirmRemove()}
        busy={removing.isLoading}
      />
    </div>
  );
}

function AddHostForm({ eventId }: { eventId: string }) {
  const [addHost] = useAddHostMutation();
  const t = useT();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    // The contract's schema checks the address; its generic messages give way to one that says
    // what to type (a message of the schema's own, such as unsafe characters, still wins).
    resolver: zodResolver(addHostBodySchema, { error: () => t("messages.enterHostEmail") }),
    defaultValues: { email: "" },
  });
  const submit = handleSubmit(async ({ email }) => {
    const result = await addHost({ eventId, email });
    if (result.error) {
      setError("email", { message: failureMessage(result.error, t("messages.hostsChangeFailed")) });
      return;
    }
    reset();
    const added = result.data.host.at(-1);
    notify.success(added ? t("messages.hostAdded", { name: added.hostName }) : t("messages.coHostAdded"));
  });
  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      onSubmit={submit}
      aria-label={t("events.hosts.addForm")}
    >
      <TextField
        label={t("events.hosts.addLabel")}
        type="email"
        autoComplete="off"
        hint={t("messages.addHostHint")}
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" className="self-end" busy={formState.isSubmitting}>
        <UserPlus className="size-4" aria-hidden="true" />
        {t("events.hosts.add")}
      </Button>
    </form>
  );
}
