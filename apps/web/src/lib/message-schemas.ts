// The socket messages this page can read, each with the contract's schema of its payload. The
// event room's messages are known from the start; a feature that loads later adds its own
// (the polls add theirs when a page first shows polls), so a page without polls never downloads
// their schemas. A message with no schema here has no handler either: nothing on the page
// listens to it yet, and the feature reads its data afresh when it loads.
import { EVENT_ROOM_PAYLOADS, type ServerEventName, type ServerPayload } from "@handraise/contract";
import type { ZodMiniType } from "zod/mini";

export type MessageSchemas = { [N in ServerEventName]?: ZodMiniType<ServerPayload<N>> };

const known: MessageSchemas = { ...EVENT_ROOM_PAYLOADS };

/** Teaches the socket a feature's messages (called by the feature's module when it loads). */
export function learnMessages(schemas: MessageSchemas): void {
  Object.assign(known, schemas);
}

function isServerEventName(name: string): name is ServerEventName {
  return Object.hasOwn(known, name);
}

/** The schema of a message this page can read, or undefined for one it has not learnt. */
export function schemaOf(name: string): { name: ServerEventName; schema: ZodMiniType<unknown> } | undefined {
  if (!isServerEventName(name)) return undefined;
  const schema = known[name];
  return schema ? { name, schema } : undefined;
}
