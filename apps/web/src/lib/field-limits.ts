// What a form field may hold, read from the contract's schema of it, so the field's `maxLength`
// and the server's check never disagree.
import type { core } from "zod/mini";

type Def = { innerType?: core.$ZodType; checks?: core.$ZodCheck[] };

/**
 * The most characters a text schema takes (the tightest of its `maxLength` checks), through
 * `optional`, `nullable` and defaults; undefined when it sets none.
 */
export function maxLengthOf(schema: core.$ZodType): number | undefined {
  const def = schema._zod.def as Def;
  if (def.innerType) return maxLengthOf(def.innerType);
  let most: number | undefined;
  for (const check of def.checks ?? []) {
    const { check: kind, maximum } = check._zod.def as { check: string; maximum?: number };
    if (kind === "max_length" && maximum !== undefined) most = Math.min(most ?? maximum, maximum);
  }
  return most;
}
