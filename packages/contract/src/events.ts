// Events and membership (docs/product.md §3 "Event", §4, §7; docs/product.md §10 "Answers and errors").
import { z } from "zod";
import { displayNameSchema, idSchema, isoDateTimeSchema, localeSchema, textSchema } from "./common.ts";
import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX, QUESTIONS_PER_MEMBER_MAX } from "./limits.ts";

export const EVENT_STATUSES = ["tbc", "upcoming", "live", "paused", "ended", "canceled", "hide"] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Choices of the host's status dropdown on the event header. */
export const HEADER_STATUS_CHOICES: readonly EventStatus[] = ["tbc", "upcoming", "live", "paused", "ended", "canceled"];
/** Choices of the edit form, with their labels. */
export const EDIT_FORM_STATUS_CHOICES: readonly { value: EventStatus; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "live", label: "Live" },
  { value: "paused", label: "Pause" },
  { value: "ended", label: "Finished" },
  { value: "hide", label: "Hide" },
];
/** Statuses for which non-hosts see a badge. */
export const AUDIENCE_BADGE_STATUSES: readonly EventStatus[] = ["live", "paused", "ended", "hide"];

export const hostEntrySchema = z.object({ hostId: z.string(), hostName: z.string() });
export type HostEntry = z.infer<typeof hostEntrySchema>;

export const memberEntrySchema = z.union([
  z.object({ user: z.string() }),
  z.object({ guestId: z.string(), guestName: z.string() }),
]);
export type MemberEntry = z.infer<typeof memberEntrySchema>;

export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  organisation: z.string(),
  location_IRL: z.string(),
  location_online: z.string(),
  status: eventStatusSchema,
  maxMembers: z.number().int(),
  maxPolls: z.number().int(),
  maxQuestions: z.number().int(),
  allowGuestMembers: z.boolean(),
  isPublic: z.boolean(),
  questionsPaused: z.boolean(),
  /** Join code, six characters of JOIN_CODE_ALPHABET (docs/features/questions.md). */
  code: z.string(),
  /** The question being answered now, or null. */
  spotlightQuestionId: z.string().nullable(),
  /** New questions wait for a host's approval before the audience sees them. */
  moderateQuestions: z.boolean(),
  /** Members may ask without their name being shown to anyone, hosts included. */
  allowAnonymous: z.boolean(),
  /** How many questions one person may ask in the event; null: no share of their own. */
  maxQuestionsPerMember: z.number().int().nullable(),
  /**
   * The host's own blocked words (docs/features/moderation.md): in answers to hosts only, so the
   * audience never reads the list it would have to get around.
   */
  blockedWords: z.array(z.string()).optional(),
  /** The event holds maxQuestions questions (awaiting and hidden ones count): no one can ask. */
  questionLimitReached: z.boolean(),
  /** The language the presenter view shows in (a LOCALES value); null: each viewer's own. */
  language: localeSchema.nullable(),
  createdBy: z.string(),
  host: z.array(hostEntrySchema),
  members: z.array(memberEntrySchema),
  createdAt: z.string(),
});
export type HandraiseEvent = z.infer<typeof eventSchema>;

const limit = z.number().int().min(0).max(1000);

export const eventFieldsSchema = z.strictObject({
  title: textSchema.trim().min(1).max(200),
  description: textSchema.max(5000).optional(),
  date: isoDateTimeSchema,
  organisation: textSchema.max(200).optional(),
  location_IRL: textSchema.max(300).optional(),
  location_online: textSchema.max(500).optional(),
  status: eventStatusSchema.optional(),
  maxMembers: limit.optional(),
  maxPolls: limit.optional(),
  maxQuestions: limit.optional(),
  allowGuestMembers: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  moderateQuestions: z.boolean().optional(),
  allowAnonymous: z.boolean().optional(),
  /** Empty or null: unset. */
  maxQuestionsPerMember: z.number().int().min(1).max(QUESTIONS_PER_MEMBER_MAX).nullable().optional(),
  blockedWords: z.array(textSchema.trim().min(1).max(BLOCKED_WORD_MAX_LENGTH)).max(BLOCKED_WORDS_MAX).optional(),
  /** The presenter view's language; null or absent: unset. */
  language: localeSchema.nullable().optional(),
  /** The client sends the creator as host; the server takes the host from the token. */
  host: z.object({ hostId: textSchema.max(64), hostName: textSchema.max(200) }).optional(),
});
export const createEventBodySchema = eventFieldsSchema;
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

/** A full update, or only status, or only isPublic, or only questionsPaused. */
export const updateEventBodySchema = eventFieldsSchema
  .omit({ host: true })
  .partial()
  .extend({ questionsPaused: z.boolean().optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" });
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventListsAnswerSchema = z.object({
  host_list: z.array(eventSchema),
  member_list: z.array(eventSchema),
});
export type EventListsAnswer = z.infer<typeof eventListsAnswerSchema>;

export const guestJoinBodySchema = z.strictObject({
  guestName: displayNameSchema,
  guestId: z.uuid(),
  joinedAt: textSchema.max(64).optional(),
  ipAddress: textSchema.max(64).optional(),
});
export type GuestJoinBody = z.infer<typeof guestJoinBodySchema>;

export const guestJoinAnswerSchema = eventSchema.extend({ guestToken: z.string() });
export type GuestJoinAnswer = z.infer<typeof guestJoinAnswerSchema>;

export const eventIdSchema = idSchema;

/** `GET /api/events/code/:code`: any text up to a few characters; an impossible code is a 404. */
export const joinCodeParamsSchema = z.object({ code: textSchema.min(1).max(16) });

/** `POST /api/events/:id/hosts`: the creator adds a co-host by the e-mail of their account. */
export const addHostBodySchema = z.strictObject({ email: textSchema.trim().toLowerCase().min(3).max(254) });
export const hostParamsSchema = z.object({ id: idSchema, userId: idSchema });

/**
 * `PATCH /api/questions/:id/spotlight`: on sets the question as the event's answered now
 * (`spotlightQuestionId`), off clears it (docs/features/events.md "Now answering" "Now answering").
 */
export const spotlightBodySchema = z.strictObject({ on: z.boolean() });
/** The event's spotlight as it now stands (null: none): the call's answer and `spotlightChanged`. */
export const spotlightAnswerSchema = z.object({ eventId: z.string(), questionId: z.string().nullable() });
export type SpotlightAnswer = z.infer<typeof spotlightAnswerSchema>;
