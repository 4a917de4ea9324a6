// Join codes for new events (docs/features/events.md "Join codes"). A code is drawn at random and the
// unique index on events.code decides: on the rare collision the whole create runs again with a
// new code. Codes are unique over every event and never freed, so a code printed on last year's
// slides never leads to somebody else's event.
import { randomBytes } from "node:crypto";
import { JOIN_CODE_LENGTH, joinCodeFrom } from "@handraise/contract";
import { isUniqueViolation } from "../../db/errors.ts";

/** With 31⁶ ≈ 887 million codes, five collisions in a row mean something else is wrong. */
const ATTEMPTS = 5;

export function newJoinCode(): string {
  let code = "";
  while (code.length !== JOIN_CODE_LENGTH) code = joinCodeFrom(randomBytes(16));
  return code;
}

/** Runs `create` with a fresh code, again with another one when the code was taken meanwhile. */
export async function withFreshJoinCode<T>(create: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(newJoinCode());
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
