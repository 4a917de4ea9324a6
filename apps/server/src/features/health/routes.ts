// GET /api/health: is the server up, on what storage, and is real time shared across instances.
// A load balancer reads it: it answers 200 while Redis is down (`realtime: "redis-degraded"`),
// since the instance still serves its own clients.

import { healthAnswerSchema } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Feature } from "../feature.ts";

export const healthRoutes: Feature = async (app, { ctx }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/health", { schema: { response: { 200: healthAnswerSchema } } }, async () => ({
      status: "ok" as const,
      db: ctx.engine,
      realtime: ctx.realtime.mode,
    }));
};
