// The one RTK Query API of the web app. Features inject their endpoints (features/<f>/api.ts);
// every endpoint names its call in the contract's route table (routeCall, or callRoute inside an
// endpoint of its own), so its path is built by apiPath, its answer parsed by the route's schema
// (callApi) before any screen sees it, and its result typed by the route (RouteAnswer<R>). A
// failure is `{ status, message }`: the server's message or the call's docs/product.md §8
// fallback, status 0 when the server was never reached.
import type { ApiRoute, MessageKey, RouteAnswer } from "@handraise/contract";
import type { Middleware } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
import {
  type BaseQueryMeta,
  createApi,
  fakeBaseQuery,
  type QueryReturnValue,
  type TypedMutationOnQueryStarted,
} from "@reduxjs/toolkit/query/react";
import { ApiError, type CallOptions, callApi, type FallbackKey } from "./api-client.ts";
import type { ApiFailure } from "./api-failure.ts";
import { translate } from "./i18n/translate.ts";
import { joinStore } from "./late-store-parts.ts";

// The reading of failures lives beside (api-failure.ts); every screen may import it from here.
export { type ApiFailure, failureMessage, failureStatus, needsPasswordAgain } from "./api-failure.ts";

// Every endpoint calls through routeCall or callRoute, never a base query.
const noBaseQuery = fakeBaseQuery<ApiFailure>();

/** The dispatch RTK Query hands an endpoint's lifecycle (it dispatches into the whole store). */
export type ApiDispatch = Parameters<
  NonNullable<TypedMutationOnQueryStarted<unknown, unknown, typeof noBaseQuery>>
>[1]["dispatch"];

/** What a call gives an endpoint: the route's answer, or the failure (RTK Query's own shape, so it infers T). */
export type CallResult<T> = QueryReturnValue<T, ApiFailure, BaseQueryMeta<typeof noBaseQuery>>;

/** One call as an endpoint describes it: everything but the signal, which RTK Query gives. */
export type EndpointCall<R extends ApiRoute> = Omit<CallOptions<R>, "signal">;

function toFailure(error: unknown, fallback: FallbackKey): ApiFailure {
  if (error instanceof ApiError) {
    return {
      message: error.message || translate(fallback as MessageKey),
      status: error.status,
      ...(error.code ? { code: error.code } : {}),
    };
  }
  return { message: translate(fallback as MessageKey), status: 0 };
}

/** One call of the route table inside an endpoint: its answer typed by the route, never thrown. */
export async function callRoute<R extends ApiRoute>(
  route: R,
  options: CallOptions<R>,
): Promise<CallResult<RouteAnswer<R>>> {
  try {
    return { data: await callApi(route, options) };
  } catch (error) {
    return { error: toFailure(error, options.fallback) };
  }
}

/**
 * An endpoint that makes one call of the route table: `toCall` turns the endpoint's argument (its
 * type written there, once) into the call's params, body, headers and §8 fallback, and may wait
 * first (a room's join). RTK Query takes the endpoint's answer type from the route:
 * `build.query({ ...routeCall(eventRoutes.getEvent, (id: string) => ({ params: { id }, fallback })) })`.
 */
export function routeCall<R extends ApiRoute>(route: R, toCall: () => CallFor<R>): RouteEndpoint<R, void>;
export function routeCall<R extends ApiRoute, Arg>(route: R, toCall: (arg: Arg) => CallFor<R>): RouteEndpoint<R, Arg>;
export function routeCall<R extends ApiRoute, Arg>(route: R, toCall: (arg: Arg) => CallFor<R>): RouteEndpoint<R, Arg> {
  return { queryFn: async (arg, { signal }) => callRoute(route, { ...(await toCall(arg)), signal }) };
}

type CallFor<R extends ApiRoute> = EndpointCall<R> | Promise<EndpointCall<R>>;
type RouteEndpoint<R extends ApiRoute, Arg> = {
  queryFn: (arg: Arg, api: { signal: AbortSignal }) => Promise<CallResult<RouteAnswer<R>>>;
};

export const api = createApi({
  reducerPath: "api",
  baseQuery: noBaseQuery,
  tagTypes: ["Event", "EventLists", "Questions", "Polls", "PlanStatus", "Payments", "Bans"],
  // Lists come back from the server after the network does (docs/product.md §4 "Real time").
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * Hears the browser coming back online (and the tab's focus) for the endpoints that ask to be
 * read again then (refetchOnReconnect), once per store, as the cache joins it.
 */
const browserListeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

// The cache joins the store when the first page that calls the server loads (late-store-parts.ts).
joinStore({ reducerPath: api.reducerPath, reducer: api.reducer, middleware: [api.middleware, browserListeners] });
