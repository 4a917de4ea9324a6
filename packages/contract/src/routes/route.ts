// What one call of the HTTP API is (its method, its path in Fastify syntax with `:name` for a
// parameter, the schemas of its parameters, headers, body and answers), and the two things a
// client does with one: build its path and pick the schema its answer is parsed by. Imports no
// schema (the error body every call shares is failures.ts), so a page that makes one call carries
// that call's schemas and nothing else.
import type * as z from "zod/mini";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call of the API. `response` maps a status to the schema its answer is checked against. */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodMiniType;
  readonly querystring?: z.ZodMiniType;
  readonly headers?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly response?: { readonly [status: number]: z.ZodMiniType };
  /**
   * The success answer of a call whose route sends it already serialised (the question list is
   * checked when it is cached, not on every answer): typed and documented, not checked again.
   */
  readonly answer?: z.ZodMiniType;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : never;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** The path parameters a call needs (`{ id }` for `/api/events/:id`); `{}` when it has none. */
export type RouteParams<R extends ApiRoute> = R extends { params: infer P } ? Input<P> : Record<string, never>;
/** The body a call sends, as the caller writes it; `undefined` when it sends none. */
export type RouteBody<R extends ApiRoute> = R extends { body: infer B } ? Input<B> : undefined;
/** The success answer of a call, as its schema parses it; `unknown` when it is not JSON. */
export type RouteAnswer<R extends ApiRoute> = R extends { answer: infer A }
  ? Output<A>
  : R extends { response: { 200: infer S } }
    ? Output<S>
    : R extends { response: { 201: infer S } }
      ? Output<S>
      : unknown;

/** The schema of a call's success answer, for a client to parse what it receives. */
export function answerSchemaOf(route: ApiRoute): z.ZodMiniType | undefined {
  return route.answer ?? route.response?.[200] ?? route.response?.[201];
}

/**
 * The concrete path of a call: `apiPath(getEvent, { id })` → `/api/events/abc`.
 * Each parameter is URL-encoded, so a value can never reach another route.
 */
export function apiPath<R extends ApiRoute>(
  route: R,
  ...[params]: R extends { params: z.ZodMiniType } ? [params: RouteParams<R>] : [params?: Record<string, never>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`apiPath: missing parameter "${name}" of ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
