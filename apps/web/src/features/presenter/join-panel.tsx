// The way in, for the back of the hall: the address, the code in large type and a QR code that
// leads to /join/{code}, which works for public and private events alike (docs/features/presenter.md).
// While a poll is on screen it asks the room to vote, whatever the state of asking: votes are
// taken while questions are paused or at their limit.
import { QRCodeSVG } from "qrcode.react";
import { type AskingState, presenterAskingText } from "../../lib/asking-state.ts";
import { Message } from "../../lib/i18n/message.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { joinPageUrl, spokenUrl } from "../../lib/join-code.ts";
import { usePublicBaseUrl } from "../../lib/server-config.ts";

export function JoinPanel({ code, asking, voting = false }: { code: string; asking: AskingState; voting?: boolean }) {
  const base = usePublicBaseUrl();
  const t = useT();
  const qrTarget = joinPageUrl(base, code);
  // Paused, at the limit, ended or canceled, the room is told so instead of being asked to ask.
  const over = asking === "ended" || asking === "canceled";
  const { headingKey, lineKey } =
    voting && !over ? { headingKey: "poll-stage.voteNow" as const, lineKey: null } : presenterAskingText(asking);
  return (
    <section
      aria-labelledby="presenter-join-heading"
      className="flex min-h-0 flex-col items-center justify-center gap-[1.5vh] rounded-[var(--radius-ui)] bg-white p-[1.5vw] text-center shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <h2
        id="presenter-join-heading"
        data-testid="presenter-asking"
        className={
          asking === "open" || (voting && !over)
            ? "text-[clamp(1rem,1.5vw,2.5rem)] font-semibold text-slate-700"
            : "text-[clamp(1.25rem,2vw,3.25rem)] font-semibold text-amber-900"
        }
      >
        {t(headingKey)}
      </h2>
      {lineKey ? <p className="text-[clamp(1rem,1.4vw,2.25rem)] text-slate-800">{t(lineKey)}</p> : null}
      {over ? null : <JoinWay base={base} code={code} qrTarget={qrTarget} />}
    </section>
  );
}

/** Where to go and what to type, or the QR code to scan. */
function JoinWay({ base, code, qrTarget }: { base: string; code: string; qrTarget: string }) {
  const t = useT();
  // The address and the code read left to right in every language, on lines of their own.
  return (
    <>
      <p className="text-[clamp(1rem,1.4vw,2.25rem)] text-slate-700">
        <Message
          id="presenter.goTo"
          values={{ url: spokenUrl(joinPageUrl(base)) }}
          components={{
            0: (
              <span
                dir="ltr"
                className="block break-all text-[clamp(1.25rem,1.9vw,3rem)] font-semibold text-slate-900"
              />
            ),
          }}
        />
      </p>
      <p className="text-[clamp(1rem,1.4vw,2.25rem)] text-slate-700">
        <Message
          id="presenter.enterCode"
          values={{ code }}
          components={{
            0: (
              <span
                dir="ltr"
                className="block font-mono text-[clamp(2.5rem,4.6vw,7rem)] font-bold tracking-[0.12em] text-accent-700"
                data-testid="presenter-code"
              />
            ),
          }}
        />
      </p>
      <p className="text-[clamp(1rem,1.4vw,2.25rem)] text-slate-700">{t("presenter.orScan")}</p>
      <QRCodeSVG
        value={qrTarget}
        size={512}
        marginSize={2}
        role="img"
        aria-label={t("presenter.qrLabel", { url: qrTarget })}
        className="aspect-square h-auto max-h-[38vh] w-auto max-w-full"
      />
    </>
  );
}
