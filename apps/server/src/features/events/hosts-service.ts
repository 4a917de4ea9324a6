// Co-hosts (docs/features/events.md "Co-hosts"): the creator adds an existing account as a host by its
// e-mail, or removes one. Co-hosts moderate, reply, spotlight, pause and edit like the creator;
// only the creator deletes the event and manages its hosts. Limits stay those of the creator's
// plan (policy.ts assertWithinPlanLimits reads the creator, whoever edits).
import { ANSWER_MESSAGES, type HandraiseEvent } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Actor } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { scopes } from "../../http/cache-invalidation.ts";
import { findUserByEmail } from "../accounts/repository.ts";
import { changeQuestions } from "../questions/question-change.ts";
import { broadcastEventChange } from "./broadcast.ts";
import { eventAccessFor } from "./event-access.ts";
import { loadEvent } from "./load.ts";
import { assertCreator } from "./policy.ts";
import { deleteHost, insertHost, isHostOf, nextHostPosition } from "./repository.ts";

/**
 * After the hosts changed (written with the bump that retires the cached question lists, in one
 * transaction): every socket of the event is put in the room its rights now give it (an added
 * host into the hosts' room, a removed one out of it), and every page hears the new host list.
 */
async function hostsChanged(ctx: AppContext, eventId: string): Promise<HandraiseEvent> {
  await ctx.realtime.recheckRooms(eventId);
  const event = await loadEvent(ctx.db, eventId);
  if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
  await broadcastEventChange(ctx.realtime, event, { statusChanged: false, becamePrivate: false });
  return event;
}

export async function addHost(ctx: AppContext, actor: Actor, eventId: string, email: string) {
  assertCreator(await eventAccessFor(ctx.db, actor, eventId));
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  if (!user) throw notFound(ANSWER_MESSAGES.noAccountForEmail);
  if (await isHostOf(ctx.db, eventId, user.id)) throw conflict(ANSWER_MESSAGES.alreadyHost);
  try {
    await changeQuestions(ctx, async (trx) => {
      const position = await nextHostPosition(trx, eventId);
      await insertHost(trx, { event_id: eventId, user_id: user.id, host_name: user.display_name, position });
      return { eventId, result: undefined, alsoChanged: [scopes.event(eventId)] };
    });
  } catch (error) {
    // The same account added twice at once: the primary key (event, user) took the first.
    if (isUniqueViolation(error)) throw conflict(ANSWER_MESSAGES.alreadyHost);
    throw error;
  }
  return hostsChanged(ctx, eventId);
}

export async function removeHost(ctx: AppContext, actor: Actor, eventId: string, userId: string) {
  const { event } = assertCreator(await eventAccessFor(ctx.db, actor, eventId));
  if (userId === event.created_by) throw conflict(ANSWER_MESSAGES.creatorStaysHost);
  await changeQuestions(ctx, async (trx) => {
    if (!(await deleteHost(trx, eventId, userId))) throw notFound(ANSWER_MESSAGES.hostNotFound);
    return { eventId, result: undefined, alsoChanged: [scopes.event(eventId)] };
  });
  return hostsChanged(ctx, eventId);
}
