// Real socket.io clients for event tests: connect with a credential (or none), join rooms with
// an ack, and record everything the server says.
import type { ClientToServerEvents, RoomAck, ServerToClientEvents } from "@handraise/contract";
import { io, type Socket } from "socket.io-client";

type Heard = { name: keyof ServerToClientEvents; payload: unknown };

export type TestSocket = {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  heard: Heard[];
  join: (eventId: string) => Promise<RoomAck>;
  /** Resolves with the first message of that name (already heard or still to come). */
  next: <N extends keyof ServerToClientEvents>(
    name: N,
    timeoutMs?: number,
  ) => Promise<Parameters<ServerToClientEvents[N]>[0]>;
  /**
   * A round trip on this socket: whatever the server sent it before answering has arrived by
   * the time this resolves, so "heard nothing" is checked without waiting on a clock.
   */
  flush: () => Promise<void>;
  close: () => void;
};

const NAMES: (keyof ServerToClientEvents)[] = [
  "questionAdded",
  "questionUpdated",
  "questionDeleted",
  "statusUpdated",
  "eventUpdated",
  "eventDeleted",
];

export async function connectSocket(
  url: string,
  auth: { token?: string; guestToken?: string } = {},
): Promise<TestSocket> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ["websocket"],
    auth,
    reconnection: false,
    forceNew: true,
  });
  const heard: Heard[] = [];
  const waiters: { name: string; resolve: (payload: unknown) => void }[] = [];
  for (const name of NAMES) {
    socket.on(name, ((payload: unknown) => {
      heard.push({ name, payload });
      for (const waiter of waiters.filter((w) => w.name === name)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }) as never);
  }
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return {
    socket,
    heard,
    join: (eventId) => socket.timeout(10_000).emitWithAck("joinEventRoom", { eventId }),
    next: (name, timeoutMs = 10_000) => {
      const found = heard.find((h) => h.name === name);
      if (found) return Promise.resolve(found.payload as never);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          name,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload as never);
          },
        });
      });
    },
    flush: async () => {
      await socket.timeout(10_000).emitWithAck("leaveRoom", { eventId: "flush-round-trip" });
    },
    close: () => socket.close(),
  };
}
