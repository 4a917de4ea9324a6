// The plan status needs a stored token and user id before it calls (docs/product.md §5).
import { MESSAGES } from "@handraise/contract";
import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { featureReducers } from "../../app/feature-reducers.ts";
import { api } from "../../lib/api.ts";
import { type SessionState, sessionSlice } from "../session/slice.ts";
import { billingApi, FREE_PLAN } from "./api.ts";

function storeWith(session: Partial<SessionState>) {
  const base = sessionSlice.getInitialState();
  return configureStore({
    reducer: { session: sessionSlice.reducer, ...featureReducers },
    preloadedState: { session: { ...base, ...session } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe("plan status", () => {
  it("fails with 'No token found' without a stored token", async () => {
    const store = storeWith({});
    const result = await store.dispatch(billingApi.endpoints.planStatus.initiate());
    expect(result.error).toMatchObject({ message: MESSAGES.noTokenFound });
    expect(billingApi.endpoints.planStatus.select()(store.getState()).error).toMatchObject({
      message: MESSAGES.noTokenFound,
    });
  });

  it("fails with 'No user ID found' without a stored user id", async () => {
    const store = storeWith({ token: "a.b.c" });
    const result = await store.dispatch(billingApi.endpoints.planStatus.initiate());
    expect(result.error).toMatchObject({ message: MESSAGES.noUserIdFound });
  });

  it("starts from the defaults of docs/product.md §3", () => {
    const store = storeWith({});
    expect(billingApi.endpoints.planStatus.select()(store.getState()).data).toBeUndefined();
    expect(billingApi.endpoints.payments.select()(store.getState()).data).toBeUndefined();
    expect(FREE_PLAN).toMatchObject({ plan: "individual", status: "free" });
  });
});
