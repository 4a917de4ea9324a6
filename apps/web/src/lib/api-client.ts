// The typed HTTP client: every call goes through the contract's route table (its path built by
// apiPath, its answer parsed by the route's schema), JSON in and out, the viewer's credential
// as credential.ts holds it (the bearer header, or the guest token), and one rule for 401 (clear the
// session, go to /login), but for a 401 asking for the password again (code reauthRequired),
// which keeps the session: the screen asks for the password and sends the change again.
import {
  type ApiRoute,
  answerSchemaOf,
  apiPath,
  type ErrorBody,
  type MessageKey,
  REAUTH_CODES,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
} from "@handraise/contract";
import { credentialHeaders } from "./credential.ts";
import { failureText } from "./i18n/failure-text.ts";

/**
 * A catalogue key ("messages.failedFetchEvents"), typed loosely: a key written in an endpoint's
 * object loses its literal type through routeCall's overloads. messages-in-catalogue.test.ts
 * checks every fallback the source writes against the catalogue.
 */
export type FallbackKey = MessageKey | (string & {});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** In the page's language: the catalogue's text for the server's code, else its message or the fallback. */
    message: string,
    /** The server's `code` (contract ERROR_CODES), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

type Hooks = { onUnauthorized: () => void };
let hooks: Hooks = { onUnauthorized: () => undefined };

export function configureApiClient(next: Hooks): void {
  hooks = next;
}

type RequestOptions = { body?: unknown; headers?: Record<string, string>; fallback: FallbackKey; signal?: AbortSignal };

/**
 * A failed answer's body as the route table declares it (FAILURE_ANSWERS); nothing when it is not
 * one. The schema is read on demand: a page that has not loaded the schema library (the welcome
 * and pricing pages) loads it only when a call fails, and one that could not load it gets the
 * call's fallback message.
 */
export async function errorBodyOf(data: unknown): Promise<ErrorBody | undefined> {
  try {
    const { errorBodySchema } = await import("@handraise/contract/routes/failures");
    const parsed = errorBodySchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

async function request(method: string, path: string, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers, ...credentialHeaders() };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, await failureText(undefined, options.fallback));
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (response.ok) return data;
  const failure = await errorBodyOf(data);
  if (response.status === 401 && !REAUTH_CODES.includes(failure?.code ?? "")) {
    console.warn("Unauthorized: clearing the session");
    hooks.onUnauthorized();
  }
  throw new ApiError(response.status, await failureText(failure, options.fallback), failure?.code);
}

/** apiPath of any route: its parameters are the route's own (CallOptions<R>), checked by the caller's type. */
const pathOf = apiPath as (route: ApiRoute, params?: unknown) => string;

/** What one call of the route table needs besides the route: the §8 fallback message first. */
export type CallOptions<R extends ApiRoute> = {
  /** The catalogue's key of the message shown when the server gives none (docs/product.md §8). */
  fallback: FallbackKey;
  params?: RouteParams<R>;
  body?: RouteBody<R>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * One call of the API by its route in the contract's table. The answer is parsed by the route's
 * answer schema, so a surprising answer fails with the call's fallback message instead of
 * reaching a screen. The web app's one adapter from the route table's types to values: a route
 * is generic here, so its path's parameters and its parsed answer are given their route's types
 * (apiPath, RouteAnswer<R>) by the casts below; every endpoint gets them typed from here.
 */
export async function callApi<R extends ApiRoute>(route: R, options: CallOptions<R>): Promise<RouteAnswer<R>> {
  const path = pathOf(route, options.params);
  const answer = await request(route.method, path, options);
  const schema = answerSchemaOf(route);
  if (!schema) return answer as RouteAnswer<R>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.warn(`unexpected answer from ${route.method} ${route.path}`, parsed.error.issues);
    throw new ApiError(500, await failureText(undefined, options.fallback));
  }
  return parsed.data as RouteAnswer<R>;
}

/** A file the API answers (not JSON): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/**
 * Fetches a file route (an export) with the same credentials as every call, so it works where a
 * plain link cannot (a link carries no bearer header). A refusal throws ApiError like a call.
 */
export async function fetchFile<R extends ApiRoute>(
  route: R,
  options: Omit<CallOptions<R>, "body">,
): Promise<DownloadedFile> {
  const path = pathOf(route, options.params);
  const headers: Record<string, string> = { ...options.headers, ...credentialHeaders() };
  let response: Response;
  try {
    response = await fetch(path, { method: route.method, headers, signal: options.signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, await failureText(undefined, options.fallback));
  }
  if (response.status === 401) hooks.onUnauthorized();
  if (!response.ok) {
    const failure = await errorBodyOf(await response.json().catch(() => undefined));
    throw new ApiError(response.status, await failureText(failure, options.fallback), failure?.code);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition")) };
}

/** `attachment; filename="x.csv"` → `x.csv` (the plain form, which is what the server sends). */
function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}
