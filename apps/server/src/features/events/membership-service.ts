// Joining an event, as an account or as a guest. The member count and the insert happen in one
// transaction behind a lock on the event row, so concurrent joins never overshoot maxMembers.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, type GuestJoinAnswer, type GuestJoinBody, type HandraiseEvent } from "@handraise/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../app-context.ts";
import type { Database, EventMembersTable, UsersTable } from "../../db/tables.ts";
import type { Actor, GuestActor } from "../../http/actor.ts";
import { conflict, forbidden, notFound } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { blockedIn } from "../moderation/event-words.ts";
import { broadcastEventChange } from "./broadcast.ts";
import { eventAccessFor } from "./event-access.ts";
import { findGuest, isAccountId, registerGuest, renameGuest } from "./guest-repository.ts";
import { loadEvent } from "./load.ts";
import { assertReadable } from "./policy.ts";
import {
  countMembers,
  findAccountMember,
  findGuestMember,
  insertMember,
  isBanned,
  isHostOf,
  lockEvent,
} from "./repository.ts";

/** Inside the join transaction: refuses a full event, else adds the member. */
async function addMember(trx: Transaction<Database>, maxMembers: number, row: EventMembersTable): Promise<void> {
  if ((await countMembers(trx, row.event_id)) >= maxMembers) throw conflict(ANSWER_MESSAGES.eventFull);
  await insertMember(trx, row);
}

async function finish(ctx: AppContext, eventId: string, changed: boolean, memberId: string): Promise<HandraiseEvent> {
  // The joiner's kept standing (a visitor until now) and, for a guest, its kept name: dropped
  // everywhere before anyone hears of the join.
  if (changed) await rowsChanged(ctx.db, [scopes.member(eventId, memberId), scopes.guest(memberId)]);
  // A visitor of a private event who joined hears the members from now on, this change included.
  if (changed) ctx.realtime.admitMember(eventId, memberId);
  const event = await loadEvent(ctx.db, eventId);
  if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
  if (changed) await broadcastEventChange(ctx.realtime, event, { statusChanged: false, becamePrivate: false });
  return event;
}

/** An account joins. Joining twice, or a host joining their own event, changes nothing. */
export async function joinAsAccount(ctx: AppContext, user: UsersTable, eventId: string): Promise<HandraiseEvent> {
  const actor: Actor = { kind: "account", user };
  const access = assertReadable(await eventAccessFor(ctx.db, actor, eventId));
  if (access.isBanned) throw forbidden(ANSWER_MESSAGES.bannedFromEvent);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.engine, eventId);
    if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
    if (await isHostOf(trx, eventId, user.id)) return false;
    if (await findAccountMember(trx, eventId, user.id)) return false;
    await addMember(trx, event.max_members, {
      id: randomUUID(),
      event_id: eventId,
      user_id: user.id,
      guest_id: null,
      guest_name: null,
      joined_at: new Date().toISOString(),
    });
    return true;
  });
  return finish(ctx, eventId, changed, user.id);
}

/**
 * A guest joins. The first join of a guestId registers it and the answer carries its guest
 * token; any later join with that guestId must present the token (X-Guest-Token), because a
 * guestId alone never proves who is calling. `beforeNewGuest` runs just before a new guestId is
 * registered, when the join is sure to succeed: the rate limit of new guest identities.
 */
export async function joinAsGuest(
  ctx: AppContext,
  caller: Actor,
  eventId: string,
  body: GuestJoinBody,
  guestToken: string | undefined,
  beforeNewGuest: () => Promise<void> = async () => undefined,
): Promise<GuestJoinAnswer> {
  const claims = guestToken ? await ctx.tokens.verifyGuest(guestToken) : undefined;
  const proven = claims?.guestId === body.guestId;
  const guest: GuestActor = { kind: "guest", guestId: body.guestId, guestName: body.guestName };
  // A private event stays hidden from a visitor who is neither signed in nor already a member.
  const access = assertReadable(await eventAccessFor(ctx.db, proven ? guest : caller, eventId));
  // Into a private event, only its members and hosts bring guests: reading it with the link is
  // not enough (docs/features/moderation.md).
  if (!proven && access.event.is_public !== 1 && !(access.isMember || access.isHost)) {
    throw forbidden(ANSWER_MESSAGES.notAMember);
  }

  const changed = await ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.engine, eventId);
    if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
    if (await isBanned(trx, eventId, body.guestId)) throw forbidden(ANSWER_MESSAGES.bannedFromEvent);
    if (proven && (await findGuestMember(trx, eventId, body.guestId))) return false;
    if (event.allow_guest_members !== 1) throw forbidden(ANSWER_MESSAGES.guestsNotAllowed);
    // A name is shown to the whole room: one the word filter matches is refused (docs/features/moderation.md).
    if (blockedIn(event, body.guestName)) throw conflict(ANSWER_MESSAGES.nameBlocked);
    // Guests and accounts share one id space (likes, favourites, authorship): an account's id,
    // which any member list shows, is never a guest's to claim.
    if (await isAccountId(trx, body.guestId)) throw forbidden(ANSWER_MESSAGES.guestTokenRequired);
    const now = new Date().toISOString();
    if ((await countMembers(trx, eventId)) >= event.max_members) throw conflict(ANSWER_MESSAGES.eventFull);
    if (!(await findGuest(trx, body.guestId))) await beforeNewGuest();
    const registered = await registerGuest(trx, { id: body.guestId, name: body.guestName, created_at: now });
    if (!registered && !proven) throw forbidden(ANSWER_MESSAGES.guestTokenRequired);
    if (!registered) await renameGuest(trx, body.guestId, body.guestName);
    await addMember(trx, event.max_members, {
      id: randomUUID(),
      event_id: eventId,
      user_id: null,
      guest_id: body.guestId,
      guest_name: body.guestName,
      joined_at: now,
    });
    return true;
  });
  const event = await finish(ctx, eventId, changed, body.guestId);
  return { ...event, guestToken: await ctx.tokens.signGuest(body.guestId) };
}
