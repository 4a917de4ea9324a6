// The plan status fetch needs a stored token and user id before it calls (SPEC.md §5).
import { MESSAGES } from "@handraise/contract";
import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { featureReducers } from "../../app/feature-reducers.ts";
import { type SessionState, sessionSlice } from "../session/session-slice.ts";
import { fetchPlanStatus } from "./subscription-thunks.ts";

function storeWith(session: Partial<SessionState>) {
  const base = sessionSlice.getInitialState();

  return configureStore({
    reducer: { session: sessionSlice.reducer, ...featureReducers },
    preloadedState: { session: { ...base, ...session } },
  });
}

describe("fetchPlanStatus", () => {
  it("fails with 'No token found' without a stored token", async () => {
    const store = storeWith({});
    const result = await store.dispatch(fetchPlanStatus());
    expect(result.payload).toBe(MESSAGES.noTokenFound);
    expect(store.getState().subscription.statusError).toBe(MESSAGES.noTokenFound);
  });

  it("fails with 'No user ID found' without a stored user id", async () => {
    const store = storeWith({ token: "a.b.c" });
    const result = await store.dispatch(fetchPlanStatus());
    expect(result.payload).toBe(MESSAGES.noUserIdFound);
  });

  it("starts from the defaults of SPEC.md §3", () => {
    const state = storeWith({}).getState().subscription;
    expect(state).toMatchObject({ plan: "individual", status: "free", payments: [], loadingPayments: false });
  });
});
