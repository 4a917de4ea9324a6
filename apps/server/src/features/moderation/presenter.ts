// The only way a ban leaves the server: `{_id, name, at}`, the name 'Anonymous' where the ban
// came from an anonymous question, so the host still does not learn who asked.
import type { Ban } from "@handraise/contract";
import type { EventBansTable } from "../../db/tables.ts";

export function presentBan(row: EventBansTable): Ban {
  return { _id: row.id, name: row.name, at: row.created_at };
}
