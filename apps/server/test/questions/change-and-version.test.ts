// Every change of an event's questions and the bump of its questions_version are one
// transaction (docs/features/questions.md "One change, one transaction"). Here the database refuses the
// bump, after the change's own statements have run: the change must not land either, so the
// list an instance cached before is still the list of the rows (no stale 304), and an instance
// that never cached the event reads the same list.
import type { Question } from "@handraise/contract";
import {
  type HttpAnswer,
  type HttpClient,
  httpClient,
  startTestServer,
  type TestServer,
} from "@handraise/test-support";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { askOk, buildCast, type Cast, credentials, memberIdOf } from "../support/cast.ts";

let server: TestServer;
let fresh: TestServer;
let http: HttpClient;
let freshHttp: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  fresh = await startTestServer({ shareStorageWith: server });
  http = httpClient(server.url);
  freshHttp = httpClient(fresh.url);
});
afterEach(async () => {
  await allowBumps(server.ctx.db);
});
afterAll(async () => {
  await fresh?.close();
  await server?.close();
});

const UUID = /^[0-9a-f-]{36}$/;

/** From now on the database refuses to bump this event's questions_version. */
async function refuseBumps(db: Db, eventId: string): Promise<void> {
  if (!UUID.test(eventId)) throw new Error(`not an id: ${eventId}`);
  if (server.engine === "sqlite") {
    await sql
      .raw(
        `create trigger refuse_bump before update of questions_version on events when new.id = '${eventId}'
         begin select raise(abort, 'bump refused'); end`,
      )
      .execute(db);
    return;
  }
  // A connection failure's SQLSTATE: what a database that went away between the statements says.
  await sql
    .raw(
      `create or replace function refuse_bump() returns trigger language plpgsql as $$
       begin raise exception 'bump refused' using errcode = '08006'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger refuse_bump before update of questions_version on events
       for each row when (new.id = '${eventId}') execute function refuse_bump()`,
    )
    .execute(db);
}

async function allowBumps(db: Db): Promise<void> {
  if (server.engine === "sqlite") await sql.raw("drop trigger if exists refuse_bump").execute(db);
  else await sql.raw("drop trigger if exists refuse_bump on events").execute(db);
}

const hostList = (client: HttpClient, cast: Cast, etag?: string): Promise<HttpAnswer<Question[]>> =>
  client.get(`/api/questions/event/${cast.eventId}`, {
    token: cast.host.token,
    headers: etag ? { "if-none-match": etag } : {},
  });

type Scene = { cast: Cast; question: Question; awaiting: Question };
type Change = (scene: Scene) => Promise<HttpAnswer>;

const member = (scene: Scene) => credentials(scene.cast.member);
const host = (scene: Scene) => ({ token: scene.cast.host.token });
const on = (scene: Scene, path: string) => `/api/questions/${scene.question._id}/${path}`;

/** Each write path of questions, likes, favourites, replies, the spotlight and bans. */
const CHANGES: Record<string, Change> = {
  ask: (s) =>
    http.post(`/api/questions/${s.cast.eventId}`, {
      ...member(s),
      body: { content: "One more", memberId: memberIdOf(s.cast.member) },
    }),
  edit: (s) => http.put(on(s, "edit"), { ...member(s), body: { content: "Edited words" } }),
  like: (s) => http.post(on(s, "like"), { ...member(s), body: {} }),
  favourite: (s) => http.post(on(s, "favourite"), { ...member(s), body: {} }),
  vote: (s) => http.post(on(s, "vote"), { ...member(s), body: { voteType: "up" } }),
  status: (s) => http.put(on(s, "status"), { ...host(s), body: { status: "answered" } }),
  "toggle answered": (s) => http.patch(on(s, "toggle-answered"), { ...host(s), body: {} }),
  "toggle hidden": (s) => http.patch(on(s, "toggle-hidden"), { ...host(s), body: {} }),
  reply: (s) => http.put(on(s, "reply"), { ...host(s), body: { text: "Soon" } }),
  approve: (s) => http.patch(`/api/questions/${s.awaiting._id}/approve`, host(s)),
  delete: (s) => http.delete(on(s, "delete"), member(s)),
  "spotlight on": (s) => http.patch(on(s, "spotlight"), { ...host(s), body: { on: true } }),
  "spotlight off": (s) => http.patch(on(s, "spotlight"), { ...host(s), body: { on: false } }),
  ban: (s) => http.post(`/api/events/${s.cast.eventId}/bans`, { ...host(s), body: { questionId: s.question._id } }),
  "lift a ban": async (s) => {
    const bans = await http.get<{ _id: string }[]>(`/api/events/${s.cast.eventId}/bans`, host(s));
    return http.delete(`/api/events/${s.cast.eventId}/bans/${bans.body[0]?._id}`, host(s));
  },
};

/** What must already be true for the change to change something (a spotlight to take off, a ban to lift). */
const BEFORE: Record<string, (scene: Scene) => Promise<HttpAnswer>> = {
  "spotlight off": (s) => http.patch(on(s, "spotlight"), { ...host(s), body: { on: true } }),
  "lift a ban": (s) =>
    http.post(`/api/events/${s.cast.eventId}/bans`, { ...host(s), body: { memberId: s.cast.guest.guestId } }),
};

async function scene(): Promise<Scene> {
  const cast = await buildCast(http, { moderateQuestions: true });
  const held = await askOk(http, cast.eventId, cast.member, "Is the venue accessible?");
  const approved = await http.patch(`/api/questions/${held._id}/approve`, { token: cast.host.token });
  expect(approved.status).toBe(200);
  const awaiting = await askOk(http, cast.eventId, cast.guest, "Will slides be shared?");
  return { cast, question: approved.body, awaiting };
}

describe("a change whose version bump fails", () => {
  it.each(Object.keys(CHANGES))("%s: lands with its bump or not at all", async (name) => {
    const s = await scene();
    const prepared = await BEFORE[name]?.(s);
    if (prepared) expect(prepared.status, JSON.stringify(prepared.body)).toBeLessThan(300);
    const before = await hostList(http, s.cast);
    expect(before.status).toBe(200);

    await refuseBumps(server.ctx.db, s.cast.eventId);
    const refused = await CHANGES[name]?.(s);
    await allowBumps(server.ctx.db);
    expect(refused?.status, JSON.stringify(refused?.body)).toBeGreaterThanOrEqual(400);

    // Neither the change nor the version: the cached list is still the truth, and says so.
    const again = await hostList(http, s.cast, before.headers.get("etag") ?? undefined);
    const unseen = await hostList(freshHttp, s.cast);
    expect(unseen.body).toEqual(before.body);
    expect(again.status).toBe(304);
  });
});
