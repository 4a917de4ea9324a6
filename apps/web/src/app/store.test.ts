// The cache of server data joins the store when the first page that calls the server loads
// (lib/late-store-parts.ts): a store made before that, as the app's is, takes it at once, and the
// call that made the page load it (a click on Join) goes out and settles in the store.
import { apiPath } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { describe, expect, it } from "vitest";
import { answeringServer } from "../test/answering-server.ts";
import { createStore } from "./store.ts";

describe("the store", () => {
  it("starts without the cache of server data", () => {
    expect(Object.keys(createStore().getState())).not.toContain("api");
  });

  it("takes the cache when it loads after the store was made, and its first query settles", async () => {
    const store = createStore();
    const server = await answeringServer({
      [`GET ${apiPath(eventRoutes.findEventByCode, { code: "ABC234" })}`]: {
        status: 404,
        body: { message: "No event has this code" },
      },
    });
    try {
      // Loaded here, after the store, as a page's chunk loads it.
      const { joinApi } = await import("../features/join/api.ts");
      expect(Object.keys(store.getState())).toContain("api");
      const result = await store.dispatch(joinApi.endpoints.eventByCode.initiate("ABC234"));
      expect(server.calls).toEqual([`GET ${apiPath(eventRoutes.findEventByCode, { code: "ABC234" })}`]);
      expect(result.status).toBe("rejected");
      expect(result.error).toMatchObject({ status: 404, message: "No event has this code" });
      // A store made afterwards has it from the start.
      expect(Object.keys(createStore().getState())).toContain("api");
    } finally {
      await server.close();
    }
  });
});
