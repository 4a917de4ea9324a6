// Re-reading the signed-in user asks nothing without a stored token (docs/product.md §5); with
// one, the route's answer refreshes the session's user.
import { apiPath } from "@handraise/contract";
import * as accountRoutes from "@handraise/contract/routes/accounts";
import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api.ts";
import { answeringServer } from "../../test/answering-server.ts";
import { refreshMe } from "./api.ts";
import { sessionSlice, sessionStarted } from "./slice.ts";

// The session and the API only: the browser's storage (app/persistence.ts) is not this test's.
function createStore() {
  return configureStore({
    reducer: { session: sessionSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

const hana = {
  _id: "u1",
  displayName: "Hana",
  email: "hana@example.test",
  companyName: "",
  isPro: false,
  language: null,
};
const me = `GET ${apiPath(accountRoutes.getMe)}`;

describe("refreshMe", () => {
  it("asks nothing without a stored token", async () => {
    const server = await answeringServer({ [me]: { status: 200, body: { userInfo: hana } } });
    try {
      createStore().dispatch(refreshMe());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.calls).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("keeps the user the server answers", async () => {
    const server = await answeringServer({ [me]: { status: 200, body: { userInfo: { ...hana, isPro: true } } } });
    const store = createStore();
    try {
      store.dispatch(sessionStarted({ token: "a.b.c", userInfo: hana }));
      store.dispatch(refreshMe());
      await vi.waitFor(() => expect(store.getState().session.userInfo?.isPro).toBe(true));
      expect(server.calls).toEqual([me]);
    } finally {
      await server.close();
    }
  });
});
