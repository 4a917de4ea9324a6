// GET /api/health (docs/RELIABILITY.md, docs/DEPLOY.md). `realtime` is `redis-degraded` when
// REDIS_URL is set but Redis is unreachable: the instance serves its own clients and is healthy,
// only delivery across instances waits for Redis to return.
// First, so no schema below is built before the browser is told to build without eval.
import "./without-eval.ts";
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";

export const healthAnswerSchema = builtOnUse(() =>
  z.object({
    status: z.literal("ok"),
    db: z.enum(["sqlite", "postgres"]),
    realtime: z.enum(["memory", "redis", "redis-degraded"]),
  }),
);
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
