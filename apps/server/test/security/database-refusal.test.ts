// A database refusal of the request's data is the request's fault: the real errors each engine
// raises (PostgreSQL SQLSTATE classes 22 and 23, SQLite constraints) answer 400 or 409 with a
// plain message, never a 500 (docs/SECURITY.md "Input").
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { answerFor } from "../../src/http/error-handler.ts";

const { server } = useTestServer();

/** The error the real database throws for `run`, or a failure when it throws none. */
async function refusalOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the database accepted what it should refuse");
}

const aUser = (email: string) => ({
  id: randomUUID(),
  email,
  display_name: "Someone",
  company_name: "",
  password_hash: "not-a-real-hash",
  token_version: 0,
  is_pro: 0 as const,
  plan: "individual",
  plan_status: "free",
  created_at: new Date().toISOString(),
});

describe("database refusals of the request's data", () => {
  it("a unique key two requests raced for answers 409", async () => {
    const email = `race-${randomUUID()}@example.test`;
    await server.ctx.db.insertInto("users").values(aUser(email)).execute();
    const error = await refusalOf(() => server.ctx.db.insertInto("users").values(aUser(email)).execute());
    expect(answerFor(error)).toMatchObject({ status: 409, message: ANSWER_MESSAGES.conflictingChange });
  });

  it("a missing required value answers 400", async () => {
    const row = { ...aUser(`null-${randomUUID()}@example.test`), email: null as unknown as string };
    const error = await refusalOf(() => server.ctx.db.insertInto("users").values(row).execute());
    expect(answerFor(error)).toMatchObject({ status: 400, message: ANSWER_MESSAGES.unstorableValue });
  });

  it("a row pointing at a missing one answers 409", async () => {
    const error = await refusalOf(() =>
      server.ctx.db
        .insertInto("event_hosts")
        .values({ event_id: `missing-${randomUUID()}`, user_id: randomUUID(), host_name: "Ghost", position: 0 })
        .execute(),
    );
    expect(answerFor(error).status).toBe(409);
  });

  const onPostgres = process.env.HANDRAISE_TEST_DB === "postgres";
  if (!onPostgres) console.warn("PostgreSQL data-exception case SKIPPED here: it runs in the server-postgres project");
  it.runIf(onPostgres)(
    "PostgreSQL data exceptions (NUL in text, a number out of range, a bad cast) answer 400",
    async () => {
      const refusals = [
        () => sql`select ${"a\u0000b"}::text`.execute(server.ctx.db),
        () => sql`select ${"1e309"}::float8`.execute(server.ctx.db),
        () => sql`select ${"twelve"}::integer`.execute(server.ctx.db),
      ];
      for (const run of refusals) {
        const error = (await refusalOf(run)) as { code?: string };
        expect(error.code?.slice(0, 2)).toBe("22");
        expect(answerFor(error)).toMatchObject({ status: 400, message: ANSWER_MESSAGES.unstorableValue });
      }
    },
  );

  it("anything else stays a 500 with no detail", () => {
    expect(answerFor(Object.assign(new Error("boom"), { code: "XX000" }))).toMatchObject({
      status: 500,
      message: ANSWER_MESSAGES.internalError,
    });
  });
});
