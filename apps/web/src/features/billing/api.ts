// The plan and payment calls of docs/product.md §7. Failures carry the server's message (plan routes
// send it as `error` too) or the catalogue fallback, so the screen shows one string.
import { MESSAGES, type PaymentRecord, type PlanStatus, type RouteBody } from "@handraise/contract";
import * as paymentRoutes from "@handraise/contract/routes/payments";
import { type ApiFailure, api, call } from "../../lib/api.ts";
import type { SessionState } from "../session/slice.ts";

export type CheckoutChoice = { billingInterval: string; promoCode?: string };

/** What the caller has before the server says otherwise (docs/product.md §3 "Subscription"). */
export const FREE_PLAN: PlanStatus = { plan: "individual", status: "free", endDate: null };

const refused = (message: string): { error: ApiFailure } => ({ error: { status: 0, message } });

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Needs a stored token and user id before calling (docs/product.md §5). */
    planStatus: build.query<PlanStatus, void>({
      async queryFn(_arg, { getState }, _extra, baseQuery) {
        const { token, userInfo } = (getState() as { session: SessionState }).session;
        if (!token) return refused(MESSAGES.noTokenFound);
        if (!userInfo?._id) return refused(MESSAGES.noUserIdFound);
        const result = await baseQuery(call(paymentRoutes.getPlanStatus, { fallback: MESSAGES.failedFetchPlanStatus }));
        return result.error ? { error: result.error } : { data: result.data as PlanStatus };
      },
      providesTags: ["PlanStatus"],
    }),
    payments: build.query<PaymentRecord[], void>({
      query: () => call(paymentRoutes.listMyPayments, { fallback: MESSAGES.failedLoadPaymentHistory }),
      providesTags: ["Payments"],
    }),
    /** Answers the Checkout URL; the caller sends the browser there. */
    startCheckout: build.mutation<string, CheckoutChoice>({
      async queryFn({ billingInterval, promoCode }, _api, _extra, baseQuery) {
        if (billingInterval !== "monthly" && billingInterval !== "yearly")
          return refused(MESSAGES.invalidPlanSelection);
        const code = promoCode?.trim();
        const body: RouteBody<typeof paymentRoutes.startCheckout> = {
          planType: "pro",
          billingInterval,
          ...(code ? { promoCode: code } : {}),
        };
        const result = await baseQuery(call(paymentRoutes.startCheckout, { body, fallback: MESSAGES.upgradeFailed }));
        return result.error ? { error: result.error } : { data: (result.data as { url: string }).url };
      },
    }),
    /** Answers the customer portal URL; the caller sends the browser there. */
    openPortal: build.mutation<string, void>({
      query: () => call(paymentRoutes.openPortal, { fallback: MESSAGES.failedLaunchPortal }),
      transformResponse: (answer: { url: string }) => answer.url,
    }),
  }),
});

export const { usePlanStatusQuery, usePaymentsQuery, useStartCheckoutMutation, useOpenPortalMutation } = billingApi;

/** The caller's plan: the server's answer once it came, the free plan until then. */
export function usePlanStatus(options: { refetchOnMountOrArgChange?: boolean } = {}) {
  const query = usePlanStatusQuery(undefined, options);
  return { ...query, planStatus: query.data ?? FREE_PLAN };
}
