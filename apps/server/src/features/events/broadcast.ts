// What the audience hears after an event changes. Called only after the change is committed,
// with the event as the server presents it (docs/product.md §10 "Real time").
import { audienceRoom, type HandraiseEvent, hostsRoom, visitorsRoom } from "@handraise/contract";
import type { Realtime } from "../../realtime/realtime.ts";

export type EventChange = { statusChanged: boolean; becamePrivate: boolean };

export async function broadcastEventChange(realtime: Realtime, event: HandraiseEvent, change: EventChange) {
  // Sockets that may no longer read the event leave its rooms before anything is said there.
  if (change.becamePrivate) await realtime.recheckRooms(event._id);
  if (change.statusChanged)
    realtime.toEvent(event._id).emit("statusUpdated", { eventId: event._id, status: event.status });
  // A private event names its members to its hosts and members only (its visitors hear it without).
  if (event.isPublic) realtime.toEvent(event._id).emit("eventUpdated", { event });
  else {
    realtime.toMembersAndHosts(event._id).emit("eventUpdated", { event });
    realtime.toVisitors(event._id).emit("eventUpdated", { event: { ...event, members: [] } });
  }
}

export function broadcastEventDeleted(realtime: Realtime, eventId: string) {
  realtime.toEvent(eventId).emit("eventDeleted", { eventId });
  // Nothing more will be said about this event: empty its rooms.
  const rooms = [audienceRoom(eventId), hostsRoom(eventId), visitorsRoom(eventId)];
  realtime.io.in(rooms).socketsLeave(rooms);
}

/** The event's spotlight, the question answered now, changed (null: none), for every page of the event. */
export function announceSpotlight(realtime: Realtime, eventId: string, questionId: string | null): void {
  realtime.toEvent(eventId).emit("spotlightChanged", { eventId, questionId });
}
