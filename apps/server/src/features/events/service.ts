// Event rules: create, read, list, edit and delete, with plan limits and real-time news after
// each commit. Membership (joins) lives in membership-service.ts.
import { randomUUID } from "node:crypto";
import {
  ANSWER_MESSAGES,
  type CreateEventBody,
  EVENT_DEFAULTS,
  type EventListsAnswer,
  type HandraiseEvent,
  isJoinCode,
  MESSAGES,
  normalizeJoinCode,
  planTier,
  type UpdateEventBody,
} from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { EventsTable, UsersTable } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { storedBlockedWords } from "../moderation/event-words.ts";
import { broadcastEventChange, broadcastEventDeleted } from "./broadcast.ts";
import { eventAccessFor } from "./event-access.ts";
import { withFreshJoinCode } from "./join-codes.ts";
import { loadEvent, presentEvents } from "./load.ts";
import { assertCreator, assertHost, assertReadable, assertWithinPlanLimits } from "./policy.ts";
import {
  creatorIsPro,
  deleteEventRow,
  eventsHostedBy,
  eventsJoinedBy,
  findEventByCode,
  insertEvent,
  insertHost,
  updateEventRow,
} from "./repository.ts";

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
/** Dates are kept in one ISO form (UTC), whatever offset the client sent. */
const isoDate = (value: string) => new Date(value).toISOString();

async function mustLoad(ctx: AppContext, eventId: string, forHosts = false): Promise<HandraiseEvent> {
  const event = await loadEvent(ctx.db, eventId, forHosts);
  if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
  return event;
}

export async function createEvent(ctx: AppContext, creator: UsersTable, body: CreateEventBody) {
  assertWithinPlanLimits(ctx.config.planLimits, body, creator.is_pro === 1);
  // A limit not given is the form's default, within the plan (an operator may set a plan lower).
  const plan = ctx.config.planLimits[planTier(creator.is_pro === 1)];
  const now = new Date().toISOString();
  const row: EventsTable = {
    id: randomUUID(),
    title: body.title,
    description: body.description ?? "",
    date: isoDate(body.date),
    organisation: body.organisation ?? "",
    location_irl: body.location_IRL ?? "",
    location_online: body.location_online ?? "",
    status: body.status ?? "upcoming",
    max_members: body.maxMembers ?? Math.min(EVENT_DEFAULTS.maxMembers, plan.maxMembers),
    max_polls: body.maxPolls ?? Math.min(EVENT_DEFAULTS.maxPolls, plan.maxPolls),
    max_questions: body.maxQuestions ?? Math.min(EVENT_DEFAULTS.maxQuestions, plan.maxQuestions),
    allow_guest_members: flag(body.allowGuestMembers ?? false),
    is_public: flag(body.isPublic ?? true),
    questions_paused: 0,
    questions_version: 0,
    question_count: 0,
    code: null,
    spotlight_question_id: null,
    moderate_questions: flag(body.moderateQuestions ?? false),
    allow_anonymous: flag(body.allowAnonymous ?? true),
    max_questions_per_member: body.maxQuestionsPerMember ?? null,
    blocked_words: storedBlockedWords(body.blockedWords ?? []),
    language: body.language ?? null,
    created_by: creator.id,
    created_at: now,
    updated_at: now,
  };
  // The host is taken from the token, never from the body's `host`.
  await withFreshJoinCode((code) =>
    ctx.db.transaction().execute(async (trx) => {
      await insertEvent(trx, { ...row, code });
      await insertHost(trx, { event_id: row.id, user_id: creator.id, host_name: creator.display_name, position: 0 });
    }),
  );
  return mustLoad(ctx, row.id, true);
}

/**
 * A private event names its members to its hosts and members only: any signed-in account may
 * read it through its link or join code, but who takes part is not theirs to learn before they
 * join (docs/features/events.md "Join codes").
 */
export async function getEvent(ctx: AppContext, actor: Actor, eventId: string) {
  const access = assertReadable(await eventAccessFor(ctx.db, actor, eventId));
  const event = await mustLoad(ctx, eventId, access.isHost);
  if (!event.isPublic && !access.isHost && !access.isMember) return { ...event, members: [] };
  return event;
}

/** The event of a join code, exactly as getEvent answers it for this caller (the same 404s). */
export async function getEventByCode(ctx: AppContext, actor: Actor, typed: string) {
  const row = isJoinCode(typed) ? await findEventByCode(ctx.db, normalizeJoinCode(typed)) : undefined;
  if (!row) throw notFound(ANSWER_MESSAGES.eventNotFound);
  return getEvent(ctx, actor, row.id);
}

export async function listEvents(ctx: AppContext, user: UsersTable): Promise<EventListsAnswer> {
  const [hosted, joined] = await Promise.all([eventsHostedBy(ctx.db, user.id), eventsJoinedBy(ctx.db, user.id)]);
  const [host_list, member_list] = await Promise.all([
    presentEvents(ctx.db, hosted, true),
    presentEvents(ctx.db, joined),
  ]);
  return { host_list, member_list };
}

function changesFrom(body: UpdateEventBody): Partial<EventsTable> {
  const changes: Partial<EventsTable> = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.date !== undefined) changes.date = isoDate(body.date);
  if (body.organisation !== undefined) changes.organisation = body.organisation;
  if (body.location_IRL !== undefined) changes.location_irl = body.location_IRL;
  if (body.location_online !== undefined) changes.location_online = body.location_online;
  if (body.status !== undefined) changes.status = body.status;
  if (body.maxMembers !== undefined) changes.max_members = body.maxMembers;
  if (body.maxPolls !== undefined) changes.max_polls = body.maxPolls;
  if (body.maxQuestions !== undefined) changes.max_questions = body.maxQuestions;
  if (body.allowGuestMembers !== undefined) changes.allow_guest_members = flag(body.allowGuestMembers);
  if (body.isPublic !== undefined) changes.is_public = flag(body.isPublic);
  if (body.questionsPaused !== undefined) changes.questions_paused = flag(body.questionsPaused);
  if (body.moderateQuestions !== undefined) changes.moderate_questions = flag(body.moderateQuestions);
  if (body.allowAnonymous !== undefined) changes.allow_anonymous = flag(body.allowAnonymous);
  if (body.maxQuestionsPerMember !== undefined) changes.max_questions_per_member = body.maxQuestionsPerMember;
  if (body.blockedWords !== undefined) changes.blocked_words = storedBlockedWords(body.blockedWords);
  if (body.language !== undefined) changes.language = body.language;
  return changes;
}

/** A full update, or only status, visibility or the questions pause: whatever fields are sent. */
export async function updateEvent(ctx: AppContext, actor: Actor, eventId: string, body: UpdateEventBody) {
  const { event: before } = assertHost(await eventAccessFor(ctx.db, actor, eventId));
  assertWithinPlanLimits(ctx.config.planLimits, body, await creatorIsPro(ctx.db, before.created_by), {
    maxMembers: before.max_members,
    maxQuestions: before.max_questions,
    maxPolls: before.max_polls,
  });
  await updateEventRow(ctx.db, eventId, { ...changesFrom(body), updated_at: new Date().toISOString() });
  // Before the rooms are checked again: a private event's visitors must be read anew.
  await rowsChanged(ctx.db, [scopes.event(eventId)]);
  const event = await mustLoad(ctx, eventId);
  await broadcastEventChange(ctx.realtime, event, {
    statusChanged: event.status !== before.status,
    becamePrivate: before.is_public === 1 && !event.isPublic,
  });
  return mustLoad(ctx, eventId, true);
}

export async function deleteEvent(ctx: AppContext, actor: Actor, eventId: string) {
  assertCreator(await eventAccessFor(ctx.db, actor, eventId));
  await deleteEventRow(ctx.db, eventId);
  await rowsChanged(ctx.db, [scopes.event(eventId)]);
  broadcastEventDeleted(ctx.realtime, eventId);
  return { message: MESSAGES.eventDeleted };
}
