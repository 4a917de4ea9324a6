// Row types of every table. Booleans are stored as 0/1 and times as ISO 8601 text in both
// engines, so one SQL layer serves SQLite and PostgreSQL alike.
import type { Generated } from "kysely";

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  company_name: string;
  password_hash: string;
  /** Bumped by logout-all, password reset and deletion: older tokens answer 401. */
  token_version: number;
  is_pro: Flag;
  plan: string;
  plan_status: string;
  plan_end_date: string | null;
  stripe_customer_id: string | null;
  /** Migration 0010: the account's language (a contract LOCALES value), null until chosen. */
  locale: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** The last confirmation mail sent to a contact form's sender address (migration 0011). */
export interface ContactConfirmationsTable {
  /** Lower-cased, as the contact message stores it. */
  email: string;
  sent_at: string;
}

export interface GuestsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface EventsTable {
  id: string;
  title: string;
  description: string;
  date: string;
  organisation: string;
  location_irl: string;
  location_online: string;
  status: string;
  max_members: number;
  max_polls: number;
  max_questions: number;
  allow_guest_members: Flag;
  is_public: Flag;
  questions_paused: Flag;
  /** Bumped with every change to the event's questions or reactions (0 when created). */
  questions_version: number;
  /**
   * Migration 0012: every question row of the event, written with each insert, delete and erase.
   * Read only inside those writes' transactions: a kept copy of the row may be behind.
   */
  question_count: number;
  /** Join code (migration 0004): unique over every event, never reused. */
  code: string | null;
  /** The question being answered now (never a hidden, awaiting or deleted one). */
  spotlight_question_id: string | null;
  moderate_questions: Flag;
  allow_anonymous: Flag;
  /** Migration 0005: one person's share of the question limit; null: none. */
  max_questions_per_member: number | null;
  /** The host's blocked words, a JSON array of strings (docs/features/moderation.md). */
  blocked_words: string;
  /** Migration 0010: the language of the event's presenter view (a LOCALES value); null: unset. */
  language: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface EventHostsTable {
  event_id: string;
  user_id: string;
  host_name: string;
  position: number;
}

export interface EventMembersTable {
  id: string;
  event_id: string;
  user_id: string | null;
  guest_id: string | null;
  guest_name: string | null;
  joined_at: string;
}

export interface QuestionsTable {
  id: string;
  event_id: string;
  content: string;
  status: string;
  hidden: Flag;
  /** Member id: an account's user id or a guest's guestId. */
  created_by: string;
  creator_name: string;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** Live room (migration 0004): waits for a host's approval before the audience sees it. */
  awaiting_review: Flag;
  /** Asked anonymously: created_by and creator_name never leave the server but to the author. */
  anonymous: Flag;
  reply_text: string | null;
  reply_host_name: string | null;
  reply_at: string | null;
  /** Migration 0005: held by the word filter, in its text ('question') or its asker's name ('name'). */
  flag_in: string | null;
  /** The entry of the filter's lists it matched. */
  flag_word: string | null;
  /** Migration 0006: asked by an account since deleted; its name is gone (creator_name ''). */
  author_deleted: Flag;
}

/** An id that belonged to a deleted account (migration 0006): never anyone's again. */
export interface RetiredMemberIdsTable {
  id: string;
  retired_at: string;
}

export interface QuestionReactionsTable {
  question_id: string;
  member_id: string;
  created_at: string;
  /** Migration 0009: the question's event, so the report counts an event's likes by index. */
  event_id: string;
}

export interface QuestionLikesTable extends QuestionReactionsTable {
  /** Migration 0013: the minute of `created_at` ("2030-01-01T10:07"), written with it, for the report. */
  created_minute: string;
}

/** Migration 0014: how many likes a question has, moved with its likes' rows (the report ranks by it). */
export interface QuestionLikeCountsTable {
  question_id: string;
  likes: number;
}

export interface PollsTable {
  id: string;
  event_id: string;
  question: string;
  created_at: string;
  /** choice, wordcloud, rating, ranking, open or quiz (migration 0007). */
  kind: string;
  /** draft, open or closed. */
  status: string;
  results_shown: Flag;
  /** The kind's settings as JSON: allowMultiple, scaleMax, correctOptionIds, secondsToAnswer. */
  settings: string;
  /** When the poll last opened (a quiz's clock starts here). */
  opened_at: string | null;
}

export interface PollOptionsTable {
  id: string;
  poll_id: string;
  text: string;
  position: number;
}

/** One voter's ballot in one poll (migration 0007); what they chose is in poll_vote_items. */
export interface PollVotesTable {
  /** Names an open answer to hosts (hiding it) without naming its voter. */
  id: string;
  poll_id: string;
  member_id: string;
  /** A rating's value. */
  value: number | null;
  /** An open answer's text, and whether a host hid it. */
  text: string | null;
  hidden: Flag;
  /** A quiz answer's points. */
  points: number | null;
  created_at: string;
}

/** An option chosen or ranked (position: its place), or a word of a word cloud. */
export interface PollVoteItemsTable {
  poll_id: string;
  member_id: string;
  position: number;
  option_id: string | null;
  word: string | null;
  spelling: string | null;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string | null;
  customer_id: string;
  status: string;
  plan: string;
  current_period_end: string | null;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  user_id: string | null;
  amount_paid: number;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  plan: string;
  status: string;
  receipt_url: string | null;
  created_at: string;
}

/** A person removed from an event by a host (migration 0005): they may not come back until lifted. */
export interface EventBansTable {
  id: string;
  event_id: string;
  member_id: string;
  name: string;
  banned_by: string;
  created_at: string;
}

/** A mail waiting to leave, or sent (migration 0002). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  reply_to: string | null;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** Until when one worker holds the row while sending it. */
  claimed_until: string | null;
  sent_at: string | null;
  /** Set when retrying stopped (after MAIL_GIVE_UP_MS); the row stays for the record. */
  failed_at: string | null;
  last_error: string | null;
}

export interface Database {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  contact_confirmations: ContactConfirmationsTable;
  guests: GuestsTable;
  retired_member_ids: RetiredMemberIdsTable;
  events: EventsTable;
  event_hosts: EventHostsTable;
  event_members: EventMembersTable;
  event_bans: EventBansTable;
  questions: QuestionsTable;
  question_likes: QuestionLikesTable;
  question_favourites: QuestionReactionsTable;
  question_like_counts: QuestionLikeCountsTable;
  polls: PollsTable;
  poll_options: PollOptionsTable;
  poll_votes: PollVotesTable;
  poll_vote_items: PollVoteItemsTable;
  stripe_events: StripeEventsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  mail_outbox: MailOutboxTable;
}

export type { Generated };
