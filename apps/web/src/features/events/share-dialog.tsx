// The share dialog (docs/product.md §2 "Share dialog"): the public link to copy and its QR code, so a
// host can put the event on a slide or a screen.
import type { HandraiseEvent } from "@handraise/contract";
import { QR_CODE_SIZE, TIMINGS } from "@handraise/contract";
import { Check, Copy, QrCode } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Message } from "../../lib/i18n/message.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { joinPageUrl, spokenUrl } from "../../lib/join-code.ts";
import { usePublicBaseUrl } from "../../lib/server-config.ts";
import { useEventDate } from "./event-dates.ts";

/** The share page of an event under a base: PUBLIC_URL when the server has one, else this origin. */
export function publicEventUrl(baseUrl: string, eventId: string): string {
  return `${baseUrl}/events/p/${eventId}`;
}

export function ShareDialog({
  event,
  open,
  onOpenChange,
}: {
  event: HandraiseEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [copied, setCopied] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const linkId = useId();
  const t = useT();
  const eventDate = useEventDate();
  const baseUrl = usePublicBaseUrl();
  const link = publicEventUrl(baseUrl, event._id);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copiedLabelMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      // A failed copy is only logged (docs/product.md §8); the link stays selectable by hand.
      console.error("Copy failed", error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("events.share.title")}
      description={
        event.isPublic ? (
          <p className="rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            {t("messages.sharePublicNotice")}
          </p>
        ) : (
          <p className="rounded-[var(--radius-ui)] bg-slate-100 p-3 text-slate-800 ring-1 ring-slate-300">
            {t("messages.sharePrivateNotice")}
          </p>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <p dir="auto" className="font-semibold">
            {event.title}
          </p>
          <p className="text-slate-700">{eventDate(event.date)}</p>
        </div>
        {/* The join code, for a slide or to read aloud: typed at /join, it opens the event. */}
        <div className="flex flex-col gap-1 rounded-[var(--radius-ui)] bg-accent-50 p-3 ring-1 ring-accent-100">
          <p className="text-sm font-medium text-slate-800">{t("events.share.joinCode")}</p>
          <p className="font-mono text-3xl font-semibold tracking-[0.2em] text-slate-900" data-testid="join-code">
            {event.code}
          </p>
          <p className="text-sm text-slate-700">
            <Message
              id={event.isPublic ? "events.share.typeItPublic" : "events.share.typeItPrivate"}
              values={{ url: spokenUrl(joinPageUrl(baseUrl)) }}
              components={{ 0: <bdi className="font-medium text-slate-900" /> }}
            />
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
            {t("events.share.publicLink")}
          </label>
          <div className="flex gap-2">
            <input
              id={linkId}
              readOnly
              dir="ltr"
              value={link}
              className={`${inputClass} min-w-0 flex-1`}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={copy} aria-live="polite">
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {t(copied ? "events.share.copied" : "events.share.copy")}
            </Button>
          </div>
        </div>
        <Button variant="ghost" className="self-start" aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
          <QrCode className="size-4" aria-hidden="true" />
          {t(showQr ? "events.share.hideQr" : "events.share.showQr")}
        </Button>
        {showQr ? (
          // White in every theme: a QR code reads dark on light, with a light margin around it.
          <div className="self-center rounded-[var(--radius-ui)] bg-[#fff] p-3 ring-1 ring-slate-200">
            <QRCodeSVG value={link} size={QR_CODE_SIZE} role="img" aria-label={t("events.share.qrFor", { link })} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
