// Each page's first reads, started when the page is asked for: with the first page's code when
// the app starts, and with the next page's on each navigation. A route names them in its handle
// (routes.tsx); the page's own hooks then find the reads in flight or answered, instead of
// starting them once the page has rendered (docs/PERFORMANCE.md "The event's data with its code").
import { type DataRouter, matchRoutes, type Params } from "react-router";
import type { AppDispatch } from "./hooks.ts";

/** What a route's handle may carry. */
export type PageHandle = { startData?: (dispatch: AppDispatch, params: Params) => void };

type Match = { route: { handle?: unknown }; params: Params };

function start(matches: Match[] | null, dispatch: AppDispatch): void {
  for (const { route, params } of matches ?? [])
    (route.handle as PageHandle | undefined)?.startData?.(dispatch, params);
}

/**
 * Starts the first page's reads now, and each next page's as soon as the router knows it: when it
 * begins loading the page's code, or, for a page whose code is already here, when it moves to it.
 */
export function startPageData(router: DataRouter, dispatch: AppDispatch): void {
  start(router.state.matches, dispatch);
  // Per page, not per history entry: a page that only changes its query (the event page dropping
  // ?autojoin) stays the same page, and its hooks read nothing again either.
  let started = router.state.location.pathname;
  router.subscribe(({ navigation, location }) => {
    const next = navigation.state === "loading" ? navigation.location : location;
    if (!next || next.pathname === started) return;
    started = next.pathname;
    start(matchRoutes(router.routes, next), dispatch);
  });
}
