// The OpenAPI document of the whole API at /api/openapi.json and its docs page at /api/docs, both
// generated from the contract's route table: @fastify/swagger collects every route as it is
// registered (so this runs before the features) and turns its zod schemas into JSON Schema.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_DOCS_PATH, API_ROUTES } from "@handraise/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { routeOf } from "./route-of.ts";

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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.route({ ...routeOf(API_ROUTES.getOpenApiDocument), handler: async () => app.swagger() });

  // The page loads only its own files from this server (scripts, styles, the document), so the
  // app's Content-Security-Policy holds for it unchanged; no validator badge is fetched elsewhere.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { url: API_ROUTES.getOpenApiDocument.path, validatorUrl: null },
  });
}
