// Factories build what a test needs through the real API, so every row is made the way a user
// makes it. Each returns what later calls need (ids, tokens).
import { randomUUID } from "node:crypto";
import type { HttpClient } from "./http.ts";

export type TestUser = { _id: string; email: string; password: string; displayName: string; token: string };

let counter = 0;

export async function buildUser(
  http: HttpClient,
  fields: Partial<{ displayName: string; email: string; password: string; companyName: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.test`;
  const password = fields.password ?? "correct horse battery";
  const displayName = fields.displayName ?? `User ${counter}`;
  const answer = await http.post("/api/auth/register", {
    body: { displayName, email, password, ...(fields.companyName ? { companyName: fields.companyName } : {}) },
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`buildUser failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { _id: answer.body.userInfo._id, email, password, displayName, token: answer.body.token };
}

/** Makes a user Pro directly in storage, for tests about plan limits that are not about payments. */
export async function makePro(db: import("../../src/db/connect.ts").Db, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ is_pro: 1, plan: "pro-monthly", plan_status: "active" })
    .where("id", "=", userId)
    .execute();
}
