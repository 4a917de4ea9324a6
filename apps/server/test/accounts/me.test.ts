// The signed-in account: read, edit (unique e-mail, new password revoking old tokens) and
// delete (every earlier token dead, owned events gone, receipts kept without a user).
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildUser, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import type { EventsTable } from "../../src/db/tables.ts";

const { server, http } = useTestServer();

describe("GET /api/auth/me", () => {
  it("answers the signed-in user's userInfo", async () => {
    const user = await buildUser(http, { companyName: "Hall Co" });
    const answer = await http.get("/api/auth/me", { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      userInfo: {
        _id: user._id,
        displayName: user.displayName,
        email: user.email,
        companyName: "Hall Co",
        isPro: false,
        language: null,
      },
    });
  });

  it("answers 401 without a token, with a malformed one, and with one signed by another key", async () => {
    const user = await buildUser(http);
    const [, payload] = user.token.split(".");
    const forged = `${user.token.split(".")[0]}.${payload}.${"A".repeat(43)}`;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer not-a-token" },
      { authorization: `Bearer ${forged}` },
    ];
    for (const headers of attempts) {
      const answer = await http.get("/api/auth/me", { headers });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  it("shows isPro once the plan is Pro", async () => {
    const user = await buildUser(http);
    await server.ctx.db.updateTable("users").set({ is_pro: 1 }).where("id", "=", user._id).execute();
    const answer = await http.get("/api/auth/me", { token: user.token });
    expect(answer.body.userInfo.isPro).toBe(true);
  });
});

describe("PUT /api/auth/me", () => {
  it("updates display name, company and e-mail (lower-cased) and keeps the token working", async () => {
    const user = await buildUser(http);
    const answer = await http.put("/api/auth/me", {
      token: user.token,
      body: { displayName: "Renamed", companyName: "New Co", email: " Renamed@Example.TEST " },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      userInfo: {
        _id: user._id,
        displayName: "Renamed",
        email: "renamed@example.test",
        companyName: "New Co",
        isPro: false,
        language: null,
      },
    });
    expect((await http.get("/api/auth/me", { token: user.token })).body.userInfo.displayName).toBe("Renamed");
    const login = await http.post("/api/auth/login", {
      body: { email: "renamed@example.test", password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it("changes only what is sent; an empty password leaves the password and tokens alone", async () => {
    const user = await buildUser(http, { companyName: "Keep Me" });
    const answer = await http.put("/api/auth/me", {
      token: user.token,
      body: { displayName: "Only Name", password: "" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeUndefined();
    expect(answer.body.userInfo).toMatchObject({ displayName: "Only Name", companyName: "Keep Me", email: user.email });
    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(200);
    const login = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });

  it("accepts the user's own e-mail unchanged and refuses another account's with 409", async () => {
    const user = await buildUser(http);
    const other = await buildUser(http);
    const same = await http.put("/api/auth/me", { token: user.token, body: { email: user.email.toUpperCase() } });
    expect(same.status).toBe(200);
    const taken = await http.put("/api/auth/me", { token: user.token, body: { email: other.email.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: ANSWER_MESSAGES.emailTaken, code: "emailTaken" });
    expect((await http.get("/api/auth/me", { token: user.token })).body.userInfo.email).toBe(user.email);
  });

  it("a new password re-hashes, answers a fresh token and makes every earlier token answer 401", async () => {
    const user = await buildUser(http);
    const otherSession = (await http.post("/api/auth/login", { body: { email: user.email, password: user.password } }))
      .body.token as string;
    const answer = await http.put("/api/auth/me", { token: user.token, body: { password: "a brand new secret" } });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));

    for (const old of [user.token, otherSession]) {
      const stale = await http.get("/api/auth/me", { token: old });
      expect(stale.status).toBe(401);
    }
    expect((await http.get("/api/auth/me", { token: answer.body.token })).status).toBe(200);
    const oldLogin = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await http.post("/api/auth/login", {
      body: { email: user.email, password: "a brand new secret" },
    });
    expect(newLogin.status).toBe(200);
  });

  it("answers 401 without a token and 400 for a too-short new password", async () => {
    const user = await buildUser(http);
    expect((await http.put("/api/auth/me", { body: { displayName: "Xavier" } })).status).toBe(401);
    const short = await http.put("/api/auth/me", { token: user.token, body: { password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.message).toEqual(expect.any(String));
  });
});

describe("DELETE /api/auth/me", () => {
  it("removes the account: its tokens answer 401, it cannot log in, its e-mail is free again", async () => {
    const user = await buildUser(http);
    const secondSession = (await http.post("/api/auth/login", { body: { email: user.email, password: user.password } }))
      .body.token as string;
    const answer = await http.delete("/api/auth/me", { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.accountDeletedServer });

    for (const token of [user.token, secondSession]) {
      expect((await http.get("/api/auth/me", { token })).status).toBe(401);
      expect((await http.put("/api/auth/me", { token, body: { displayName: "Ghost" } })).status).toBe(401);
      expect((await http.delete("/api/auth/me", { token })).status).toBe(401);
    }
    const login = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: ANSWER_MESSAGES.invalidCredentials, code: "invalidCredentials" });

    const again = await buildUser(http, { email: user.email });
    expect(again._id).not.toBe(user._id);
    // The old token does not come back to life for the new account with the same e-mail.
    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(401);
  });

  it("takes its events, host and member places and reset links with it, and keeps its receipts", async () => {
    const db = server.ctx.db;
    const user = await buildUser(http);
    const other = await buildUser(http);
    const now = new Date().toISOString();
    const event = (id: string, createdBy: string): EventsTable => ({
      id,
      title: `Event ${id}`,
      description: "",
      date: now,
      organisation: "",
      location_irl: "",
      location_online: "",
      status: "upcoming",
      allow_guest_members: 0,
      is_public: 1,
      questions_paused: 0,
      questions_version: 0,
      question_count: 0,
      code: null,
      spotlight_question_id: null,
      moderate_questions: 0,
      allow_anonymous: 0,
      max_members: 10,
      max_polls: 1,
      max_questions: 5,
      max_questions_per_member: null,
      blocked_words: "[]",
      language: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    });
    const ownEvent = randomUUID();
    const othersEvent = randomUUID();
    await db
      .insertInto("events")
      .values([event(ownEvent, user._id), event(othersEvent, other._id)])
      .execute();
    await db
      .insertInto("event_hosts")
      .values([
        { event_id: ownEvent, user_id: user._id, host_name: "U", position: 0 },
        { event_id: othersEvent, user_id: other._id, host_name: "O", position: 0 },
        { event_id: othersEvent, user_id: user._id, host_name: "U", position: 1 },
      ])
      .execute();
    await db
      .insertInto("event_members")
      .values([
        {
          id: randomUUID(),
          event_id: othersEvent,
          user_id: user._id,
          guest_id: null,
          guest_name: null,
          joined_at: now,
        },
        {
          id: randomUUID(),
          event_id: othersEvent,
          user_id: other._id,
          guest_id: null,
          guest_name: null,
          joined_at: now,
        },
      ])
      .execute();
    const paymentId = randomUUID();
    await db
      .insertInto("payments")
      .values({
        id: paymentId,
        user_id: user._id,
        amount_paid: 999,
        currency: "gbp",
        start_date: now,
        end_date: null,
        plan: "pro-monthly",
        status: "paid",
        receipt_url: null,
        created_at: now,
      })
      .execute();
    expect((await http.post("/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);

    expect((await http.delete("/api/auth/me", { token: user.token })).status).toBe(200);

    const events = await db.selectFrom("events").select("id").where("id", "in", [ownEvent, othersEvent]).execute();
    expect(events.map((e) => e.id)).toEqual([othersEvent]);
    const hosts = await db.selectFrom("event_hosts").select("user_id").where("event_id", "=", othersEvent).execute();
    expect(hosts.map((h) => h.user_id)).toEqual([other._id]);
    const members = await db.selectFrom("event_members").select("user_id").execute();
    expect(members.map((m) => m.user_id)).toEqual([other._id]);
    const resets = await db.selectFrom("password_resets").select("id").where("user_id", "=", user._id).execute();
    expect(resets).toEqual([]);
    const payment = await db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
    expect(payment.user_id).toBeNull();
    expect(payment.amount_paid).toBe(999);
    // The other user is untouched.
    expect((await http.get("/api/auth/me", { token: other.token })).status).toBe(200);
  });
});
