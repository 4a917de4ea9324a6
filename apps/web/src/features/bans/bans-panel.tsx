// The host dashboard's "Removed people" (docs/features/moderation.md): who was removed and when, each with
// "Let back in". Kept live by the hosts' room (bansChanged), so every host's page agrees.
import type { Ban } from "@handraise/contract";
import { UserX } from "lucide-react";
import { useId } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { bansApi, useBansQuery, useLiftBanMutation } from "./api.ts";

export function BansPanel({ eventId }: { eventId: string }) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const bans = useBansQuery(eventId);
  const [liftBan, lifting] = useLiftBanMutation();
  const t = useT();
  const { date } = useFormat();
  const when = (at: string) => date(at, { dateStyle: "medium", timeStyle: "short" });
  useEventRoom(eventId, {
    // Another host removed someone or let them back in: the list, and what counts against the limit.
    bansChanged: (payload) => {
      if (payload.eventId !== eventId) return;
      dispatch(
        bansApi.util.invalidateTags([
          { type: "Bans", id: eventId },
          { type: "Questions", id: eventId },
        ]),
      );
    },
    onRejoined: () => dispatch(bansApi.util.invalidateTags([{ type: "Bans", id: eventId }])),
  });

  const lift = async (ban: Ban) => {
    const result = await liftBan({ eventId, banId: ban._id });
    if (result.error) notify.error(failureMessage(result.error, t("messages.liftBanFailed")));
    else notify.success(t("messages.banLifted"));
  };

  const list = bans.data ?? [];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="bans-panel"
      className="flex flex-col gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <UserX aria-hidden="true" className="size-5" />
        {t("events.bans.heading", { count: list.length })}
      </h2>
      {bans.isError ? (
        <p role="alert" className="text-red-800">
          {failureMessage(bans.error, t("messages.somethingWentWrong"))}
        </p>
      ) : list.length === 0 ? (
        <p className="text-slate-700">{t("messages.bansEmpty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {list.map((ban) => (
            <li key={ban._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium" dir="auto">
                  {ban.name || t("events.bans.unnamed")}
                </span>{" "}
                <span className="text-sm text-slate-600">· {when(ban.at)}</span>
              </span>
              <Button
                variant="secondary"
                busy={lifting.isLoading && lifting.originalArgs?.banId === ban._id}
                onClick={() => void lift(ban)}
                aria-label={t("events.bans.liftNamed", { name: ban.name || t("events.bans.unnamed") })}
              >
                {t("messages.liftBan")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
