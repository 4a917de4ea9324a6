// The read policy of an event (DECISIONS.md "Who may do what"), shared by HTTP routes and
// socket room joins: hosts and members always; anyone for a public event; any signed-in user
// with the link for a private one; anonymous callers get nothing for a private event.

import type { Db } from "../../db/connect.ts";
import type { EventsTable } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { memberIdOf } from "../../http/actor.ts";

export type EventAccess = {
  event: EventsTable;
  isHost: boolean;
  isCreator: boolean;
  isMember: boolean;
  canRead: boolean;
};

export async function eventAccessFor(db: Db, actor: Actor, eventId: string): Promise<EventAccess | undefined> {
  const event = await db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirst();
  if (!event) return undefined;
  const memberId = memberIdOf(actor);
  let isHost = false;
  let isMember = false;
  if (actor.kind === "account") {
    const host = await db
      .selectFrom("event_hosts")
      .select("user_id")
      .where("event_id", "=", eventId)
      .where("user_id", "=", actor.user.id)
      .executeTakeFirst();
    isHost = Boolean(host);
    const member = await db
      .selectFrom("event_members")
      .select("id")
      .where("event_id", "=", eventId)
      .where("user_id", "=", actor.user.id)
      .executeTakeFirst();
    isMember = Boolean(member);
  } else if (actor.kind === "guest" && memberId) {
    const member = await db
      .selectFrom("event_members")
      .select("id")
      .where("event_id", "=", eventId)
      .where("guest_id", "=", memberId)
      .executeTakeFirst();
    isMember = Boolean(member);
  }
  const canRead = event.is_public === 1 || isHost || isMember || actor.kind === "account";
  return {
    event,
    isHost,
    isCreator: actor.kind === "account" && event.created_by === actor.user.id,
    isMember,
    canRead,
  };
}
