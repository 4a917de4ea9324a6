// The event form's values as typed (the draft) and as sent (docs/product.md §5). The form's schema
// is the contract's event schema for every field the API takes as is; date and time, each
// person's share and the blocked words are typed as text and checked here, so each refusal shows
// under its own field like any other.
import {
  EVENT_DEFAULTS,
  type EventStatus,
  eventFieldsSchema,
  type HandraiseEvent,
  isLocale,
  type Locale,
  type PlanLimit,
  textSchema,
} from "@handraise/contract";
import * as z from "zod/mini";
import { translate } from "../../lib/i18n/translate.ts";
import { combineDateAndTime, nextWholeHour, toDateAndTime } from "./event-dates.ts";
import { clamp } from "./limit-stepper.tsx";
import { parseBlockedWords, parseQuestionShare } from "./moderation-fields.ts";

/** What the form gives its screen: the event's fields as the API takes them. */
export type EventFormValues = {
  title: string;
  date: string;
  description: string;
  organisation: string;
  location_IRL: string;
  location_online: string;
  allowGuestMembers: boolean;
  /** New questions wait for a host's approval (docs/features/events.md). */
  moderateQuestions: boolean;
  allowAnonymous: boolean;
  maxMembers: number;
  maxQuestions: number;
  /** How many polls the event may hold (docs/features/polls.md). */
  maxPolls: number;
  /** One person's share of the questions; null: none (docs/features/moderation.md). */
  maxQuestionsPerMember: number | null;
  /** The host's blocked words; absent when the form could not know them. */
  blockedWords?: string[];
  status: EventStatus;
  /** The language of the presenter view; null: each viewer's own. */
  language: Locale | null;
};

/** The form as typed: date and time apart, the share and the words as text. */
export type EventFormDraft = Omit<EventFormValues, "date" | "maxQuestionsPerMember" | "blockedWords" | "language"> & {
  day: string;
  time: string;
  /** As typed: empty for none. */
  maxQuestionsPerMember: string;
  /** One word or phrase per line. */
  blockedWords: string;
  /** A language of LOCALES, or empty for each viewer's own. */
  language: string;
};

const draftSchema = z
  .extend(
    z.required(
      z.pick(eventFieldsSchema, {
        title: true,
        description: true,
        organisation: true,
        location_IRL: true,
        location_online: true,
        allowGuestMembers: true,
        moderateQuestions: true,
        allowAnonymous: true,
        maxMembers: true,
        maxQuestions: true,
        maxPolls: true,
        status: true,
      }),
    ),
    {
      day: textSchema,
      time: textSchema,
      maxQuestionsPerMember: textSchema,
      blockedWords: textSchema,
      language: textSchema,
    },
  )
  .check(
    z.superRefine((draft, ctx) => {
      if (!combineDateAndTime(draft.day, draft.time)) {
        ctx.addIssue({ code: "custom", path: ["day"], message: translate("messages.chooseDateAndTime") });
      }
      const share = parseQuestionShare(draft.maxQuestionsPerMember);
      if ("error" in share) ctx.addIssue({ code: "custom", path: ["maxQuestionsPerMember"], message: share.error });
      const words = parseBlockedWords(draft.blockedWords);
      if ("error" in words) ctx.addIssue({ code: "custom", path: ["blockedWords"], message: words.error });
    }),
  );

export const eventFormSchema = z.pipe(
  draftSchema,
  z.transform(({ day, time, maxQuestionsPerMember, blockedWords, language, ...fields }): EventFormValues => {
    // Reached only when the checks above passed: each reading below is a value.
    const share = parseQuestionShare(maxQuestionsPerMember);
    const words = parseBlockedWords(blockedWords);
    return {
      ...fields,
      date: combineDateAndTime(day, time) ?? "",
      maxQuestionsPerMember: "value" in share ? share.value : null,
      blockedWords: "value" in words ? words.value : [],
      language: isLocale(language) ? language : null,
    };
  }),
);

export type Maxima = { maxMembers: number; maxQuestions: number; maxPolls: number };

/**
 * How far each stepper goes: the plan's limit on this server, or the event's own value when it
 * is higher (the server lets an event keep or lower what it has, docs/SECURITY.md "Limits").
 */
export function stepperMaxima(plan: PlanLimit, event: HandraiseEvent | undefined): Maxima {
  return {
    maxMembers: Math.max(plan.maxMembers, event?.maxMembers ?? 0),
    maxQuestions: Math.max(plan.maxQuestions, event?.maxQuestions ?? 0),
    maxPolls: Math.max(plan.maxPolls, event?.maxPolls ?? 0),
  };
}

export function draftOf(event: HandraiseEvent | undefined, max: Maxima): EventFormDraft {
  const when = toDateAndTime(event ? new Date(event.date) : nextWholeHour());
  return {
    title: event?.title ?? "",
    day: when.date,
    time: when.time,
    description: event?.description ?? "",
    organisation: event?.organisation ?? "",
    location_IRL: event?.location_IRL ?? "",
    location_online: event?.location_online ?? "",
    allowGuestMembers: event?.allowGuestMembers ?? true,
    // New events: no review, anonymous questions allowed (the server's defaults too).
    moderateQuestions: event?.moderateQuestions ?? false,
    allowAnonymous: event?.allowAnonymous ?? true,
    maxMembers: clamp(event?.maxMembers ?? EVENT_DEFAULTS.maxMembers, max.maxMembers),
    maxQuestions: clamp(event?.maxQuestions ?? EVENT_DEFAULTS.maxQuestions, max.maxQuestions),
    maxPolls: clamp(event?.maxPolls ?? EVENT_DEFAULTS.maxPolls, max.maxPolls),
    maxQuestionsPerMember: event?.maxQuestionsPerMember ? String(event.maxQuestionsPerMember) : "",
    blockedWords: event?.blockedWords?.join("\n") ?? "",
    status: event?.status ?? "upcoming",
    language: event?.language ?? "",
  };
}
