// GET /api/config: what the web app needs to know about the server it talks to.
// First, so no schema below is built before the browser is told to build without eval.
import "./without-eval.ts";
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { PLAN_LIMIT_CEILING } from "./limits.ts";

const limit = (most: number) => z.int().check(z.minimum(0), z.maximum(most));
/** One plan's limits per event. */
export const planLimitSchema = builtOnUse(() =>
  z.strictObject({
    maxMembers: limit(PLAN_LIMIT_CEILING.maxMembers),
    maxQuestions: limit(PLAN_LIMIT_CEILING.maxQuestions),
    maxPolls: limit(PLAN_LIMIT_CEILING.maxPolls),
  }),
);

/**
 * The operator's PLAN_LIMITS (JSON): any plan and any of its limits may be left out, and then
 * keeps its default (DEFAULT_PLAN_LIMITS).
 */
export const planLimitsSettingSchema = builtOnUse(() =>
  z.strictObject({
    free: z.optional(z.partial(planLimitSchema)),
    pro: z.optional(z.partial(planLimitSchema)),
  }),
);

export const serverConfigSchema = builtOnUse(() =>
  z.object({
    /**
     * PUBLIC_URL when the operator set it, without a trailing slash: the base of every link that
     * leaves the browser (share link, QR code). null when not set: the browser's origin is then
     * the best guess.
     */
    publicUrl: z.nullable(z.string()),
    /** Checkout and the portal work; false when the server has no Stripe configuration. */
    paymentsEnabled: z.boolean(),
    /** Each plan's limits per event on this server (PLAN_LIMITS); the event form's steppers follow them. */
    planLimits: z.optional(z.object({ free: planLimitSchema, pro: planLimitSchema })),
  }),
);
export type ServerConfig = z.infer<typeof serverConfigSchema>;
