// What the rooms hear after a ban or its lifting (docs/features/moderation.md "Bans"): the removed
// person's sockets are told, then leave the event's rooms at once (on every instance through the
// adapter); hosts' pages re-read the list of removed people.
import type { Realtime } from "../../realtime/realtime.ts";

export async function announceRemoved(realtime: Realtime, eventId: string, memberId: string): Promise<void> {
  realtime.toMember(memberId).emit("removedFromEvent", { eventId });
  await realtime.removeFromEvent(eventId, memberId);
  realtime.toHosts(eventId).emit("bansChanged", { eventId });
}

export function announceBansChanged(realtime: Realtime, eventId: string): void {
  realtime.toHosts(eventId).emit("bansChanged", { eventId });
}
