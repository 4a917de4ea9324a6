// A route's method, URL and schemas, taken from the contract's route table (API_ROUTES), so a
// feature declares only what is its own: limits, hooks and the handler.
//   app.route({ ...routeOf(API_ROUTES.login), preHandler: ..., handler: async (request) => ... })
import type { ApiRoute } from "@handraise/contract";

type SchemaKey = "params" | "querystring" | "headers" | "body" | "response";
type RouteSchema<R extends ApiRoute> = { [K in SchemaKey as K extends keyof R ? K : never]: R[K & keyof R] };

export function routeOf<const R extends ApiRoute>(
  route: R,
): { method: R["method"]; url: string; schema: RouteSchema<R> } {
  const schema: Record<string, unknown> = {};
  for (const key of ["params", "querystring", "headers", "body", "response"] as const) {
    if (route[key] !== undefined) schema[key] = route[key];
  }
  return { method: route.method, url: route.path, schema: schema as RouteSchema<R> };
}
