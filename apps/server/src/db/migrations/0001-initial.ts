// The whole schema of the first release. Written with Kysely's schema builder so the same
// migration runs on SQLite and PostgreSQL.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_pro", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("individual"))
    .addColumn("plan_status", "text", (c) => c.notNull().defaultTo("free"))
    .addColumn("plan_end_date", "text")
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").column("user_id").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("guests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("organisation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location_irl", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location_online", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("upcoming"))
    .addColumn("max_members", "integer", (c) => c.notNull())
    .addColumn("max_polls", "integer", (c) => c.notNull())
    .addColumn("max_questions", "integer", (c) => c.notNull())
    .addColumn("allow_guest_members", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("questions_paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_created_by").on("events").column("created_by").execute();

  await db.schema
    .createTable("event_hosts")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("host_name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("event_hosts_pk", ["event_id", "user_id"])
    .execute();
  await db.schema.createIndex("event_hosts_user").on("event_hosts").column("user_id").execute();

  await db.schema
    .createTable("event_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text")
    .addColumn("guest_id", "text")
    .addColumn("guest_name", "text")
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addUniqueConstraint("event_members_user_unique", ["event_id", "user_id"])
    .addUniqueConstraint("event_members_guest_unique", ["event_id", "guest_id"])
    .execute();
  await db.schema.createIndex("event_members_user").on("event_members").column("user_id").execute();

  await db.schema
    .createTable("questions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("creator_name", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("questions_idempotency_unique", ["event_id", "created_by", "idempotency_key"])
    .execute();
  await db.schema.createIndex("questions_event").on("questions").columns(["event_id", "created_at"]).execute();

  for (const table of ["question_likes", "question_favourites"] as const) {
    await db.schema
      .createTable(table)
      .addColumn("question_id", "text", (c) => c.notNull().references("questions.id").onDelete("cascade"))
      .addColumn("member_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["question_id", "member_id"])
      .execute();
  }

  await db.schema
    .createTable("polls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("poll_options")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("poll_id", "text", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("poll_votes")
    .addColumn("poll_id", "text", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("member_id", "text", (c) => c.notNull())
    .addColumn("option_id", "text", (c) => c.notNull().references("poll_options.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("poll_votes_pk", ["poll_id", "member_id"])
    .execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text")
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("current_period_end", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_user").on("subscriptions").column("user_id").execute();
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text")
    .addColumn("amount_paid", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("receipt_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_user").on("payments").columns(["user_id", "created_at"]).execute();
  await sql`select 1`.execute(db);
}
