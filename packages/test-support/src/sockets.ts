// Real socket.io clients for tests: connect with a credential (or none), join and leave rooms
// with an ack, and record everything the server says, typed by the contract's event map.
import { type ClientToServerEvents, type RoomAck, SERVER_EVENTS, type ServerToClientEvents } from "@handraise/contract";
import { io, type Socket } from "socket.io-client";

type EventName = keyof ServerToClientEvents;
type Payload<N extends EventName> = Parameters<ServerToClientEvents[N]>[0];
type Heard = { name: EventName; payload: unknown };

export type TestSocket = {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  heard: Heard[];
  join: (eventId: string) => Promise<RoomAck>;
  leave: (eventId: string) => Promise<RoomAck>;
  /** Resolves with the first message of that name (and match), heard already or still to come. */
  next: <N extends EventName>(name: N, match?: (payload: Payload<N>) => boolean) => Promise<Payload<N>>;
  /**
   * A round trip on this socket: whatever the server sent it before answering has arrived by
   * the time this resolves, so "heard nothing" is checked without waiting on a clock.
   */
  flush: () => Promise<void>;
  close: () => void;
};

const TIMEOUT_MS = 10_000;

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
  const waiters: { name: EventName; match: (payload: never) => boolean; resolve: (payload: unknown) => void }[] = [];
  for (const name of SERVER_EVENTS) {
    socket.on(name, ((payload: unknown) => {
      heard.push({ name, payload });
      for (const waiter of waiters.filter((w) => w.name === name && w.match(payload as never))) {
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
    join: (eventId) => socket.timeout(TIMEOUT_MS).emitWithAck("joinEventRoom", { eventId }),
    leave: (eventId) => socket.timeout(TIMEOUT_MS).emitWithAck("leaveRoom", { eventId }),
    next: <N extends EventName>(name: N, match: (payload: Payload<N>) => boolean = () => true) => {
      const found = heard.find((h) => h.name === name && match(h.payload as Payload<N>));
      if (found) return Promise.resolve(found.payload as Payload<N>);
      return new Promise<Payload<N>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
        waiters.push({
          name,
          match: match as (payload: never) => boolean,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload as Payload<N>);
          },
        });
      });
    },
    flush: async () => {
      await socket.timeout(TIMEOUT_MS).emitWithAck("leaveRoom", { eventId: "round-trip" });
    },
    close: () => socket.close(),
  };
}
