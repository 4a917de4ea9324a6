// Plan limits are server rules: maxMembers and maxQuestions within 0..the creator's plan maximum.
import { ANSWER_MESSAGES, PLAN_LIMITS } from "@handraise/contract";
import { buildEvent, buildUser, english, makePro, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

const date = () => new Date(Date.now() + 3_600_000).toISOString();

describe("plan limits", () => {
  it("holds a Free creator to 10 members and 5 questions", async () => {
    const free = await buildUser(http);
    const atMax = await buildEvent(http, free, { maxMembers: 10, maxQuestions: 5 });
    expect(atMax).toMatchObject({ maxMembers: 10, maxQuestions: 5 });

    const members = await http.post("/api/events", {
      token: free.token,
      body: { title: "T", date: date(), maxMembers: 11 },
    });
    expect(members.status).toBe(400);
    expect(members.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxMembers", max: PLAN_LIMITS.free.maxMembers }),
    );
    const questions = await http.post("/api/events", {
      token: free.token,
      body: { title: "T", date: date(), maxQuestions: 6 },
    });
    expect(questions.status).toBe(400);
    expect(questions.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxQuestions", max: PLAN_LIMITS.free.maxQuestions }),
    );

    const raised = await http.put(`/api/events/${atMax._id}`, { token: free.token, body: { maxMembers: 50 } });
    expect(raised.status).toBe(400);
    const negative = await http.put(`/api/events/${atMax._id}`, { token: free.token, body: { maxMembers: -1 } });
    expect(negative.status).toBe(400);
    expect((await http.get(`/api/events/${atMax._id}`)).body.maxMembers).toBe(10);
  });

  it("lets a Pro creator go to 100 members and 50 questions, not beyond", async () => {
    const pro = await buildUser(http);
    await makePro(server.ctx.db, pro._id);
    const event = await buildEvent(http, pro, { maxMembers: 100, maxQuestions: 50 });
    expect(event).toMatchObject({ maxMembers: 100, maxQuestions: 50 });
    const beyond = await http.post("/api/events", {
      token: pro.token,
      body: { title: "T", date: date(), maxMembers: 101 },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxMembers", max: PLAN_LIMITS.pro.maxMembers }),
    );
    const questions = await http.put(`/api/events/${event._id}`, { token: pro.token, body: { maxQuestions: 51 } });
    expect(questions.status).toBe(400);
  });

  it("judges limits by the creator's plan, whoever edits", async () => {
    const pro = await buildUser(http);
    await makePro(server.ctx.db, pro._id);
    const coHost = await buildUser(http);
    const event = await buildEvent(http, pro, { maxMembers: 20 });
    await server.ctx.db
      .insertInto("event_hosts")
      .values({ event_id: event._id, user_id: coHost._id, host_name: coHost.displayName, position: 1 })
      .execute();
    const answer = await http.put(`/api/events/${event._id}`, { token: coHost.token, body: { maxMembers: 80 } });
    expect(answer.status).toBe(200);
    expect(answer.body.maxMembers).toBe(80);
  });

  it("lets a lapsed Pro keep or lower what was set, but not raise it", async () => {
    const lapsed = await buildUser(http);
    await makePro(server.ctx.db, lapsed._id);
    const event = await buildEvent(http, lapsed, { maxMembers: 60, maxQuestions: 40 });
    await server.ctx.db.updateTable("users").set({ is_pro: 0 }).where("id", "=", lapsed._id).execute();

    const keep = await http.put(`/api/events/${event._id}`, {
      token: lapsed.token,
      body: { title: "Same limits", date: event.date, maxMembers: 60, maxQuestions: 40 },
    });
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({ title: "Same limits", maxMembers: 60, maxQuestions: 40 });
    const lower = await http.put(`/api/events/${event._id}`, { token: lapsed.token, body: { maxMembers: 30 } });
    expect(lower.status).toBe(200);
    const raise = await http.put(`/api/events/${event._id}`, { token: lapsed.token, body: { maxMembers: 31 } });
    expect(raise.status).toBe(400);
    expect(raise.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxMembers", max: PLAN_LIMITS.free.maxMembers }),
    );
  });
});
