import type { ComponentType } from "react";
import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, type Params, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { LazyPage } from "./lazy-page.ts";
import { type PageHandle, PageOpeningContext, pageOpenings } from "./page-data.ts";
import { PageRoute } from "./page-route.tsx";
import { pageAt } from "./routes.tsx";
import { createStore } from "./store.ts";

// The handle below records its starts; the store is only handed through.
const { dispatch } = createStore();

function recordingHandle() {
  const started: Params[] = [];
  const handle: PageHandle = { startData: (_dispatch, params) => started.push({ ...params }) };
  return { handle, started };
}

/** A page whose code never arrives. */
const neverLoaded: LazyPage = { component: () => undefined, prepare: () => new Promise<ComponentType>(() => {}) };

describe("a page's first reads", () => {
  it("are named by the event pages' routes, with the page's parameters", () => {
    for (const path of ["/events/p/e1", "/events/e1"]) {
      const found = pageAt(path);
      expect(found?.params).toEqual({ eventId: "e1" });
      expect(found?.handle?.startData).toBeTypeOf("function");
    }
    expect(pageAt("/pricing")?.handle).toBeUndefined();
    // Every address has a page: the not-found page's at the end.
    expect(pageAt("/no/such/page")?.lazy).toBeDefined();
  });

  it("start once per page opened, not again for the same page with another query", () => {
    const { handle, started } = recordingHandle();
    const opened = pageOpenings(dispatch);
    opened("/events/p/e2", handle, { eventId: "e2" });
    opened("/events/p/e2", handle, { eventId: "e2" });
    expect(started).toEqual([{ eventId: "e2" }]);
    opened("/join", undefined, {});
    opened("/events/p/e3", handle, { eventId: "e3" });
    // The same page after ?autojoin is dropped is the same pathname: not opened again.
    opened("/events/p/e3", handle, { eventId: "e3" });
    expect(started).toEqual([{ eventId: "e2" }, { eventId: "e3" }]);
    // Back to a page opened before: it reads again, as it did on its first opening.
    opened("/events/p/e2", handle, { eventId: "e2" });
    expect(started).toEqual([{ eventId: "e2" }, { eventId: "e3" }, { eventId: "e2" }]);
  });

  it("start as the page is asked for, while its code is still loading", () => {
    const { handle, started } = recordingHandle();
    const html = renderToString(
      createElement(
        PageOpeningContext,
        { value: pageOpenings(dispatch) },
        createElement(
          MemoryRouter,
          { initialEntries: ["/events/p/e4"] },
          createElement(
            Suspense,
            { fallback: "waiting for the page" },
            createElement(
              Routes,
              null,
              createElement(Route, {
                path: "/events/p/:eventId",
                element: createElement(PageRoute, { page: neverLoaded, handle }),
              }),
            ),
          ),
        ),
      ),
    );
    expect(html).toContain("waiting for the page");
    expect(started).toEqual([{ eventId: "e4" }]);
  });
});
