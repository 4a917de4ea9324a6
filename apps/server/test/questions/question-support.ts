// What question tests share: an event with a host, an account member, a guest member and an
// outsider, built through the API; a question posted through the API; and real socket.io
// clients that record what the server tells them.
import type { ClientToServerEvents, Question, RoomAck, ServerToClientEvents } from "@handraise/contract";
import { io, type Socket } from "socket.io-client";
import {
  buildEvent,
  buildUser,
  joinAsAccount,
  joinAsGuest,
  type TestGuest,
  type TestUser,
} from "../support/factories.ts";
import type { HttpAnswer, HttpClient } from "../support/http.ts";

export type Cast = {
  eventId: string;
  host: TestUser;
  member: TestUser;
  guest: TestGuest;
  outsider: TestUser;
};

/** A public event (unless fields say otherwise) with one of each kind of caller. */
export async function buildCast(http: HttpClient, fields: Record<string, unknown> = {}): Promise<Cast> {
  const [host, member, outsider] = await Promise.all([buildUser(http), buildUser(http), buildUser(http)]);
  const event = await buildEvent(http, host, { maxMembers: 10, maxQuestions: 5, ...fields });
  await joinAsAccount(http, event._id, member);
  const guest = await joinAsGuest(http, event._id);
  return { eventId: event._id, host, member, guest, outsider };
}

/** Who calls: an account (token) or a guest (guest token). */
export type Caller = TestUser | TestGuest;

export function credentials(caller: Caller): { token?: string; guestToken?: string } {
  return "token" in caller ? { token: caller.token } : { guestToken: caller.guestToken };
}

export function memberIdOf(caller: Caller): string {
  return "token" in caller ? caller._id : caller.guestId;
}

/** A success answer's body, or the `{message}` of an error. */
type OrError<T> = T & { message?: string };

export function ask(
  http: HttpClient,
  eventId: string,
  caller: Caller,
  content: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<OrError<Question>>> {
  return http.post(`/api/questions/${eventId}`, {
    ...credentials(caller),
    headers,
    body: { content, memberId: memberIdOf(caller) },
  });
}

/** Asks and insists on success; answers the created question. */
export async function askOk(http: HttpClient, eventId: string, caller: Caller, content: string): Promise<Question> {
  const answer = await ask(http, eventId, caller, content);
  if (answer.status !== 201) throw new Error(`ask failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function listAs(http: HttpClient, eventId: string, caller?: Caller): Promise<HttpAnswer<OrError<Question[]>>> {
  return http.get(`/api/questions/event/${eventId}`, caller ? credentials(caller) : {});
}

type Heard = { name: keyof ServerToClientEvents; payload: any };

export type Listener = {
  heard: Heard[];
  join: (eventId: string) => Promise<RoomAck>;
  leave: (eventId: string) => Promise<RoomAck>;
  /** Resolves with the first message of that name, heard already or still to come. */
  next: (name: keyof ServerToClientEvents, match?: (payload: any) => boolean) => Promise<any>;
  /** A round trip: whatever the server sent before answering has arrived when this resolves. */
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

export async function listen(url: string, caller?: Caller): Promise<Listener> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ["websocket"],
    auth: caller ? credentials(caller) : {},
    reconnection: false,
    forceNew: true,
  });
  const heard: Heard[] = [];
  const waiters: { name: string; match: (payload: any) => boolean; resolve: (payload: any) => void }[] = [];
  for (const name of NAMES) {
    socket.on(name, ((payload: unknown) => {
      heard.push({ name, payload });
      for (const waiter of waiters.filter((w) => w.name === name && w.match(payload))) {
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
    heard,
    join: (eventId) => socket.timeout(10_000).emitWithAck("joinEventRoom", { eventId }),
    leave: (eventId) => socket.timeout(10_000).emitWithAck("leaveRoom", { eventId }),
    next: (name, match = () => true) => {
      const found = heard.find((h) => h.name === name && match(h.payload));
      if (found) return Promise.resolve(found.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} within 10 s`)), 10_000);
        waiters.push({
          name,
          match,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload);
          },
        });
      });
    },
    flush: async () => {
      await socket.timeout(10_000).emitWithAck("leaveRoom", { eventId: "round-trip" });
    },
    close: () => socket.close(),
  };
}
