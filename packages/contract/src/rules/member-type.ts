// Who the viewer is for an event (docs/product.md §4 "Member type"), shared by screens and server.
import type { HandraiseEvent } from "../events.ts";

export type MemberType = "host" | "account_member" | "guest_member" | "non-member";

/** A host entry may be a plain id or an object with hostId or _id (docs/product.md §6). */
export type LooseHostEntry = string | { hostId?: string; _id?: string };

export function hostIdOf(entry: LooseHostEntry): string | undefined {
  return typeof entry === "string" ? entry : (entry.hostId ?? entry._id);
}

export function isEventHost(event: { host: readonly LooseHostEntry[] }, userId: string | undefined): boolean {
  if (!userId) return false;
  return event.host.some((entry) => hostIdOf(entry) === userId);
}

export type ViewerGuestInfo = { guestId: string; guestMemberEvent_Ids: readonly string[] } | null | undefined;

export function memberTypeOf(
  event: Pick<HandraiseEvent, "_id" | "host" | "members">,
  userId: string | undefined,
  guest: ViewerGuestInfo,
): MemberType {
  if (userId) {
    if (isEventHost(event, userId)) return "host";
    if (event.members.some((m) => "user" in m && m.user === userId)) return "account_member";
  }
  if (guest?.guestMemberEvent_Ids.includes(event._id)) {
    if (event.members.some((m) => "guestId" in m && m.guestId === guest.guestId)) return "guest_member";
  }
  return "non-member";
}

export const ROLE_BADGE: Record<Exclude<MemberType, "non-member">, string> = {
  host: "Event Host",
  account_member: "Event Member",
  guest_member: "Guest Member",
};
