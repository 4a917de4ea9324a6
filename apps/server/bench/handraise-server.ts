// The measured Handraise server, in a process of its own: the real app (buildApp) on SQLite (or
// PostgreSQL with DATABASE_URL), with every rate limit out of reach and load shedding off, plus
// a hello-world route as the HTTP baseline on the same server and a bare write (posting's
// floor). Answers the bench's IPC requests.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp, FEATURES } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Feature } from "../src/features/feature.ts";
import { unthrottled } from "../test/security/generous-limits.ts";
import { answerStatsRequests } from "./process-stats.ts";

const hello: Feature = async (app) => {
  app.get("/bench/hello", async () => ({ hello: "world" }));
};
/**
 * The floor under posting a question: one row written in a transaction of its own through the
 * app's database handle, with none of the post's checks, counts, announcements or schemas.
 */
const bareWrite: Feature = async (app, { ctx }) => {
  await sql`create table if not exists bench_writes (id text primary key, body text not null, created_at text not null)`.execute(
    ctx.db,
  );
  app.post("/bench/write", async () => {
    await ctx.db.transaction().execute(async (trx) => {
      await sql`insert into bench_writes (id, body, created_at) values (${randomUUID()}, ${"A question from the floor"}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    return { written: true };
  });
};
// The bench's own routes join the product's features before the app is built.
(FEATURES as unknown as Feature[]).push(hello, bareWrite);

const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "handraise-bench-"));
// A folder of its own (the database, the mail outbox) goes with the process.
if (!process.env.DATA_DIR) process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig(
  {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.PORT ?? "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
  },
  unthrottled(),
);
const { app, ctx } = await buildApp(config);
const address = await app.listen({ port: config.port, host: "127.0.0.1" });
ctx.config.publicUrl = address;

answerStatsRequests();
process.on(
  "message",
  async (message: { type?: string; id?: number; sql?: string; userId?: string; eventId?: string }) => {
    // Storage shortcuts for setting the stage only (never inside a measured phase).
    if (message?.type === "makePro" && message.userId) {
      await ctx.db
        .updateTable("users")
        .set({ is_pro: 1, plan: "pro-monthly", plan_status: "active" })
        .where("id", "=", message.userId)
        .execute();
      process.send?.({ type: "done", id: message.id });
    } else if (message?.type === "close") {
      process.send?.({ type: "closed" });
      setTimeout(() => process.exit(0), 50);
    } else if (message?.type === "unlimitMembers" && message.eventId) {
      await ctx.db.updateTable("events").set({ max_members: 100_000 }).where("id", "=", message.eventId).execute();
      process.send?.({ type: "done", id: message.id });
    } else if (message?.type === "sockets") {
      // How many sockets this instance holds (the scale-out scenario's spread over instances).
      process.send?.({ type: "sockets", id: message.id, count: ctx.realtime.io.engine.clientsCount });
    } else if (message?.type === "unlimitQuestions" && message.eventId) {
      await ctx.db.updateTable("events").set({ max_questions: 1_000_000 }).where("id", "=", message.eventId).execute();
      process.send?.({ type: "done", id: message.id });
    }
  },
);
process.send?.({ type: "ready", url: address });

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
