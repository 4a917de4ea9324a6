// The OpenAPI document of the whole API at /api/openapi.json and its docs page at /api/docs, both
// generated from the contract's route table: @fastify/swagger collects every route as it is
// registered (so this runs before the features) and turns its zod schemas into JSON Schema.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_DOCS_PATH, API_ROUTES } from "@handraise/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { routeOf } from "./route-of.ts";

/** `/api/events/{id}` → `events`. */
function resourceOf(url: string): string {
  return url.split("/")[2] ?? "api";
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Handraise API",
        description: "Live-event Q&A with moderation and paid plans. Generated from the route table of the contract.",
        version: "1",
      },
      components: {
        securitySchemes: {
          account: { type: "http", scheme: "bearer", description: "The token of a signed-in account" },
          guest: { type: "apiKey", in: "header", name: "x-guest-token", description: "A guest's token" },
        },
      },
    },
    // Grouped on the docs page by the resource its path names (auth, events, questions…).
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: { ...schema, tags: [resourceOf(url)] }, url };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.route({ ...routeOf(API_ROUTES.getOpenApiDocument), handler: async () => app.swagger() });

  // The page loads only its own files from this server (scripts, styles, the same document at
  // /api/docs/json), so the app's Content-Security-Policy holds for it unchanged (no violation
  // in Chromium); no validator badge is fetched from elsewhere.
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { validatorUrl: null } });
}
