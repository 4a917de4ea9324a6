// Setting the stage through the real API: a Pro host, public events, guest members, questions
// and likes, as people make them. Storage shortcuts (Pro, no question limit) go through the
// server process's IPC, never into a measured phase.
import { randomUUID } from "node:crypto";
import type { Child } from "./children.ts";

export type Api = ReturnType<typeof api>;

export function api(base: string) {
  const call = async (
    method: string,
    path: string,
    options: { token?: string; guest?: string; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.guest) headers["x-guest-token"] = options.guest;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetchRetryingResets(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return call;
}

/**
 * On a machine loaded by other work, a kept-alive connection is now and then reset under a setup
 * call. Setting the stage is not measured, so a reset is tried again (up to three times); an
 * answer of any status is never retried.
 */
async function fetchRetryingResets(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export type Host = { id: string; token: string };
export type Guest = { guestId: string; guestToken: string };

export async function proHost(call: Api, server: Child): Promise<Host> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  const answer = await call("POST", "/api/auth/register", {
    body: { displayName: "Bench Host", email, password: "correct horse battery" },
  });
  const host = { id: answer.userInfo._id as string, token: answer.token as string };
  await server.ask({ type: "makePro", userId: host.id }, "done");
  return host;
}

export async function publicEvent(call: Api, host: Host, server: Child, title: string): Promise<string> {
  const date = new Date(Date.now() + 3_600_000).toISOString();
  const event = await call("POST", "/api/events", {
    token: host.token,
    body: { title, date, allowGuestMembers: true, isPublic: true, maxMembers: 100, maxQuestions: 50 },
  });
  await server.ask({ type: "unlimitQuestions", eventId: event._id }, "done");
  return event._id as string;
}

export async function guest(call: Api, eventId: string, n: number): Promise<Guest> {
  const guestId = randomUUID();
  const answer = await call("PUT", `/api/events/${eventId}/guestJoinEvent`, {
    body: { guestName: `Guest ${n}`, guestId, joinedAt: new Date().toISOString(), ipAddress: "" },
  });
  return { guestId, guestToken: answer.guestToken as string };
}

export async function ask(call: Api, eventId: string, asker: Guest, content: string): Promise<string> {
  const question = await call("POST", `/api/questions/${eventId}`, {
    guest: asker.guestToken,
    body: { content, memberId: asker.guestId },
  });
  return question._id as string;
}

export function like(call: Api, questionId: string, liker: Guest): Promise<unknown> {
  return call("POST", `/api/questions/${questionId}/like`, { guest: liker.guestToken, body: {} });
}

/** Runs `work` over `items`, `width` at a time. */
export async function inTurns<T>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

/** The page the phone benches open: a Pro host's public event with ten questions in it. */
export async function townHall(call: Api, server: Child): Promise<string> {
  const host = await proHost(call, server);
  const eventId = await publicEvent(call, host, server, "Town hall");
  const asker = await guest(call, eventId, 1);
  for (let i = 0; i < 10; i++) await ask(call, eventId, asker, `What about the venue, part ${i}?`);
  return eventId;
}
