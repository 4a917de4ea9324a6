// The one RTK Query API of the web app. Features inject their endpoints (features/<f>/api.ts);
// every endpoint names its call in the contract's route table, so its path is built by apiPath
// and its answer parsed by the route's schema (callApi) before any screen sees it. A failure is
// `{ status, message }`: the server's message or the call's docs/product.md §8 fallback, status 0 when
// the server was never reached.
import { type ApiRoute, ERROR_CODES, type RouteBody, type RouteParams } from "@handraise/contract";
import { type BaseQueryFn, createApi } from "@reduxjs/toolkit/query/react";
import { ApiError, callApi } from "./api-client.ts";

/** `code`: the server's ERROR_CODES value, when it sent one. */
export type ApiFailure = { status: number; message: string; code?: string };

/** One call as an endpoint's `query` describes it. */
export type RouteCall<R extends ApiRoute = ApiRoute> = {
  route: R;
  fallback: string;
  params?: RouteParams<R>;
  body?: RouteBody<R>;
  headers?: Record<string, string>;
};

function toFailure(error: unknown, fallback: string): ApiFailure {
  if (error instanceof ApiError) {
    return { message: error.message || fallback, status: error.status, ...(error.code ? { code: error.code } : {}) };
  }
  return { message: fallback, status: 0 };
}

/** The message of a failed call (an ApiFailure, or what a mutation's unwrap threw), for a toast. */
export function failureMessage(error: unknown, fallback: string): string {
  return error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message
    ? error.message
    : fallback;
}

/** The server asked for the account's password again (docs/accounts.md "Re-authentication"). */
export function needsPasswordAgain(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && "code" in error && error.code === ERROR_CODES.reauthRequired);
}

/** The HTTP status of a failed call; 0 when the server was never reached. */
export function failureStatus(error: unknown): number {
  return error && typeof error === "object" && "status" in error && typeof error.status === "number" ? error.status : 0;
}

const routeBaseQuery: BaseQueryFn<RouteCall, unknown, ApiFailure> = async (call, { signal }) => {
  try {
    return { data: await callApi(call.route, { ...call, signal }) };
  } catch (error) {
    return { error: toFailure(error, call.fallback) };
  }
};

/** Typed shorthand for an endpoint's `query`: `call(eventRoutes.getEvent, {...})`. */
export function call<R extends ApiRoute>(route: R, options: Omit<RouteCall<R>, "route">): RouteCall {
  return { route, ...options } as RouteCall;
}

export const api = createApi({
  reducerPath: "api",
  baseQuery: routeBaseQuery,
  tagTypes: ["Event", "EventLists", "Questions", "Polls", "PlanStatus", "Payments", "Bans"],
  // Lists come back from the server after the network does (docs/product.md §4 "Real time").
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
