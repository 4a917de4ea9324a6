// Every error answer names its message by its catalogue key (`code`), so the web app can say it in
// the page's language (docs/features/languages.md "Server"): the key is found by the message's
// exact English text, so each text must be one key's alone; a message filled from a template
// carries its key and values from where it is made.
import { ANSWER_MESSAGES, ERROR_CODES, errorBodySchema, MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, english, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { errorCodeOf } from "../../src/http/error-code.ts";
import { ask, buildCast } from "../support/cast.ts";

const { http } = useTestServer();

/** The messages with placeholders: no answer carries their text as written, so refusal() names them. */
const TEMPLATED_ANSWERS = ["pollFieldRequired", "pollValueOffScale", "limitAbovePlan"];

const hasPlaceholder = (text: string) => /\{\w+[},]/.test(text);

describe("the code of an error answer", () => {
  it("is the catalogue key of the refusal's message", async () => {
    const host = await buildUser(http);
    const missing = await http.get("/api/events/no-such-event", { token: host.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ANSWER_MESSAGES.eventNotFound, code: "eventNotFound" });

    const anonymous = await http.get("/api/auth/me");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(errorCodeOf(anonymous.body.message));
    expect(anonymous.body.code).toEqual(expect.any(String));

    const login = await http.post("/api/auth/login", { body: { email: host.email, password: "not the password" } });
    expect(login.body).toEqual({ message: ANSWER_MESSAGES.invalidCredentials, code: "invalidCredentials" });

    const cast = await buildCast(http);
    const paused = await http.put(`/api/events/${cast.eventId}`, {
      token: cast.host.token,
      body: { questionsPaused: true },
    });
    expect(paused.status).toBe(200);
    const refused = await ask(http, cast.eventId, cast.member, "Still there?");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: MESSAGES.questionsPaused, code: "questionsPaused" });
  });

  it("names the body's own faults: not JSON, broken JSON, an address that cannot be read", async () => {
    const notJson = await http.call("POST", "/api/auth/login", {
      raw: "email=a",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.body).toEqual({ message: ANSWER_MESSAGES.notJson, code: "notJson" });
    const broken = await http.call("POST", "/api/auth/login", {
      raw: '{"email":',
      headers: { "content-type": "application/json" },
    });
    expect(broken.body).toEqual({ message: ANSWER_MESSAGES.invalidJson, code: "invalidJson" });
    const badUrl = await http.get("/api/events/a%ZZ");
    expect(badUrl.body).toEqual({ message: ANSWER_MESSAGES.badUrl, code: "badUrl" });
  });

  it("of a field's problem is the key of its words when they are a catalogue message, else absent", async () => {
    const short = await http.post("/api/auth/register", {
      body: { displayName: "Al", email: "al@example.test", password: "correct horse battery" },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: `displayName: ${MESSAGES.nameTooShort}`, code: "nameTooShort" });

    const wrongType = await http.post("/api/auth/register", {
      body: { displayName: "Alice", email: "alice@example.test", password: 12345 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: expect.stringMatching(/^password: /) });
  });

  it("of a message filled from a template comes with the values to fill it", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const above = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxMembers: 999 } });
    expect(above.status).toBe(400);
    const values = { field: "maxMembers", max: 10 };
    expect(above.body).toEqual({
      message: english(ANSWER_MESSAGES.limitAbovePlan, values),
      code: "limitAbovePlan",
      values,
    });
    expect(errorBodySchema.parse(above.body)).toEqual(above.body);
  });

  it("keeps the kind of refusal a client acts on", async () => {
    const user = await buildUser(http);
    const wrong = await http.put("/api/auth/me", {
      token: user.token,
      body: { password: "a brand new password", currentPassword: "not it" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: ANSWER_MESSAGES.currentPasswordWrong,
      code: ERROR_CODES.currentPasswordWrong,
    });
  });
});

describe("the catalogue the codes come from", () => {
  const catalogues = { answers: ANSWER_MESSAGES, messages: MESSAGES } as const;
  const entries = Object.entries(catalogues).flatMap(([namespace, catalogue]) =>
    Object.entries(catalogue).map(([key, text]) => ({ namespace, key, text: String(text) })),
  );

  it("gives every message of the server's refusals a text of its own, or a template refusal() names", () => {
    for (const [key, text] of Object.entries(ANSWER_MESSAGES)) {
      if (TEMPLATED_ANSWERS.includes(key)) expect(hasPlaceholder(text), key).toBe(true);
      else expect(errorCodeOf(text), `${key}: "${text}"`).toBe(key);
    }
  });

  it("writes no English text twice over both namespaces, and no key in both", () => {
    const byText = new Map<string, string[]>();
    for (const { namespace, key, text } of entries) {
      if (hasPlaceholder(text)) continue;
      byText.set(text, [...(byText.get(text) ?? []), `${namespace}.${key}`]);
    }
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
    // The web looks a code up in answers, then in messages: a key in both would say the wrong one.
    expect(Object.keys(ANSWER_MESSAGES).filter((key) => key in MESSAGES)).toEqual([]);
  });

  it("finds no code for a text that is not a catalogue message", () => {
    expect(errorCodeOf("No route for GET /api/nothing")).toBeUndefined();
    expect(errorCodeOf(english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxPolls", max: 3 }))).toBeUndefined();
  });
});
