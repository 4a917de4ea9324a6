// Without SMTP_URL, mail is written as .eml files in DATA_DIR/outbox: a reset works from there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildUser, useTestServer } from "@handraise/test-support";
import { expect, it, vi } from "vitest";
import { resetLinkIn } from "./mail-links.ts";

const { server, http } = useTestServer();

it("writes the reset mail to the outbox, and its link works", async () => {
  expect(server.ctx.config.smtpUrl).toBeUndefined();
  const user = await buildUser(http);
  const answer = await http.post("/api/auth/forgot-password", { body: { email: user.email } });
  expect(answer.status).toBe(200);

  const outbox = path.join(server.dataDir, "outbox");
  const eml = await vi.waitFor(
    () => {
      const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
      const found = files.map((f) => readFileSync(path.join(outbox, f), "utf8")).find((t) => t.includes(user.email));
      if (!found) throw new Error("no .eml for the user yet");
      return found;
    },
    { timeout: 10_000, interval: 25 },
  );
  expect(eml).toMatch(/^Subject: .*password/im);
  // The body may be quoted-printable: undo soft line breaks before reading the link.
  const { token } = resetLinkIn(eml.replace(/=\r?\n/g, ""));
  const done = await http.post("/api/auth/reset-password", { body: { token, password: "from the outbox" } });
  expect(done.status).toBe(200);
  const login = await http.post("/api/auth/login", { body: { email: user.email, password: "from the outbox" } });
  expect(login.status).toBe(200);
});
