// GET /api/health: is the server up, and on what storage and real-time mode.

import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Feature } from "../feature.ts";

const healthSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["sqlite", "postgres"]),
  realtime: z.enum(["memory", "redis"]),
});

export const healthRoutes: Feature = async (app, { ctx }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/health", { schema: { response: { 200: healthSchema } } }, async () => ({
      status: "ok" as const,
      db: ctx.engine,
      realtime: ctx.realtime.mode,
    }));
};
