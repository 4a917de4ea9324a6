// The payment calls of SPEC.md §7. Each rejects with the server's message (plan routes carry
// it as `error` too) or the catalogue fallback, so the screen shows one string.
import { API_ROUTES, MESSAGES, type PaymentRecord, type PlanStatus } from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import type { RootState } from "../../app/store.ts";
import { callApi, errorMessage } from "../../lib/api-client.ts";

type ThunkConfig = { state: RootState; rejectValue: string };
export type CheckoutChoice = { billingInterval: string; promoCode?: string };

/** Needs a stored token and user id before calling (SPEC.md §5). */
export const fetchPlanStatus = createAsyncThunk<PlanStatus, void, ThunkConfig>(
  "subscription/fetchPlanStatus",
  async (_, { getState, rejectWithValue }) => {
    const { token, userInfo } = getState().session;
    if (!token) return rejectWithValue(MESSAGES.noTokenFound);
    if (!userInfo?._id) return rejectWithValue(MESSAGES.noUserIdFound);
    try {
      return await callApi(API_ROUTES.getPlanStatus, { fallback: MESSAGES.failedFetchPlanStatus });
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.failedFetchPlanStatus));
    }
  },
);

export const fetchPayments = createAsyncThunk<PaymentRecord[], void, ThunkConfig>(
  "subscription/fetchPayments",
  async (_, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.listMyPayments, { fallback: MESSAGES.failedLoadPaymentHistory });
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.failedLoadPaymentHistory));
    }
  },
);

/** Answers the Checkout URL; the caller sends the browser there. */
export const startCheckout = createAsyncThunk<string, CheckoutChoice, ThunkConfig>(
  "subscription/startCheckout",
  async ({ billingInterval, promoCode }, { rejectWithValue }) => {
    if (billingInterval !== "monthly" && billingInterval !== "yearly") {
      return rejectWithValue(MESSAGES.invalidPlanSelection);
    }
    const code = promoCode?.trim();
    try {
      const answer = await callApi(API_ROUTES.startCheckout, {
        body: { planType: "pro", billingInterval, ...(code ? { promoCode: code } : {}) },
        fallback: MESSAGES.upgradeFailed,
      });
      return answer.url;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.upgradeFailed));
    }
  },
);

/** Answers the customer portal URL; the caller sends the browser there. */
export const openPortal = createAsyncThunk<string, void, ThunkConfig>(
  "subscription/openPortal",
  async (_, { rejectWithValue }) => {
    try {
      const answer = await callApi(API_ROUTES.openPortal, { fallback: MESSAGES.failedLaunchPortal });
      return answer.url;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.failedLaunchPortal));
    }
  },
);
