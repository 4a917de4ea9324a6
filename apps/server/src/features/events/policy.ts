// Who may do what with an event, and the plan limits an event's settings must respect
// (docs/product.md §10 "Who may do what"). Services call these; routes never decide on their own.
import { ANSWER_MESSAGES, type PlanLimits, planTier } from "@handraise/contract";
import { forbidden, notFound, refusal } from "../../http/app-error.ts";
import type { EventAccess } from "./event-access.ts";

/** Readable or 404: a private event is not even admitted to exist for callers who may not read it. */
export function assertReadable(access: EventAccess | undefined): EventAccess {
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.eventNotFound);
  return access;
}

/** Hosts edit, change status and visibility, pause questions. */
export function assertHost(access: EventAccess | undefined): EventAccess {
  const readable = assertReadable(access);
  if (!readable.isHost) throw forbidden();
  return readable;
}

/** Only the creator deletes the event. */
export function assertCreator(access: EventAccess | undefined): EventAccess {
  const readable = assertReadable(access);
  if (!readable.isCreator) throw forbidden();
  return readable;
}

export type LimitFields = { maxMembers?: number; maxQuestions?: number; maxPolls?: number };
type Limited = keyof LimitFields;
const LIMITED: readonly Limited[] = ["maxMembers", "maxQuestions", "maxPolls"];

/**
 * Each limit lies within 0..the creator's plan maximum (`limits`: the operator's PLAN_LIMITS,
 * the product's numbers (docs/product.md §9) by default). On an update, a value up to the event's current one is also
 * accepted, so a lapsed Pro keeps (or lowers) what was set while Pro, but cannot raise it further.
 */
export function assertWithinPlanLimits(
  limits: PlanLimits,
  fields: LimitFields,
  creatorIsPro: boolean,
  current?: Required<LimitFields>,
): void {
  const plan = limits[planTier(creatorIsPro)];
  for (const field of LIMITED) {
    const value = fields[field];
    if (value === undefined) continue;
    const maximum = plan[field];
    const allowed = Math.max(maximum, current?.[field] ?? 0);
    if (value < 0 || value > allowed) throw refusal(400, "limitAbovePlan", { field, max: maximum });
  }
}
