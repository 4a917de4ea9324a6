// The socket event map, typed once for server and client (docs/product.md §10 "Real time").
import type * as z from "zod/mini";
import { type CLIENT_EVENT_PAYLOADS, EVENT_ROOM_PAYLOADS, type RoomAck } from "./realtime-payloads.ts";
import { POLL_EVENT_PAYLOADS } from "./realtime-poll-payloads.ts";

export {
  CLIENT_EVENT_PAYLOADS,
  EVENT_ROOM_PAYLOADS,
  type RoomAck,
  type RoomRequest,
  roomAckSchema,
  roomRequestSchema,
} from "./realtime-payloads.ts";
export { POLL_EVENT_PAYLOADS } from "./realtime-poll-payloads.ts";

/** Every message the server sends, with its payload's schema: the event room's and the polls'. */
export const SERVER_EVENT_PAYLOADS = { ...EVENT_ROOM_PAYLOADS, ...POLL_EVENT_PAYLOADS } as const;

type ServerPayloads = typeof SERVER_EVENT_PAYLOADS;
export type ServerEventName = keyof ServerPayloads;
/** The payload of one server message, as its schema reads it. */
export type ServerPayload<N extends ServerEventName> = z.infer<ServerPayloads[N]>;

/** The server's messages as Socket.IO types them: one listener per schema (none for no payload). */
export type ServerToClientEvents = {
  [N in ServerEventName]: undefined extends ServerPayload<N> ? () => void : (payload: ServerPayload<N>) => void;
};

/**
 * Every message name the server sends, for whoever listens to all of them (the server tests'
 * recording socket), so nobody keeps a copy of the map's names.
 */
export const SERVER_EVENTS = Object.keys(SERVER_EVENT_PAYLOADS) as readonly ServerEventName[];

type ClientPayloads = typeof CLIENT_EVENT_PAYLOADS;
/** A room request's payload as its schema reads it, answered by an optional acknowledgement. */
type RoomCall<N extends keyof ClientPayloads> = (
  payload: z.infer<ClientPayloads[N]>,
  ack?: (answer: RoomAck) => void,
) => void;

/** A client's requests as Socket.IO types them, from the schemas the server checks them with. */
export type ClientToServerEvents = {
  joinEventRoom: RoomCall<"joinEventRoom">;
  joinEvent: RoomCall<"joinEvent">;
  leaveRoom: RoomCall<"leaveRoom">;
  questionAdded: (payload: z.infer<ClientPayloads["questionAdded"]>) => void;
};

export const audienceRoom = (eventId: string) => `event:${eventId}`;
export const hostsRoom = (eventId: string) => `event:${eventId}:hosts`;
/**
 * Within a private event's audience room, the sockets of signed-in readers who are not members:
 * they hear the event without its members (docs/features/events.md "Join codes").
 */
export const visitorsRoom = (eventId: string) => `event:${eventId}:visitors`;
/**
 * Every socket of one member (account or guest), whatever event it watches: its own anonymous or
 * awaiting questions reach it here in the author's view, and the event rooms' copy skips it.
 */
export const memberRoom = (memberId: string) => `member:${memberId}`;
