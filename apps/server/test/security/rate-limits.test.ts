// Every costly call is limited per subject (account, target e-mail, member, guest, reset link)
// and per client address, at the numbers of the contract's RATE_LIMITS, and a limited call
// answers 429 {message} with Retry-After. The server believes X-Forwarded-For from 127.0.0.1, so
// each check speaks from addresses of its own: the per-subject checks change address on every
// call (the subject alone must trip the limit), the per-address checks change subject on every
// call (the address alone must trip it).
import { ANSWER_MESSAGES, RATE_LIMITS } from "@handraise/contract";
import { type HttpAnswer, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { buildStage, freshAddress, LIMITED_CALL_CASES, type Stage, sendFrom } from "./limited-calls.ts";

let stage: Stage;

const { http } = useTestServer({ env: { TRUST_PROXY: "127.0.0.1" } });
beforeAll(async () => {
  stage = await buildStage(http);
});

function expectLimited(answer: HttpAnswer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: ANSWER_MESSAGES.tooManyRequests, code: "tooManyRequests" });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.windowMs / 1000);
}

describe("per subject, from any number of addresses", () => {
  for (const c of LIMITED_CALL_CASES) {
    const { perAccount } = RATE_LIMITS[c.call];
    it(`${c.call}: ${perAccount} a minute`, async () => {
      const subject = await c.subject(http, stage);
      for (let i = c.madeWith ?? 0; i < perAccount; i++) {
        const answer = await sendFrom(http, c.method, c.path(stage), freshAddress(), subject.options(i));
        expect(c.passes, JSON.stringify(answer.body)).toContain(answer.status);
      }
      expectLimited(await sendFrom(http, c.method, c.path(stage), freshAddress(), subject.options(perAccount)));
      // Another subject is not held back by this one.
      const other = await c.subject(http, stage);
      const answer = await sendFrom(http, c.method, c.path(stage), freshAddress(), other.options(0));
      expect(c.passes).toContain(answer.status);
    });
  }
});

describe("per address, whatever the subject", () => {
  for (const c of LIMITED_CALL_CASES) {
    const { perAddress } = RATE_LIMITS[c.call];
    it(`${c.call}: ${perAddress} a minute`, { timeout: 120_000 }, async () => {
      const address = freshAddress();
      for (let i = 0; i < perAddress; i++) {
        const answer = await sendFrom(http, c.method, c.path(stage), address, c.anyone(stage, i));
        expect(c.passes, JSON.stringify(answer.body)).toContain(answer.status);
      }
      expectLimited(await sendFrom(http, c.method, c.path(stage), address, c.anyone(stage, perAddress)));
      // The next address of the same venue is not held back.
      const answer = await sendFrom(http, c.method, c.path(stage), freshAddress(), c.anyone(stage, 0));
      expect(c.passes).toContain(answer.status);
    });
  }

  it("no address registers more than 100 accounts or sends more than 100 contact messages a minute", () => {
    expect(RATE_LIMITS.register.perAddress).toBeLessThanOrEqual(100);
    expect(RATE_LIMITS.contact.perAddress).toBeLessThanOrEqual(100);
  });
});

describe("what a limit leaves alone", () => {
  it("a limited login keeps the account's signed-in calls working", async () => {
    const address = freshAddress();
    for (let i = 0; i <= RATE_LIMITS.login.perAccount; i++) {
      await sendFrom(http, "POST", "/api/auth/login", address, {
        body: { email: stage.member.email, password: `wrong ${i}` },
      });
    }
    expectLimited(
      await sendFrom(http, "POST", "/api/auth/login", freshAddress(), {
        body: { email: stage.member.email.toUpperCase(), password: stage.member.password },
      }),
    );
    const me = await sendFrom(http, "GET", "/api/auth/me", address, { token: stage.member.token });
    expect(me.status).toBe(200);
  });
});
