// The share dialog (docs/product.md §2 "Share dialog"): the public link to copy and its QR code, so a
// host can put the event on a slide or a screen.
import type { HandraiseEvent } from "@handraise/contract";
import { MESSAGES, QR_CODE_SIZE, TIMINGS } from "@handraise/contract";
import { Check, Copy, QrCode } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { joinPageUrl, spokenUrl } from "../../lib/join-code.ts";
import { usePublicBaseUrl } from "../../lib/server-config.ts";
import { formatEventDate } from "./event-dates.ts";

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
      title="Share this event"
      description={
        event.isPublic ? (
          <p className="rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            {MESSAGES.sharePublicNotice}
          </p>
        ) : (
          <p className="rounded-[var(--radius-ui)] bg-slate-100 p-3 text-slate-800 ring-1 ring-slate-300">
            {MESSAGES.sharePrivateNotice}
          </p>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <p dir="auto" className="font-semibold">
            {event.title}
          </p>
          <p className="text-slate-700">{formatEventDate(event.date)}</p>
        </div>
        {/* The join code, for a slide or to read aloud: typed at /join, it opens the event. */}
        <div className="flex flex-col gap-1 rounded-[var(--radius-ui)] bg-accent-50 p-3 ring-1 ring-accent-100">
          <p className="text-sm font-medium text-slate-800">Join code</p>
          <p className="font-mono text-3xl font-semibold tracking-[0.2em] text-slate-900" data-testid="join-code">
            {event.code}
          </p>
          <p className="text-sm text-slate-700">
            {event.isPublic ? "Anyone can type it at " : "Signed-in users can type it at "}
            <span className="font-medium text-slate-900">{spokenUrl(joinPageUrl(baseUrl))}</span>
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
            Public link
          </label>
          <div className="flex gap-2">
            <input
              id={linkId}
              readOnly
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
              {copied ? "Copied!" : "Copy"}
            </Button>
          </div>
        </div>
        <Button variant="ghost" className="self-start" aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
          <QrCode className="size-4" aria-hidden="true" />
          {showQr ? "Hide QR Code" : "Show QR Code"}
        </Button>
        {showQr ? (
          <div className="self-center rounded-[var(--radius-ui)] bg-white p-3 ring-1 ring-slate-200">
            <QRCodeSVG value={link} size={QR_CODE_SIZE} role="img" aria-label={`QR code for ${link}`} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
