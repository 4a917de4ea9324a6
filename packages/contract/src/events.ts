// Events and membership (docs/product.md §3 "Event", §4, §7; docs/product.md §10 "Answers and errors").
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { displayNameSchema, idSchema, isoDateTimeSchema, localeSchema, textSchema } from "./common.ts";
import {
  BLOCKED_WORD_MAX_LENGTH,
  BLOCKED_WORDS_MAX,
  JOIN_CODE_TYPED_MAX_LENGTH,
  QUESTIONS_PER_MEMBER_MAX,
} from "./limits.ts";

export const EVENT_STATUSES = ["tbc", "upcoming", "live", "paused", "ended", "canceled", "hide"] as const;
export const eventStatusSchema = builtOnUse(() => z.enum(EVENT_STATUSES));
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

export const hostEntrySchema = builtOnUse(() => z.object({ hostId: z.string(), hostName: z.string() }));
export type HostEntry = z.infer<typeof hostEntrySchema>;

export const memberEntrySchema = builtOnUse(() =>
  z.union([z.object({ user: z.string() }), z.object({ guestId: z.string(), guestName: z.string() })]),
);
export type MemberEntry = z.infer<typeof memberEntrySchema>;

export const eventSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    date: z.string(),
    organisation: z.string(),
    location_IRL: z.string(),
    location_online: z.string(),
    status: eventStatusSchema,
    maxMembers: z.int(),
    maxPolls: z.int(),
    maxQuestions: z.int(),
    allowGuestMembers: z.boolean(),
    isPublic: z.boolean(),
    questionsPaused: z.boolean(),
    /** Join code, six characters of JOIN_CODE_ALPHABET (docs/features/questions.md). */
    code: z.string(),
    /** The question being answered now, or null. */
    spotlightQuestionId: z.nullable(z.string()),
    /** New questions wait for a host's approval before the audience sees them. */
    moderateQuestions: z.boolean(),
    /** Members may ask without their name being shown to anyone, hosts included. */
    allowAnonymous: z.boolean(),
    /** How many questions one person may ask in the event; null: no share of their own. */
    maxQuestionsPerMember: z.nullable(z.int()),
    /**
     * The host's own blocked words (docs/features/moderation.md): in answers to hosts only, so the
     * audience never reads the list it would have to get around.
     */
    blockedWords: z.optional(z.array(z.string())),
    /** The event holds maxQuestions questions (awaiting and hidden ones count): no one can ask. */
    questionLimitReached: z.boolean(),
    /** The language the presenter view shows in (a LOCALES value); null: each viewer's own. */
    language: z.nullable(localeSchema),
    createdBy: z.string(),
    host: z.array(hostEntrySchema),
    members: z.array(memberEntrySchema),
    createdAt: z.string(),
  }),
);
export type HandraiseEvent = z.infer<typeof eventSchema>;

const limit = builtOnUse(() => z.int().check(z.minimum(0), z.maximum(1000)));

export const eventFieldsSchema = builtOnUse(() =>
  z.strictObject({
    title: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: z.optional(textSchema.check(z.maxLength(5000))),
    date: isoDateTimeSchema,
    organisation: z.optional(textSchema.check(z.maxLength(200))),
    location_IRL: z.optional(textSchema.check(z.maxLength(300))),
    location_online: z.optional(textSchema.check(z.maxLength(500))),
    status: z.optional(eventStatusSchema),
    maxMembers: z.optional(limit),
    maxPolls: z.optional(limit),
    maxQuestions: z.optional(limit),
    allowGuestMembers: z.optional(z.boolean()),
    isPublic: z.optional(z.boolean()),
    moderateQuestions: z.optional(z.boolean()),
    allowAnonymous: z.optional(z.boolean()),
    /** Empty or null: unset. */
    maxQuestionsPerMember: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(QUESTIONS_PER_MEMBER_MAX)))),
    blockedWords: z.optional(
      z
        .array(textSchema.check(z.trim(), z.minLength(1), z.maxLength(BLOCKED_WORD_MAX_LENGTH)))
        .check(z.maxLength(BLOCKED_WORDS_MAX)),
    ),
    /** The presenter view's language; null or absent: unset. */
    language: z.optional(z.nullable(localeSchema)),
    /** The client sends the creator as host; the server takes the host from the token. */
    host: z.optional(
      z.object({ hostId: textSchema.check(z.maxLength(64)), hostName: textSchema.check(z.maxLength(200)) }),
    ),
  }),
);
export const createEventBodySchema = eventFieldsSchema;
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

/**
 * A full update, or only status, or only isPublic, or only questionsPaused. Strict as the fields it
 * is made from: omit, partial and extend keep their refusal of unknown keys.
 */
export const updateEventBodySchema = builtOnUse(() =>
  z
    .extend(z.partial(z.omit(eventFieldsSchema, { host: true })), { questionsPaused: z.optional(z.boolean()) })
    .check(z.refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" })),
);
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventListsAnswerSchema = builtOnUse(() =>
  z.object({
    host_list: z.array(eventSchema),
    member_list: z.array(eventSchema),
  }),
);
export type EventListsAnswer = z.infer<typeof eventListsAnswerSchema>;

export const guestJoinBodySchema = builtOnUse(() =>
  z.strictObject({
    guestName: displayNameSchema,
    guestId: z.uuid(),
    joinedAt: z.optional(textSchema.check(z.maxLength(64))),
    ipAddress: z.optional(textSchema.check(z.maxLength(64))),
  }),
);
export type GuestJoinBody = z.infer<typeof guestJoinBodySchema>;

export const guestJoinAnswerSchema = builtOnUse(() => z.extend(eventSchema, { guestToken: z.string() }));
export type GuestJoinAnswer = z.infer<typeof guestJoinAnswerSchema>;

export const eventIdSchema = idSchema;

/** `GET /api/events/code/:code`: any text up to a few characters; an impossible code is a 404. */
export const joinCodeParamsSchema = builtOnUse(() =>
  z.object({
    code: textSchema.check(z.minLength(1), z.maxLength(JOIN_CODE_TYPED_MAX_LENGTH)),
  }),
);

/** `POST /api/events/:id/hosts`: the creator adds a co-host by the e-mail of their account. */
export const addHostBodySchema = builtOnUse(() =>
  z.strictObject({
    email: textSchema.check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
  }),
);
export const hostParamsSchema = builtOnUse(() => z.object({ id: idSchema, userId: idSchema }));

/**
 * `PATCH /api/questions/:id/spotlight`: on sets the question as the event's answered now
 * (`spotlightQuestionId`), off clears it (docs/features/events.md "Now answering" "Now answering").
 */
export const spotlightBodySchema = builtOnUse(() => z.strictObject({ on: z.boolean() }));
/** The event's spotlight as it now stands (null: none): the call's answer and `spotlightChanged`. */
export const spotlightAnswerSchema = builtOnUse(() =>
  z.object({ eventId: z.string(), questionId: z.nullable(z.string()) }),
);
export type SpotlightAnswer = z.infer<typeof spotlightAnswerSchema>;
