// kill -9 in the middle of a hall asking questions: 300 questions are posted with an
// Idempotency-Key by clients that retry until answered; the process is killed without warning
// and started again. Afterwards every question is there once: none lost, none duplicated.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../src/db/connect.ts";
import { type ChildServer, killServer, makeStorage, type Storage, spawnServer } from "./support/child-server.ts";

const QUESTIONS = 300;
const EVENTS = 6; // a Pro event takes up to 50 questions
const GUESTS_PER_EVENT = 5; // 10 questions each, under the per-member limit
const WORKERS = 12;

let storage: Storage;
let server: ChildServer | undefined;
let storageDb: DbHandle | undefined;

beforeAll(async () => {
  storage = await makeStorage();
});
afterAll(async () => {
  await killServer(server);
  await storageDb?.close();
  await storage?.drop();
});

async function json(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

it("loses and duplicates no question when the process is killed mid-stream and restarted", {
  timeout: 120_000,
}, async () => {
  server = await spawnServer(storage);
  const url = server.url;
  const host = await json(`${url}/api/auth/register`, {
    method: "POST",
    body: {
      displayName: "Crash Host",
      email: `crash-${randomUUID().slice(0, 8)}@example.test`,
      password: "long enough pw",
    },
  });
  expect(host.status).toBe(200);
  // Pro, so each event may take 50 questions (plans are tested elsewhere).
  storageDb = await openDatabase({
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    databaseSchema: storage.databaseUrl ? storage.schema : undefined,
  });
  await storageDb.db.updateTable("users").set({ is_pro: 1, plan: "pro-monthly", plan_status: "active" }).execute();
  const auth = { authorization: `Bearer ${host.body.token}` };

  type Ask = { eventId: string; guestId: string; guestToken: string; key: string; content: string };
  const asks: Ask[] = [];
  for (let e = 0; e < EVENTS; e++) {
    const event = await json(`${url}/api/events`, {
      method: "POST",
      headers: auth,
      body: {
        title: `Crash ${e}`,
        date: new Date(Date.now() + 3_600_000).toISOString(),
        allowGuestMembers: true,
        isPublic: true,
        maxMembers: 100,
        maxQuestions: 50,
      },
    });
    expect(event.status).toBe(200);
    for (let g = 0; g < GUESTS_PER_EVENT; g++) {
      const guestId = randomUUID();
      const joined = await json(`${url}/api/events/${event.body._id}/guestJoinEvent`, {
        method: "PUT",
        body: { guestId, guestName: `Guest ${e}-${g}` },
      });
      expect(joined.status).toBe(200);
      for (let q = 0; q < QUESTIONS / EVENTS / GUESTS_PER_EVENT; q++) {
        const content = `question ${e}-${g}-${q}`;
        asks.push({ eventId: event.body._id, guestId, guestToken: joined.body.guestToken, key: randomUUID(), content });
      }
    }
  }
  expect(asks).toHaveLength(QUESTIONS);

  // Clients that retry each question, same key, until the server answers it.
  let answered = 0;
  let retries = 0;
  let next = 0;
  const postAll = async () => {
    while (next < asks.length) {
      const ask = asks[next++] as Ask;
      for (;;) {
        try {
          const answer = await json(`${url}/api/questions/${ask.eventId}`, {
            method: "POST",
            headers: { "x-guest-token": ask.guestToken, "idempotency-key": ask.key },
            body: { content: ask.content, memberId: ask.guestId },
          });
          if (answer.status === 200 || answer.status === 201) break;
          expect([503]).toContain(answer.status);
        } catch {
          // connection refused or cut while the server is down: try again
        }
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      answered++;
    }
  };
  const posting = Promise.all(Array.from({ length: WORKERS }, postAll));

  // Kill without warning once part of the hall has been answered, then start again on the same port.
  // (Racing the clients, so an unexpected answer fails the test at once rather than by timeout.)
  while (answered < QUESTIONS / 3) await Promise.race([posting, new Promise((resolve) => setTimeout(resolve, 10))]);
  const answeredAtKill = answered;
  server.process.kill("SIGKILL");
  await server.exited;
  server = await spawnServer(storage, { port: server.port });
  await posting;

  const rows = await storageDb.db.selectFrom("questions").select(["content", "event_id"]).execute();
  const contents = rows.map((r) => r.content);
  const lost = asks.filter((a) => !contents.includes(a.content)).length;
  const duplicated = contents.length - new Set(contents).size;
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(rows).toHaveLength(QUESTIONS);
  console.info(
    `kill -9: ${QUESTIONS} questions, killed after ${answeredAtKill} answered, ${retries} retries, ${lost} lost, ${duplicated} duplicated`,
  );
});
