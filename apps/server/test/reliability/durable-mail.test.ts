// Durable mail: SMTP is down when a reset is asked for, the server restarts, SMTP comes back:
// the reset mail arrives, once. The mail row was written with the reset link, so neither the
// outage nor the restart loses it.
import { randomUUID } from "node:crypto";
import { type SmtpCatcher, startSmtpCatcher } from "@handraise/test-support";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type ChildServer,
  freePort,
  killServer,
  makeStorage,
  type Storage,
  spawnServer,
} from "./support/child-server.ts";
import { call } from "./support/raw-http.ts";

let storage: Storage;
let server: ChildServer | undefined;
let smtp: SmtpCatcher | undefined;

beforeAll(async () => {
  storage = await makeStorage();
});
afterAll(async () => {
  await killServer(server);
  await smtp?.close();
  await storage?.drop();
});

it("sends a reset mail asked for while SMTP was down, after a restart, exactly once", {
  timeout: 120_000,
}, async () => {
  const smtpPort = await freePort();
  // Retries start after 300 ms and double, so the test does not wait minutes.
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_FIRST_MS: "300" };
  server = await spawnServer(storage, { env });
  const email = `mail-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await call(`${server.url}/api/auth/register`, {
    method: "POST",
    body: { displayName: "Mail Reader", email, password: "long enough pw" },
  });
  expect("status" in registered && registered.status).toBe(200);
  const asked = await call(`${server.url}/api/auth/forgot-password`, { method: "POST", body: { email } });
  expect("status" in asked && asked.status).toBe(200);

  // Let the worker fail against the closed port at least once, then restart the server.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  server.process.kill("SIGTERM");
  expect((await server.exited).code).toBe(0);
  server = await spawnServer(storage, { env, port: server.port });

  const cameBack = Date.now();
  smtp = await startSmtpCatcher(smtpPort);
  const mail = await smtp.waitFor(email, 30_000);
  const deliveredIn = Date.now() - cameBack;
  expect(mail.subject).toMatch(/password/i);
  expect(mail.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+/);

  // Several more worker rounds: still exactly one.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const toUser = smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
  expect(toUser).toHaveLength(1);
  console.info(`durable mail: delivered ${deliveredIn} ms after SMTP came back, ${toUser.length} copy`);
});
