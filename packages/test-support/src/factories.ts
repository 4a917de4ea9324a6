// Factories build what a test needs through the real API, so every row is made the way a user
// makes it. Each returns what later calls need (ids, tokens).
import { randomUUID } from "node:crypto";
import type { Locale } from "@handraise/contract";
import { type BuiltApp, rowsChanged, scopes } from "@handraise/server/app";
import type { HttpClient } from "./http.ts";

export type TestUser = { _id: string; email: string; password: string; displayName: string; token: string };

let counter = 0;

export async function buildUser(
  http: HttpClient,
  fields: Partial<{ displayName: string; email: string; password: string; companyName: string; language: Locale }> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.test`;
  const password = fields.password ?? "correct horse battery";
  const displayName = fields.displayName ?? `User ${counter}`;
  const answer = await http.post("/api/auth/register", {
    body: {
      displayName,
      email,
      password,
      ...(fields.companyName ? { companyName: fields.companyName } : {}),
      ...(fields.language ? { language: fields.language } : {}),
    },
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`buildUser failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { _id: answer.body.userInfo._id, email, password, displayName, token: answer.body.token };
}

/** Makes a user Pro directly in storage, for tests about plan limits that are not about payments. */
export async function makePro(db: BuiltApp["ctx"]["db"], userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ is_pro: 1, plan: "pro-monthly", plan_status: "active" })
    .where("id", "=", userId)
    .execute();
  // Written beside the server's repositories: the account row it keeps is dropped, as theirs do.
  await rowsChanged(db, [scopes.account(userId)]);
}

type EventAnswer = import("@handraise/contract").HandraiseEvent;
type GuestJoinAnswer = import("@handraise/contract").GuestJoinAnswer;

/** The next whole hour from now, as ISO text: a date an hour or so ahead. */
function anHourAhead(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000);
  date.setMinutes(0, 0, 0);
  return date.toISOString();
}

/** Creates an event through the API as `host` (guests allowed and public unless said otherwise). */
export async function buildEvent(
  http: HttpClient,
  host: TestUser,
  fields: Record<string, unknown> = {},
): Promise<EventAnswer> {
  counter += 1;
  const answer = await http.post<EventAnswer>("/api/events", {
    token: host.token,
    body: { title: `Event ${counter}`, date: anHourAhead(), allowGuestMembers: true, isPublic: true, ...fields },
  });
  if (answer.status !== 200) throw new Error(`buildEvent failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** `user` joins the event as an account member; answers the joined event. */
export async function joinAsAccount(http: HttpClient, eventId: string, user: TestUser): Promise<EventAnswer> {
  const answer = await http.put<EventAnswer>(`/api/events/${eventId}/accountJoinEvent`, { token: user.token });
  if (answer.status !== 200) throw new Error(`joinAsAccount failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type TestGuest = { guestId: string; guestName: string; guestToken: string; event: GuestJoinAnswer };

/** Joins the event as a guest (a new guestId unless given; pass guestToken to re-join as that guest). */
export async function joinAsGuest(
  http: HttpClient,
  eventId: string,
  guest: { guestId?: string; guestName?: string; guestToken?: string } = {},
): Promise<TestGuest> {
  counter += 1;
  const guestId = guest.guestId ?? randomUUID();
  const guestName = guest.guestName ?? `Guest ${counter}`;
  const answer = await http.put<GuestJoinAnswer>(`/api/events/${eventId}/guestJoinEvent`, {
    guestToken: guest.guestToken,
    body: { guestName, guestId, joinedAt: new Date().toISOString(), ipAddress: "" },
  });
  if (answer.status !== 200) throw new Error(`joinAsGuest failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { guestId, guestName, guestToken: answer.body.guestToken, event: answer.body };
}
