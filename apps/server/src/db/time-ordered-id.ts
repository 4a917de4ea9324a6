// Ids that sort in the order their rows were written: UUIDs of version 7 (RFC 9562), whose first
// 48 bits are the moment in milliseconds and the other 74 (version and variant aside) random.
// A table's id index then grows at its end, where a random id dirties a page of its own somewhere
// in it for the commit to write (docs/PERFORMANCE.md "Posts that write less"). The random part is
// as hard to guess as it needs to be: ids open nothing by themselves, every read checks access.
import { randomUUID } from "node:crypto";

/**
 * The id of a row written at `moment` (milliseconds since 1970). The random bits are those of a
 * version 4 UUID, which Node draws from a pool of random bytes: a library's version 7 asked the
 * system for fresh bytes each time, forty times slower on this machine.
 */
export function timeOrderedId(moment: number): string {
  const random = randomUUID();
  const time = moment.toString(16).padStart(12, "0");
  // xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx: the time replaces the first twelve digits, 7 the version.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
