// GET /api/config: the little the web app must learn from the server before it builds links or
// offers a checkout (docs/CONFIGURATION.md). Public, like the pages that use it.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";

export const configRoutes: Feature = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(API_ROUTES.getConfig),
    handler: async () => ({
      // Read per request: the configuration object is the one source, also when tests change it.
      publicUrl: ctx.config.publicUrlSet ? ctx.config.publicUrl : null,
      paymentsEnabled: ctx.config.stripe !== undefined,
      planLimits: ctx.config.planLimits,
    }),
  });
};
