// The host's report of an event (issue 20; docs/features/reports.md): who took part, what the room
// asked, when it was busiest, what it voted. Counts only: nothing in it names the author of an
// anonymous question or any voter.
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { pollSchema } from "./polls.ts";

/** At most this many buckets in a timeline: a long event's buckets widen instead. */
export const REPORT_TIMELINE_MAX_BUCKETS = 500;
/** The most liked questions the report lists. */
export const REPORT_TOP_QUESTIONS = 10;

export const reportBucketSchema = builtOnUse(() =>
  z.object({
    /** The bucket's start, ISO 8601 (a whole minute). */
    at: z.string(),
    joins: z.int(),
    questions: z.int(),
    likes: z.int(),
    votes: z.int(),
  }),
);
export type ReportBucket = z.infer<typeof reportBucketSchema>;

export const reportSchema = builtOnUse(() =>
  z.object({
    eventId: z.string(),
    generatedAt: z.string(),
    participants: z.object({
      /** Accounts that joined (hosts are not counted). */
      members: z.int(),
      /** Guests that joined. */
      guests: z.int(),
      total: z.int(),
      /** Distinct authors of questions. */
      askers: z.int(),
      /** Distinct voters in any poll. */
      voters: z.int(),
    }),
    questions: z.object({
      total: z.int(),
      answered: z.int(),
      hidden: z.int(),
      awaitingReview: z.int(),
      anonymous: z.int(),
      likes: z.int(),
    }),
    /** Minutes covered by one bucket of the timeline: 1, or wider for a long event. */
    bucketMinutes: z.int(),
    /** One bucket per `bucketMinutes` from the first activity to the last, empty ones included. */
    timeline: z.array(reportBucketSchema),
    topQuestions: z.array(z.object({ _id: z.string(), content: z.string(), likes: z.int(), answered: z.boolean() })),
    /** Each poll that ran (drafts left out), as its hosts see it. */
    polls: z.array(pollSchema),
  }),
);
export type EventReport = z.infer<typeof reportSchema>;
