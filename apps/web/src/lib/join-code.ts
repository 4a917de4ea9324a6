// A join code as a person types it off a projector or a slide: in any case, with the spaces or
// dashes that help reading six characters aloud ("K7P 3QX", "k7p-3qx"). The contract's rule
// says what a code is; this only tidies the typing first.
import { isJoinCode, normalizeJoinCode } from "@handraise/contract";

/** The code as the server stores it: spaces and dashes anywhere dropped, upper case. */
export function typedJoinCode(typed: string): string {
  return normalizeJoinCode(typed.replace(/[\s\u2010-\u2015-]+/g, ""));
}

/** Whether what was typed can be a code at all (checked before asking the server). */
export function isTypedJoinCode(typed: string): boolean {
  return isJoinCode(typedJoinCode(typed));
}

/** Where a found event opens: its share page when public, else the event page (login first). */
export function eventPathFor(event: { _id: string; isPublic: boolean }): string {
  return event.isPublic ? `/events/p/${event._id}` : `/events/${event._id}`;
}

/** The page that takes a code, under the base of links that leave the browser. */
export function joinPageUrl(baseUrl: string, code?: string): string {
  return code ? `${baseUrl}/join/${code}` : `${baseUrl}/join`;
}

/** An address as people read it aloud and type it: without `https://` and a trailing slash. */
export function spokenUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}
