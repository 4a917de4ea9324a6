// Each page's first reads, started when the page is asked for: with the first page's code when
// the app starts, and with the next page's on each navigation, while its code loads. A route names
// them in its handle (routes.tsx); the page's own hooks then find the reads in flight or answered,
// instead of starting them once the page has rendered (docs/PERFORMANCE.md "The event's data with
// its code").
import { createContext } from "react";
import type { Params } from "react-router";
import type { AppDispatch } from "./hooks.ts";

/** What a route's handle may carry. */
export type PageHandle = { startData?: (dispatch: AppDispatch, params: Params) => void };

/** Tells that a page is being opened: its path, its route's handle and its parameters. */
export type PageOpening = (pathname: string, handle: PageHandle | undefined, params: Params) => void;

/**
 * Starts a page's reads once per page opened. Per page, not per history entry: a page that only
 * changes its query (the event page dropping ?autojoin) stays the same page, and its hooks read
 * nothing again either.
 */
export function pageOpenings(dispatch: AppDispatch): PageOpening {
  let opened: string | undefined;
  return (pathname, handle, params) => {
    if (pathname === opened) return;
    opened = pathname;
    handle?.startData?.(dispatch, params);
  };
}

/** The app's page openings; none where nothing reads (the build's first screens, component tests). */
export const PageOpeningContext = createContext<PageOpening>(() => {});
