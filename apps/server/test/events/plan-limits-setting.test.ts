// PLAN_LIMITS: the operator sets each plan's limits per event (JSON over the product's numbers (docs/product.md §9), a plan
// or limit left out keeping its default), validated at boot; the server's clamps follow it.

import { ANSWER_MESSAGES, DEFAULT_PLAN_LIMITS } from "@handraise/contract";
import { buildEvent, buildUser, english, joinAsGuest, makePro, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { temporaryFolders } from "../support/temporary-folders.ts";

const temporaryFolder = temporaryFolders();
const dataDir = () => temporaryFolder("hr-plans-");
const load = (value?: string) =>
  loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { PLAN_LIMITS: value }) });

describe("PLAN_LIMITS at boot", () => {
  it("defaults to the product's numbers (docs/product.md §9), and a plan or limit left out keeps its default", () => {
    expect(load().planLimits).toEqual(DEFAULT_PLAN_LIMITS);
    expect(load('{"free": {"maxMembers": 500, "maxQuestions": 200, "maxPolls": 10}}').planLimits).toEqual({
      free: { maxMembers: 500, maxQuestions: 200, maxPolls: 10 },
      pro: DEFAULT_PLAN_LIMITS.pro,
    });
    expect(load('{"pro": {"maxMembers": 2000}}').planLimits).toEqual({
      free: DEFAULT_PLAN_LIMITS.free,
      pro: { ...DEFAULT_PLAN_LIMITS.pro, maxMembers: 2000 },
    });
  });

  it.each([
    ["not JSON", "{free: 500}"],
    ["a negative limit", '{"free": {"maxMembers": -1}}'],
    ["a fraction", '{"free": {"maxQuestions": 2.5}}'],
    ["text for a number", '{"free": {"maxMembers": "500"}}'],
    ["an unknown plan", '{"team": {"maxMembers": 50}}'],
    ["an unknown limit", '{"free": {"maxGuests": 50}}'],
    ["more than the ceiling", '{"pro": {"maxMembers": 100001}}'],
    ["not an object", "[]"],
  ])("stops the server on %s, naming PLAN_LIMITS", (_label, value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/PLAN_LIMITS/);
  });
});

describe("a server with PLAN_LIMITS", () => {
  const { server, http } = useTestServer({
    env: { PLAN_LIMITS: '{"free": {"maxMembers": 500, "maxQuestions": 200}, "pro": {"maxQuestions": 3}}' },
  });

  it("lets a Free host set up to the operator's limits, and no more", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { maxMembers: 500, maxQuestions: 200 });
    expect([event.maxMembers, event.maxQuestions]).toEqual([500, 200]);
    const above = await http.post("/api/events", {
      token: host.token,
      body: { title: "Too big", date: event.date, maxMembers: 501 },
    });
    expect(above.status).toBe(400);
    const values = { field: "maxMembers", max: 500 };
    expect(above.body).toEqual({
      message: english(ANSWER_MESSAGES.limitAbovePlan, values),
      code: "limitAbovePlan",
      values,
    });
    const raised = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxQuestions: 201 } });
    expect(raised.status).toBe(400);
    // Eleven guests join a Free event, past Free's 10 members (docs/product.md §9).
    for (let i = 0; i < 11; i += 1) await joinAsGuest(http, event._id);
  });

  it("holds a plan the operator set lower, also for an event created without limits", async () => {
    const host = await buildUser(http);
    await makePro(server.ctx.db, host._id);
    const refused = await http.post("/api/events", {
      token: host.token,
      body: { title: "Pro", date: new Date(Date.now() + 3_600_000).toISOString(), maxQuestions: 4 },
    });
    expect(refused.status).toBe(400);
    const values = { field: "maxQuestions", max: 3 };
    expect(refused.body).toEqual({
      message: english(ANSWER_MESSAGES.limitAbovePlan, values),
      code: "limitAbovePlan",
      values,
    });
    const plain = await http.post("/api/events", {
      token: host.token,
      body: { title: "Pro", date: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.maxQuestions).toBe(3);
    expect(plain.body.maxMembers).toBe(10);
  });
});
