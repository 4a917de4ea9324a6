// What the live-room tests share: the question tests' cast (host, account member, guest member,
// outsider), sockets that watch the event as each of them, and short calls of the live room's API.
// Their server starts with useTestServer() (@handraise/test-support), whose `opened` closes the
// sockets `watch` opens after each test.
import type { HandraiseEvent, Question } from "@handraise/contract";
import type { Closable, HttpAnswer, HttpClient } from "@handraise/test-support";
import { type Cast, credentials, type Listener, listen } from "./cast.ts";

export {
  ask,
  askOk,
  buildCast,
  type Caller,
  credentials,
  listAs,
  listen,
  memberIdOf,
} from "./cast.ts";

export type Watchers = { host: Listener; member: Listener; guest: Listener; outsider: Listener; nobody: Listener };

export async function watch(url: string, cast: Cast, opened: Closable[]): Promise<Watchers> {
  const [host, member, guest, outsider, nobody] = await Promise.all([
    listen(url, cast.host),
    listen(url, cast.member),
    listen(url, cast.guest),
    listen(url, cast.outsider),
    listen(url),
  ]);
  const watchers = { host, member, guest, outsider, nobody };
  opened.push(...Object.values(watchers));
  for (const socket of Object.values(watchers)) {
    const ack = await socket.join(cast.eventId);
    if (!ack.ok) throw new Error(`join failed: ${JSON.stringify(ack)}`);
  }
  return watchers;
}

/** Waits until every socket has received everything sent to it so far. */
export async function settle(...sockets: Listener[]): Promise<void> {
  await Promise.all(sockets.map((socket) => socket.flush()));
}

/** The names of the messages one socket heard about a question (by id anywhere in the payload). */
export function heardAbout(socket: Listener, questionId: string): string[] {
  return socket.heard.filter((h) => JSON.stringify(h.payload).includes(questionId)).map((h) => h.name);
}

export function editEvent(
  http: HttpClient,
  eventId: string,
  token: string,
  body: Record<string, unknown>,
): Promise<HttpAnswer<HandraiseEvent & { message?: string }>> {
  return http.put(`/api/events/${eventId}`, { token, body });
}

type QuestionAnswer = Promise<HttpAnswer<Question & { message?: string }>>;

export function askAnonymously(
  http: HttpClient,
  eventId: string,
  caller: Parameters<typeof credentials>[0],
  content: string,
) {
  const memberId = "token" in caller ? caller._id : caller.guestId;
  return http.post(`/api/questions/${eventId}`, {
    ...credentials(caller),
    body: { content, memberId, anonymous: true },
  }) as QuestionAnswer;
}

export const approve = (http: HttpClient, questionId: string, token: string): QuestionAnswer =>
  http.patch(`/api/questions/${questionId}/approve`, { token });

export const reply = (http: HttpClient, questionId: string, token: string, text: string): QuestionAnswer =>
  http.put(`/api/questions/${questionId}/reply`, { token, body: { text } });

export const spotlight = (http: HttpClient, questionId: string, token: string, on: boolean) =>
  http.patch<{ eventId: string; questionId: string | null; message?: string }>(
    `/api/questions/${questionId}/spotlight`,
    { token, body: { on } },
  );
