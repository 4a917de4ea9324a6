// What each socket message carries, as zod schemas (docs/product.md §10 "Real time"): the server's
// broadcasts are typed from them, the web app's socket parses every message it hears with them,
// and the server checks every request a client sends with them. Resources are the API's own
// schemas, so a question or an event reaches a page in the same shape by either road.
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { idSchema } from "./common.ts";
import { eventSchema, eventStatusSchema, spotlightAnswerSchema } from "./events.ts";
import { questionSchema } from "./questions.ts";

const aboutEvent = builtOnUse(() => z.object({ eventId: z.string() }));
const questionPayloadSchema = builtOnUse(() => z.extend(aboutEvent, { question: questionSchema }));

/**
 * Server → client: the messages of an event's room about the event and its questions, with their
 * payloads. With the polls' messages (realtime-poll-payloads.ts) they are every message the
 * server sends (SERVER_EVENT_PAYLOADS in realtime.ts). A message is named here once; the event
 * map, the list of names and the web app's parsing all follow. The polls' are apart so that a
 * page without polls does not download their schemas: the web app learns them when it loads its
 * polls (docs/features/polls.md "On the audience's page").
 */
export const EVENT_ROOM_PAYLOADS = {
  questionAdded: questionPayloadSchema,
  questionUpdated: questionPayloadSchema,
  questionDeleted: builtOnUse(() => z.extend(aboutEvent, { questionId: z.string() })),
  statusUpdated: builtOnUse(() => z.extend(aboutEvent, { status: eventStatusSchema })),
  eventUpdated: builtOnUse(() => z.object({ event: eventSchema })),
  eventDeleted: aboutEvent,
  /** The question being answered now changed; null: none. */
  spotlightChanged: spotlightAnswerSchema,
  /**
   * The event's creator erased its questions, likes, favourites, polls and votes (the event and
   * its members stay): every page empties its lists at once.
   */
  eventDataErased: aboutEvent,
  /** This member was removed from the event by a host (sent to their own sockets). */
  removedFromEvent: aboutEvent,
  /** The event's list of removed people changed (hosts' room). */
  bansChanged: aboutEvent,
  /** Cross-instance delivery was down and is back: messages may have been missed, re-read once. */
  catchUp: builtOnUse(() => z.undefined()),
} as const;

/** What a client sends to join or leave an event's rooms; the server checks it with this schema. */
export const roomRequestSchema = builtOnUse(() => z.object({ eventId: idSchema }));
export type RoomRequest = z.infer<typeof roomRequestSchema>;

/** The server's answer to a room request (its acknowledgement). */
export const roomAckSchema = builtOnUse(() =>
  z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), message: z.string() })]),
);
export type RoomAck = z.infer<typeof roomAckSchema>;

/** Client → server: every request a client may send, with its payload. */
export const CLIENT_EVENT_PAYLOADS = {
  joinEventRoom: roomRequestSchema,
  joinEvent: roomRequestSchema,
  leaveRoom: roomRequestSchema,
  /** Accepted for compatibility and never relayed: the server broadcasts after commit. */
  questionAdded: roomRequestSchema,
} as const;
