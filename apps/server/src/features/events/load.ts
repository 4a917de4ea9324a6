// Reads events whole (row, hosts, members) and presents them; shared by the event services.
import type { HandraiseEvent } from "@handraise/contract";
import type { EventsTable } from "../../db/tables.ts";
import { presentEvent } from "./presenter.ts";
import { type Executor, findEvent, hostsOf, membersOf, questionCountsOf } from "./repository.ts";

/** `forHosts`: the caller hosts every one of these events (presenter.ts presentEvent). */
export async function presentEvents(
  db: Executor,
  rows: readonly EventsTable[],
  forHosts = false,
): Promise<HandraiseEvent[]> {
  const ids = rows.map((row) => row.id);
  const [hosts, members, counts] = await Promise.all([hostsOf(db, ids), membersOf(db, ids), questionCountsOf(db, ids)]);
  return rows.map((row) => presentEvent(row, hosts, members, counts.get(row.id) ?? 0, forHosts));
}

export async function loadEvent(db: Executor, eventId: string, forHosts = false): Promise<HandraiseEvent | undefined> {
  const row = await findEvent(db, eventId);
  if (!row) return undefined;
  const [event] = await presentEvents(db, [row], forHosts);
  return event;
}
