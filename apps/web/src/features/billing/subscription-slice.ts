// Subscription state (SPEC.md §3): the caller's plan, status and end date, the last checkout
// URL, and the payment history with its loading and error flags.
import { MESSAGES, type PaymentRecord, type PlanId } from "@handraise/contract";
import { createSlice } from "@reduxjs/toolkit";
import { fetchPayments, fetchPlanStatus, openPortal, startCheckout } from "./subscription-thunks.ts";

export type SubscriptionState = {
  plan: PlanId;
  status: string;
  endDate: string | null;
  checkoutUrl: string | null;
  /** A checkout or portal session answered its URL: the browser is on its way there. */
  success: boolean;
  payments: PaymentRecord[];
  loadingPayments: boolean;
  paymentsError: string | null;
  loadingStatus: boolean;
  statusError: string | null;
};

export const initialSubscription: SubscriptionState = {
  plan: "individual",
  status: "free",
  endDate: null,
  checkoutUrl: null,
  success: false,
  payments: [],
  loadingPayments: false,
  paymentsError: null,
  loadingStatus: false,
  statusError: null,
};

export const subscriptionSlice = createSlice({
  name: "subscription",
  initialState: initialSubscription,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPlanStatus.pending, (state) => {
        state.loadingStatus = true;
      })
      .addCase(fetchPlanStatus.fulfilled, (state, action) => {
        state.loadingStatus = false;
        state.statusError = null;
        state.plan = action.payload.plan;
        state.status = action.payload.status;
        state.endDate = action.payload.endDate;
      })
      .addCase(fetchPlanStatus.rejected, (state, action) => {
        state.loadingStatus = false;
        state.statusError = action.payload ?? MESSAGES.failedFetchPlanStatus;
      })
      .addCase(fetchPayments.pending, (state) => {
        state.loadingPayments = true;
        state.paymentsError = null;
      })
      .addCase(fetchPayments.fulfilled, (state, action) => {
        state.loadingPayments = false;
        state.payments = action.payload;
      })
      .addCase(fetchPayments.rejected, (state, action) => {
        state.loadingPayments = false;
        state.paymentsError = action.payload ?? MESSAGES.failedLoadPaymentHistory;
      })
      .addCase(startCheckout.pending, (state) => {
        state.success = false;
      })
      .addCase(startCheckout.fulfilled, (state, action) => {
        state.checkoutUrl = action.payload;
        state.success = true;
      })
      .addCase(openPortal.fulfilled, (state) => {
        state.success = true;
      });
  },
});
