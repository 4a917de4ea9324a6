// What a failed call says, in the page's language: the server's answer carries a `code` (the
// catalogue's key of its message) beside the English `message`; a known code is shown translated,
// anything else as the server wrote it, and no answer at all as the call's fallback.
import type { ErrorBody, Namespace } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { isLoaded } from "./catalogues.ts";
import { currentLocale, loadMessages } from "./locale.ts";

/** The namespaces whose keys a server's code may be: its refusals, then the shared messages. */
const CODE_NAMESPACES = ["answers", "messages"] as const;

export async function failureText(failure: ErrorBody | undefined, fallback: string): Promise<string> {
  const code = failure?.code;
  if (code) {
    if (!isLoaded(i18n, currentLocale(), "answers")) await loadMessages(["answers"]).catch(() => undefined);
    for (const namespace of CODE_NAMESPACES) {
      const id = `${namespace}.${code}`;
      if (i18n.messages[id] !== undefined) return i18n._(id, failure?.values);
    }
  }
  const message = failure?.message || failure?.error;
  if (message) return message;
  // A page that had no need of the fallback's namespace yet (the pricing page's messages) loads it now.
  const namespace = fallback.slice(0, fallback.indexOf(".")) as Namespace;
  if (!isLoaded(i18n, currentLocale(), namespace)) await loadMessages([namespace]).catch(() => undefined);
  return i18n._(fallback);
}
