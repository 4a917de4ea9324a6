// What a database error means, the same on both engines: PostgreSQL's SQLSTATE (node-postgres
// `code`) and better-sqlite3's extended result code. The one place that reads those codes for a
// rule; http/database-refusal.ts turns the rest of class 22 and 23 into 400/409 answers.

/** The engine's error code, when the error came from the database with one. */
export function databaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A unique key refused a row (PostgreSQL 23505, SQLite's UNIQUE or PRIMARY KEY constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** A row pointed at something that no longer exists (a question deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
