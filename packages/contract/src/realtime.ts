// The socket event map, typed once for server and client (docs/product.md §10 "Real time").
import { z } from "zod";
import { idSchema } from "./common.ts";
import type { EventStatus, HandraiseEvent } from "./events.ts";
import type { Question } from "./questions.ts";

/** What a client sends to join or leave an event's rooms; the server checks it with this schema. */
export const roomRequestSchema = z.object({ eventId: idSchema });
export type RoomRequest = z.infer<typeof roomRequestSchema>;
export type RoomAck = { ok: true } | { ok: false; message: string };

export interface ServerToClientEvents {
  questionAdded: (payload: { eventId: string; question: Question }) => void;
  questionUpdated: (payload: { eventId: string; question: Question }) => void;
  questionDeleted: (payload: { eventId: string; questionId: string }) => void;
  statusUpdated: (payload: { eventId: string; status: EventStatus }) => void;
  eventUpdated: (payload: { event: HandraiseEvent }) => void;
  eventDeleted: (payload: { eventId: string }) => void;
  /** The question being answered now changed; null: none. */
  spotlightChanged: (payload: { eventId: string; questionId: string | null }) => void;
  /** This member was removed from the event by a host (sent to their own sockets). */
  removedFromEvent: (payload: { eventId: string }) => void;
  /** The event's list of removed people changed (hosts' room). */
  bansChanged: (payload: { eventId: string }) => void;
  /** Cross-instance delivery was down and is back: messages may have been missed, re-read once. */
  catchUp: () => void;
}

export type ServerEventName = keyof ServerToClientEvents;

/** One entry per message of the map: a name added to it and not here fails to compile. */
const SERVER_EVENT_NAMES: Record<ServerEventName, true> = {
  questionAdded: true,
  questionUpdated: true,
  questionDeleted: true,
  statusUpdated: true,
  eventUpdated: true,
  eventDeleted: true,
  spotlightChanged: true,
  removedFromEvent: true,
  bansChanged: true,
  catchUp: true,
};

/**
 * Every message name the server sends, for whoever listens to all of them (the web app's socket
 * and the server tests' recording socket), so neither keeps its own copy of the map's names.
 */
export const SERVER_EVENTS = Object.keys(SERVER_EVENT_NAMES) as readonly ServerEventName[];

export interface ClientToServerEvents {
  joinEventRoom: (payload: RoomRequest, ack?: (answer: RoomAck) => void) => void;
  joinEvent: (payload: RoomRequest, ack?: (answer: RoomAck) => void) => void;
  leaveRoom: (payload: RoomRequest, ack?: (answer: RoomAck) => void) => void;
  /** Accepted for compatibility and never relayed: the server broadcasts after commit. */
  questionAdded: (payload: RoomRequest) => void;
}

export const audienceRoom = (eventId: string) => `event:${eventId}`;
export const hostsRoom = (eventId: string) => `event:${eventId}:hosts`;
/**
 * Within a private event's audience room, the sockets of signed-in readers who are not members:
 * they hear the event without its members (docs/live-room.md "Join codes").
 */
export const visitorsRoom = (eventId: string) => `event:${eventId}:visitors`;
/**
 * Every socket of one member (account or guest), whatever event it watches: its own anonymous or
 * awaiting questions reach it here in the author's view, and the event rooms' copy skips it.
 */
export const memberRoom = (memberId: string) => `member:${memberId}`;
