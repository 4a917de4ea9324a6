// Database refusals caused by what the request carried, not by the server: PostgreSQL SQLSTATE
// class 22 (data exception, e.g. a NUL byte or a number out of range) and class 23 (integrity
// constraint, e.g. a unique key two requests raced for), and SQLite's equivalents. Input
// validation should stop these first; this keeps a missed case a 400/409 instead of a 500.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { databaseErrorCode } from "../db/errors.ts";

export type RefusalAnswer = { status: 400 | 409; message: string };

const BAD_VALUE: RefusalAnswer = { status: 400, message: ANSWER_MESSAGES.unstorableValue };
const CONFLICT: RefusalAnswer = { status: 409, message: ANSWER_MESSAGES.conflictingChange };

/** A missing or out-of-rule value is the request's shape; a clash with other rows is a conflict. */
const POSTGRES_BAD_VALUE_CONSTRAINTS = new Set(["23502", "23514"]); // not null, check
const SQLITE_BAD_VALUE = new Set([
  "SQLITE_CONSTRAINT_NOTNULL",
  "SQLITE_CONSTRAINT_CHECK",
  "SQLITE_MISMATCH",
  "SQLITE_TOOBIG",
  "SQLITE_RANGE",
]);

function postgresAnswer(code: string): RefusalAnswer | undefined {
  if (!/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code.startsWith("22")) return BAD_VALUE;
  if (code.startsWith("23")) return POSTGRES_BAD_VALUE_CONSTRAINTS.has(code) ? BAD_VALUE : CONFLICT;
  return undefined;
}

function sqliteAnswer(code: string): RefusalAnswer | undefined {
  if (SQLITE_BAD_VALUE.has(code)) return BAD_VALUE;
  if (code.startsWith("SQLITE_CONSTRAINT")) return CONFLICT;
  return undefined;
}

/** The 400/409 answer for a database refusal of the request's data, or undefined for anything else. */
export function databaseRefusalAnswer(error: unknown): RefusalAnswer | undefined {
  const code = databaseErrorCode(error);
  if (code === undefined) return undefined;
  return code.startsWith("SQLITE_") ? sqliteAnswer(code) : postgresAnswer(code);
}
