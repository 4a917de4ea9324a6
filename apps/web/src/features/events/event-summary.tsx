// The summary strip and the description block of an event page (docs/product.md §2).
import { DESCRIPTION_CLAMP, type HandraiseEvent } from "@handraise/contract";
import { Users } from "lucide-react";
import { useId, useState } from "react";
import { listFormat } from "../../lib/i18n/intl-formats.ts";
import { Message } from "../../lib/i18n/message.tsx";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { HOST_LIST_FORMAT } from "./prepared-formats.ts";

export function EventSummary({ event }: { event: HandraiseEvent }) {
  const t = useT();
  const { locale } = useFormat();
  // Names as a short list, as each language joins them.
  const hosts = listFormat(locale, HOST_LIST_FORMAT).format(event.host.map((h) => h.hostName));
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <span>
        <Message
          id="events.page.hostedBy"
          values={{ hosts }}
          components={{ 0: <span className="font-medium text-slate-900" />, 1: <bdi /> }}
        />
      </span>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Users className="size-4" aria-hidden="true" />
        {t("events.page.members", { count: event.members.length })}
      </span>
    </p>
  );
}

/** Renders only if a description exists; over 160 characters it is clamped with a toggle. */
export function EventDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const t = useT();
  const text = description.trim();
  if (!text) return null;
  const long = text.length > DESCRIPTION_CLAMP;
  const clamped = text.slice(0, DESCRIPTION_CLAMP).trimEnd();
  const shown = long && !expanded ? `${clamped}…` : text;
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} dir="auto" className="whitespace-pre-line break-words text-slate-800">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          className="min-h-11 font-medium text-accent-700 underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {t(expanded ? "events.page.less" : "events.page.more")}
        </button>
      ) : null}
    </div>
  );
}
