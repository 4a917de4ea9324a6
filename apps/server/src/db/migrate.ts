// Migrations live in code and run at start, in order, once each.
import { Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as initial from "./migrations/0001-initial.ts";
import * as mailOutbox from "./migrations/0002-mail-outbox.ts";
import * as questionsVersion from "./migrations/0003-questions-version.ts";
import * as liveRoom from "./migrations/0004-live-room.ts";
import * as trollTools from "./migrations/0005-troll-tools.ts";
import * as deletedAccounts from "./migrations/0006-deleted-accounts.ts";
import * as polls from "./migrations/0007-polls.ts";
import * as reportIndexes from "./migrations/0008-report-indexes.ts";
import * as reactionsEvent from "./migrations/0009-reactions-event.ts";
import * as languages from "./migrations/0010-languages.ts";
import * as contactConfirmations from "./migrations/0011-contact-confirmations.ts";
import * as questionCount from "./migrations/0012-question-count.ts";
import * as likesMinute from "./migrations/0013-likes-minute.ts";
import * as questionLikeCount from "./migrations/0014-question-like-count.ts";
import * as questionsAuthorIndex from "./migrations/0015-questions-author-index.ts";
import * as pollTallyIndexes from "./migrations/0016-poll-tally-indexes.ts";
import * as questionsEventRanking from "./migrations/0017-questions-event-ranking.ts";

/** Every migration by name, in the order they run (tests build a database from before one). */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-initial": initial,
  "0002-mail-outbox": mailOutbox,
  "0003-questions-version": questionsVersion,
  "0004-live-room": liveRoom,
  "0005-troll-tools": trollTools,
  "0006-deleted-accounts": deletedAccounts,
  "0007-polls": polls,
  "0008-report-indexes": reportIndexes,
  "0009-reactions-event": reactionsEvent,
  "0010-languages": languages,
  "0011-contact-confirmations": contactConfirmations,
  "0012-question-count": questionCount,
  "0013-likes-minute": likesMinute,
  "0014-question-like-count": questionLikeCount,
  "0015-questions-author-index": questionsAuthorIndex,
  "0016-poll-tally-indexes": pollTallyIndexes,
  "0017-questions-event-ranking": questionsEventRanking,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** `schema`: on PostgreSQL, keep the migration tables in that schema (tests give each server one). */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

export { Kysely };
