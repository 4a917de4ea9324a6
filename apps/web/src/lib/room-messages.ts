// A room's messages as its watchers receive them: each server message parsed with the contract's
// schema of its payload (message-schemas.ts) before a handler sees it. The socket itself is
// realtime-client.ts's.
import type { ServerToClientEvents } from "@handraise/contract";
import { schemaOf } from "./message-schemas.ts";

/** The room's messages a watcher handles; `catchUp` reaches it as `onRejoined`. */
export type RoomHandlers = Partial<Omit<ServerToClientEvents, "catchUp">> & {
  /**
   * Called after each (re)connection once the room is joined, and when the server says to catch
   * up (`catchUp`): re-read what may have been missed.
   */
  onRejoined?: () => void;
};

/**
 * Hands one server message to a watcher's handlers once its payload parses with the contract's
 * schema for that name; a payload that does not parse is dropped with a warning, so a handler
 * only ever sees the shape its type promises. A message the page has not learnt
 * (message-schemas.ts) has no handler yet and is passed over.
 */
export function deliverMessage(handlers: RoomHandlers, message: string, payload: unknown): void {
  const known = schemaOf(message);
  if (!known) return;
  const { name, schema } = known;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.warn(`socket message ${name} dropped: its payload does not match the contract`, parsed.error.issues);
    return;
  }
  if (name === "catchUp") handlers.onRejoined?.();
  // The one narrowing of the adapter: the payload was parsed with the schema of `name`, which is
  // the parameter of `handlers[name]`; TypeScript cannot tie the two through the union of names.
  else (handlers[name] as ((payload: unknown) => void) | undefined)?.(parsed.data);
}
