// Failures that are not the request's fault and pass by themselves: the database is
// restarting or unreachable, a statement ran past DATABASE_TIMEOUT_MS, SQLite is busy, the
// server is overloaded or stopping. They answer 503 `{message}` (with Retry-After) so clients
// and load balancers try again, instead of a 500 (docs/RELIABILITY.md).
import { ANSWER_MESSAGES } from "@handraise/contract";

/** PostgreSQL SQLSTATE classes of a connection or server problem: 08 connection, 53 resources, 57 operator. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
const SQLITE_BUSY = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT", "SQLITE_LOCKED"]);
/** What node-postgres says, without a code, when a connection is gone or never came. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "is not queryable",
  "Cannot use a pool after calling end",
];

function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, message, statusCode, cause } = error as {
    code?: unknown;
    message?: unknown;
    statusCode?: unknown;
    cause?: unknown;
  };
  if (statusCode === 503) return true;
  if (typeof code === "string") {
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (NETWORK_CODES.has(code) || SQLITE_BUSY.has(code)) return true;
  }
  if (typeof message === "string" && POOL_MESSAGES.some((m) => message.includes(m))) return true;
  return isOutage(cause, depth + 1);
}

/** The 503 answer for a passing outage, or undefined when the error is something else. */
export function outageAnswer(error: unknown): { status: 503; message: string } | undefined {
  return isOutage(error) ? { status: 503, message: ANSWER_MESSAGES.serviceUnavailable } : undefined;
}
