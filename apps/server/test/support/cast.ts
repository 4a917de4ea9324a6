// What question tests share: an event with a host, an account member, a guest member and an
// outsider, built through the API; a question posted through the API; and real socket.io
// clients that record what the server tells them.
import type { Question } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  connectSocket,
  type HttpAnswer,
  type HttpClient,
  joinAsAccount,
  joinAsGuest,
  type TestGuest,
  type TestSocket,
  type TestUser,
} from "@handraise/test-support";

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

export type Listener = TestSocket;

/** A socket that listens as the caller (or anonymously) and records what it hears. */
export function listen(url: string, caller?: Caller): Promise<Listener> {
  return connectSocket(url, caller ? credentials(caller) : {});
}
