// Every call of the HTTP API in one table, assembled from the per-resource modules of routes/
// (each call its own export there). The server registers its routes from this table and the
// OpenAPI document at /api/openapi.json is generated from it; the web app imports single calls
// from `@handraise/contract/routes/<resource>` instead, so a page carries only the schemas of
// the calls it makes. A path or a schema is written once, in routes/.
import * as accountRoutes from "./routes/accounts.ts";
import * as banRoutes from "./routes/bans.ts";
import * as eventRoutes from "./routes/events.ts";
import * as paymentRoutes from "./routes/payments.ts";
import * as pollRoutes from "./routes/polls.ts";
import * as questionRoutes from "./routes/questions.ts";
import * as reportRoutes from "./routes/reports.ts";
import type { ApiRoute } from "./routes/route.ts";
import * as systemRoutes from "./routes/system.ts";

export { FAILURE_ANSWERS } from "./routes/failures.ts";
export * from "./routes/route.ts";

export const API_ROUTES = {
  ...accountRoutes,
  ...eventRoutes,
  ...banRoutes,
  ...questionRoutes,
  ...pollRoutes,
  ...reportRoutes,
  ...paymentRoutes,
  ...systemRoutes,
} as const satisfies Record<string, ApiRoute>;

/** The page that shows the OpenAPI document to a developer (not a call: a page and its files). */
export const API_DOCS_PATH = "/api/docs";

export type ApiRouteName = keyof typeof API_ROUTES;
