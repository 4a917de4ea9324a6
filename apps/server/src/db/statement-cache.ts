// SQLite statements prepared once per SQL text. Kysely's SQLite dialect calls `prepare` for every
// query, and preparing (parsing and planning the SQL) cost about as much as running it in the
// bench's profile. A better-sqlite3 statement can be run again with other parameters, so the
// database handed to Kysely keeps the last statements it prepared, by their text.
//
// A statement stays right after a migration changes the schema: SQLite re-prepares a statement
// whose schema changed when it next runs (sqlite3_prepare_v3), so `select *` sees new columns.
import type { Database as SQLiteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Every query text of the app fits many times over; `in (?, ?, …)` lists of varying length are what varies. */
const DEFAULT_CAPACITY = 500;

export class StatementCache implements SqliteDatabase {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly database: SQLiteDatabase,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  prepare(sql: string): SqliteStatement {
    const kept = this.statements.get(sql);
    // A statement still iterating (a streamed query) cannot run twice at once: a fresh one then.
    if (kept && !kept.busy) {
      // Re-inserted, so the map's order is the order of last use.
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept as unknown as SqliteStatement;
    }
    if (kept) return this.database.prepare(sql) as unknown as SqliteStatement;
    const statement = this.database.prepare(sql);
    this.statements.set(sql, statement);
    if (this.statements.size > this.capacity) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return statement as unknown as SqliteStatement;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }

  get size(): number {
    return this.statements.size;
  }
}
