// The plan status is asked only with a stored token and user id (docs/product.md §5): without
// them its argument is skipToken and no request goes out; with them it is a plain call.
import { apiPath } from "@handraise/contract";
import * as paymentRoutes from "@handraise/contract/routes/payments";
import { skipToken } from "@reduxjs/toolkit/query";
import { describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { answeringServer } from "../../test/answering-server.ts";
import { signedInArg } from "../session/api.ts";
import { type SessionState, sessionSlice } from "../session/slice.ts";
import { billingApi, FREE_PLAN } from "./api.ts";

const session = (fields: Partial<SessionState>): SessionState => ({ ...sessionSlice.getInitialState(), ...fields });
const user = {
  _id: "u1",
  displayName: "Hana",
  email: "hana@example.test",
  companyName: "",
  isPro: false,
  language: null,
};

describe("plan status", () => {
  it("is skipped without a stored token or user id", () => {
    expect(signedInArg(session({}))).toBe(skipToken);
    expect(signedInArg(session({ token: "a.b.c" }))).toBe(skipToken);
    expect(signedInArg(session({ userInfo: user }))).toBe(skipToken);
    expect(signedInArg(session({ token: "a.b.c", userInfo: user }))).toBeUndefined();
  });

  it("reads the plan as its route answers it", async () => {
    const plan = { plan: "pro-monthly", status: "active", endDate: "2030-01-01T00:00:00.000Z" };
    const server = await answeringServer({
      [`GET ${apiPath(paymentRoutes.getPlanStatus)}`]: { status: 200, body: plan },
    });
    const store = createStore();
    try {
      const result = await store.dispatch(billingApi.endpoints.planStatus.initiate());
      expect(result.data).toEqual(plan);
    } finally {
      await server.close();
    }
  });

  it("starts from the defaults of docs/product.md §3", () => {
    const store = createStore();
    expect(billingApi.endpoints.planStatus.select()(store.getState()).data).toBeUndefined();
    expect(billingApi.endpoints.payments.select()(store.getState()).data).toBeUndefined();
    expect(FREE_PLAN).toMatchObject({ plan: "individual", status: "free" });
  });
});
