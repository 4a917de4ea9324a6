// maxPolls is enforced like maxQuestions: a full event answers 409, and concurrent creations
// never overshoot (one transaction behind the event row's lock). The value a host may set is
// clamped by the creator's plan (contract POLL_CEILING: Free 3, Pro 50, issue 19); an event that
// already holds a larger value keeps or lowers it.
import { ANSWER_MESSAGES, POLL_CEILING } from "@handraise/contract";
import { buildEvent, buildUser, english, makePro, type TestUser, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

let host: TestUser;

const { server, http } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http);
});

function createPoll(eventId: string, question = "Tea or coffee?") {
  return http.post("/api/polls", { token: host.token, body: { eventId, question, options: ["Tea", "Coffee"] } });
}

async function pollRows(eventId: string): Promise<number> {
  const rows = await server.ctx.db.selectFrom("polls").select("id").where("event_id", "=", eventId).execute();
  return rows.length;
}

/** An event that holds a value set before the plan clamp existed. */
async function withStoredMaxPolls(eventId: string, maxPolls: number): Promise<void> {
  await server.ctx.db.updateTable("events").set({ max_polls: maxPolls }).where("id", "=", eventId).execute();
}

describe("a full event", () => {
  it("answers 409 once maxPolls polls exist, and stores nothing more", async () => {
    const event = await buildEvent(http, host);
    expect(event.maxPolls).toBe(3);
    for (const question of ["One?", "Two?", "Three?"]) expect((await createPoll(event._id, question)).status).toBe(201);
    const full = await createPoll(event._id, "One more?");
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: ANSWER_MESSAGES.pollLimitReached, code: "pollLimitReached" });
    expect(await pollRows(event._id)).toBe(3);
  });

  it("takes no poll at all when maxPolls is 0", async () => {
    const event = await buildEvent(http, host, { maxPolls: 0 });
    expect((await createPoll(event._id)).status).toBe(409);
    expect(await pollRows(event._id)).toBe(0);
  });

  it("never overshoots under concurrent creations", async () => {
    const event = await buildEvent(http, host);
    await withStoredMaxPolls(event._id, 4);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => createPoll(event._id, `Poll ${i}?`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(12);
    expect(await pollRows(event._id)).toBe(4);
  });
});

describe("the plan clamp", () => {
  const refused = (max: number) => ({
    message: english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxPolls", max }),
    code: "limitAbovePlan",
    values: { field: "maxPolls", max },
  });

  it("refuses a Free host more than the Free ceiling, on creation and on update", async () => {
    const created = await http.post("/api/events", {
      token: host.token,
      body: { title: "Thousand polls", date: new Date(Date.now() + 3_600_000).toISOString(), maxPolls: 1000 },
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refused(POLL_CEILING.free));
    const event = await buildEvent(http, host);
    const raised = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: { maxPolls: POLL_CEILING.free + 1 },
    });
    expect(raised.status).toBe(400);
    expect(raised.body).toEqual(refused(POLL_CEILING.free));
    const lowered = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxPolls: 0 } });
    expect(lowered.status).toBe(200);
    expect(lowered.body.maxPolls).toBe(0);
  });

  it("gives a Pro host the Pro ceiling, never less than Free's", async () => {
    const pro = await buildUser(http);
    await makePro(server.ctx.db, pro._id);
    expect(POLL_CEILING).toEqual({ free: 3, pro: 50 });
    const fine = await buildEvent(http, pro, { maxPolls: POLL_CEILING.pro });
    expect(fine.maxPolls).toBe(POLL_CEILING.pro);
    const above = await http.put(`/api/events/${fine._id}`, {
      token: pro.token,
      body: { maxPolls: POLL_CEILING.pro + 1 },
    });
    expect(above.status).toBe(400);
    expect(above.body).toEqual(refused(POLL_CEILING.pro));
  });

  it("lets an event keep or lower a larger value it already holds, but not raise it", async () => {
    const event = await buildEvent(http, host);
    await withStoredMaxPolls(event._id, 50);
    const kept = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxPolls: 50 } });
    // Free's ceiling is 3: 20 lies above it, but below the value the event holds.
    expect(kept.status).toBe(200);
    const lowered = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxPolls: 20 } });
    expect(lowered.status).toBe(200);
    const raised = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxPolls: 21 } });
    expect(raised.status).toBe(400);
  });
});
