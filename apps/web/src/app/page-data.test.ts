import { createMemoryRouter, type Params } from "react-router";
import { describe, expect, it } from "vitest";
import { type PageHandle, startPageData } from "./page-data.ts";
import { createStore } from "./store.ts";

// The handle below records its starts; the store is only handed through.
const { dispatch } = createStore();

/** A router whose event page records each start of its reads; the event page's code loads on demand. */
function routerWithEventPage(initial: string) {
  const started: Params[] = [];
  const handle: PageHandle = { startData: (_dispatch, params) => started.push({ ...params }) };
  const router = createMemoryRouter(
    [
      { path: "/", Component: () => null },
      { path: "/join", Component: () => null },
      { path: "/events/p/:eventId", handle, lazy: async () => ({ Component: () => null }) },
    ],
    { initialEntries: [initial] },
  );
  return { router, started };
}

describe("a page's first reads", () => {
  it("start for the first page as the app starts, with the page's parameters", () => {
    const { router, started } = routerWithEventPage("/events/p/e1");
    startPageData(router, dispatch);
    expect(started).toEqual([{ eventId: "e1" }]);
  });

  it("start once per page opened, while the page's code loads and when it is already here", async () => {
    const { router, started } = routerWithEventPage("/");
    startPageData(router, dispatch);
    expect(started).toEqual([]);

    const opening = router.navigate("/events/p/e2");
    // The router is loading the page's code: its reads are already on their way.
    expect(router.state.navigation.state).toBe("loading");
    expect(started).toEqual([{ eventId: "e2" }]);
    await opening;
    expect(started).toEqual([{ eventId: "e2" }]);

    await router.navigate("/join");
    await router.navigate("/events/p/e3");
    expect(started).toEqual([{ eventId: "e2" }, { eventId: "e3" }]);
    // The same page with another query (?autojoin dropped) is not opened again.
    await router.navigate("/events/p/e3?autojoin=true");
    await router.navigate("/events/p/e3", { replace: true });
    expect(started).toEqual([{ eventId: "e2" }, { eventId: "e3" }]);
    router.dispose();
  });
});
