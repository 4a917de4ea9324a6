// GET /api/config: the little the web app must learn from the server before it builds links or
// offers a checkout (docs/CONFIGURATION.md). Public, like the pages that use it.
import { serverConfigSchema } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Feature } from "../feature.ts";

export const configRoutes: Feature = async (app, { ctx }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/config", { schema: { response: { 200: serverConfigSchema } } }, async () => ({
      // Read per request: the configuration object is the one source, also when tests change it.
      publicUrl: ctx.config.publicUrlSet ? ctx.config.publicUrl : null,
      paymentsEnabled: ctx.config.stripe !== undefined,
    }));
};
