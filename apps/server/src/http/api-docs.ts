// The OpenAPI document of the whole API at /api/openapi.json and its docs page at /api/docs, both
// generated from the contract's route table: @fastify/swagger collects every route as it is
// registered (so this runs before the features) and turns its zod schemas into JSON Schema.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_DOCS_PATH, API_ROUTES, type ApiRoute, FAILURE_ANSWERS } from "@handraise/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { routeOf } from "./route-of.ts";

/** `/api/events/{id}` → `events`. */
function resourceOf(url: string): string {
  return url.split("/")[2] ?? "api";
}

/** Calls whose route sends its answer already serialised, by `METHOD /path`: documented from `answer`. */
const DOCUMENTED_ANSWERS = new Map(
  Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((route) => route.answer)
    .map((route) => [`${route.method} ${route.path}`, route.answer]),
);

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
      // Each call takes an account's token, a guest's, or none; the answer says when it needs one.
      security: [{ account: [] }, { guest: [] }, {}],
    },
    // Grouped on the docs page by the resource its path names (auth, events, questions…). Every
    // call's failures are documented with the table's one error body (FAILURE_ANSWERS); only the
    // document says so, the route's own schema (what Fastify checks) stays its success answers.
    transform: (input) => {
      const answer = DOCUMENTED_ANSWERS.get(`${input.route.method} ${input.url}`);
      const answers = input.schema.response ?? (answer ? { 200: answer } : {});
      const documented = { ...input.schema, response: { ...answers, ...FAILURE_ANSWERS } };
      const { schema, url } = jsonSchemaTransform({ ...input, schema: documented });
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
