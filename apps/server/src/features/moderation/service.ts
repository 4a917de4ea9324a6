// Bans (docs/features/moderation.md "Bans"): a host removes the author of a question, or a member, from
// the event. In one transaction behind the event row's lock: the ban, the member's place freed,
// their questions hidden (and so no longer counted against the limit), the spotlight taken off
// one of theirs. After commit their sockets are told and leave the rooms, everyone else hears
// the questions go. Lifting a ban lets the person join again; their questions stay hidden.
import { randomUUID } from "node:crypto";
import { ANONYMOUS_NAME, ANSWER_MESSAGES, type Ban, type BanBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { EventBansTable } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { scopes } from "../../http/cache-invalidation.ts";
import { announceSpotlight, broadcastEventChange } from "../events/broadcast.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { loadEvent } from "../events/load.ts";
import { assertHost } from "../events/policy.ts";
import { lockEvent } from "../events/repository.ts";
import { announceVisibilityChanged } from "../questions/broadcasts.ts";
import { nextTimestamp } from "../questions/clock.ts";
import { presentQuestion } from "../questions/presenter.ts";
import { changeQuestions } from "../questions/question-change.ts";
import { reactionsOfQuestion } from "../questions/reaction-repository.ts";
import { findQuestion } from "../questions/repository.ts";
import { announceBansChanged, announceRemoved } from "./broadcasts.ts";
import { presentBan } from "./presenter.ts";
import {
  banOfMember,
  bansOf,
  clearSpotlightOn,
  deleteBan,
  findBan,
  hideQuestionsOf,
  insertBan,
  isHostOf,
  nameInEvent,
  questionOfEvent,
  removeMembership,
} from "./repository.ts";

type Outcome = { ban: EventBansTable; hidden: string[]; spotlightCleared: boolean };

export async function listBans(ctx: AppContext, actor: Actor, eventId: string): Promise<Ban[]> {
  assertHost(await eventAccessFor(ctx.db, actor, eventId));
  return (await bansOf(ctx.db, eventId)).map(presentBan);
}

export async function banMember(ctx: AppContext, actor: Actor, eventId: string, body: BanBody): Promise<Ban> {
  const bannedBy = actor.kind === "account" ? actor.user.id : "";
  const outcome = await changeQuestions(
    ctx,
    async (trx) => {
      assertHost(await eventAccessFor(trx, actor, eventId));
      if (!(await lockEvent(trx, ctx.engine, eventId))) throw notFound(ANSWER_MESSAGES.eventNotFound);
      let memberId: string;
      let name: string;
      if ("questionId" in body) {
        const question = await questionOfEvent(trx, eventId, body.questionId);
        if (!question) throw notFound(ANSWER_MESSAGES.questionNotFound);
        memberId = question.created_by;
        // From an anonymous question, the list names nobody: the host still does not learn who asked.
        name = question.anonymous === 1 ? ANONYMOUS_NAME : question.creator_name;
      } else {
        if (await isHostOf(trx, eventId, body.memberId)) throw conflict(ANSWER_MESSAGES.hostCannotBeBanned);
        if (await banOfMember(trx, eventId, body.memberId)) throw conflict(ANSWER_MESSAGES.alreadyBanned);
        const known = await nameInEvent(trx, eventId, body.memberId);
        if (known === undefined) throw notFound(ANSWER_MESSAGES.banTargetNotFound);
        memberId = body.memberId;
        name = known;
      }
      if (await isHostOf(trx, eventId, memberId)) throw conflict(ANSWER_MESSAGES.hostCannotBeBanned);
      if (await banOfMember(trx, eventId, memberId)) throw conflict(ANSWER_MESSAGES.alreadyBanned);
      const now = nextTimestamp();
      const ban: EventBansTable = {
        id: randomUUID(),
        event_id: eventId,
        member_id: memberId,
        name,
        banned_by: bannedBy,
        created_at: now,
      };
      await insertBan(trx, ban);
      await removeMembership(trx, eventId, memberId);
      const hidden = await hideQuestionsOf(trx, eventId, memberId, now);
      const spotlightCleared = await clearSpotlightOn(trx, eventId, hidden);
      const result: Outcome = { ban, hidden, spotlightCleared };
      // The removed person's standing (and its membership) is kept on every instance: dropped.
      return { eventId, result, alsoChanged: [scopes.event(eventId)] };
    },
    (done) => announceBan(ctx, eventId, done),
  );
  return presentBan(outcome.ban);
}

async function announceBan(ctx: AppContext, eventId: string, { ban, hidden, spotlightCleared }: Outcome) {
  await announceRemoved(ctx.realtime, eventId, ban.member_id);
  if (spotlightCleared) announceSpotlight(ctx.realtime, eventId, null);
  for (const questionId of hidden) {
    const row = await findQuestion(ctx.db, questionId);
    if (row)
      announceVisibilityChanged(
        ctx.realtime,
        presentQuestion(row, await reactionsOfQuestion(ctx.db, questionId), true),
      );
  }
  const event = await loadEvent(ctx.db, eventId);
  if (event) await broadcastEventChange(ctx.realtime, event, { statusChanged: false, becamePrivate: false });
}

export async function liftBan(ctx: AppContext, actor: Actor, eventId: string, banId: string): Promise<Ban> {
  // Their questions count against the limit again (they stay hidden until a host shows them).
  const ban = await changeQuestions(
    ctx,
    async (trx) => {
      assertHost(await eventAccessFor(trx, actor, eventId));
      const found = await findBan(trx, eventId, banId);
      if (!found || !(await deleteBan(trx, found.id))) throw notFound(ANSWER_MESSAGES.banNotFound);
      return { eventId, result: found, alsoChanged: [scopes.event(eventId)] };
    },
    () => announceBansChanged(ctx.realtime, eventId),
  );
  return presentBan(ban);
}
