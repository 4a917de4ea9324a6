// GET /api/health: is the server up, on what storage, and is real time shared across instances.
// A load balancer reads it: it answers 200 while Redis is down (`realtime: "redis-degraded"`),
// since the instance still serves its own clients.

import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";

export const healthRoutes: Feature = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(API_ROUTES.getHealth),
    handler: async () => ({ status: "ok" as const, db: ctx.engine, realtime: ctx.realtime.mode }),
  });
};
