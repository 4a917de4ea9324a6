// The plan and payment calls of docs/product.md §7. Failures carry the server's message (plan routes
// send it as `error` too) or the catalogue fallback, so the screen shows one string.
import type { PlanStatus, RouteBody } from "@handraise/contract";
import * as paymentRoutes from "@handraise/contract/routes/payments";
import { useAppSelector } from "../../app/hooks.ts";
import { api, callRoute, routeCall } from "../../lib/api.ts";
import { translate } from "../../lib/i18n/translate.ts";
import { signedInArg } from "../session/api.ts";

export type CheckoutChoice = { billingInterval: string; promoCode?: string };

/** What the caller has before the server says otherwise (docs/product.md §3 "Subscription"). */
export const FREE_PLAN: PlanStatus = { plan: "individual", status: "free", endDate: null };

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked only with a stored token and user id (usePlanStatus passes skipToken without them). */
    planStatus: build.query({
      ...routeCall(paymentRoutes.getPlanStatus, () => ({ fallback: "messages.failedFetchPlanStatus" })),
      providesTags: ["PlanStatus"],
    }),
    payments: build.query({
      ...routeCall(paymentRoutes.listMyPayments, () => ({ fallback: "messages.failedLoadPaymentHistory" })),
      providesTags: ["Payments"],
    }),
    /** Answers the Checkout URL; the caller sends the browser there. */
    startCheckout: build.mutation({
      async queryFn({ billingInterval, promoCode }: CheckoutChoice, { signal }) {
        if (billingInterval !== "monthly" && billingInterval !== "yearly") {
          return { error: { status: 0, message: translate("messages.invalidPlanSelection") } };
        }
        const code = promoCode?.trim();
        const body: RouteBody<typeof paymentRoutes.startCheckout> = {
          planType: "pro",
          billingInterval,
          ...(code ? { promoCode: code } : {}),
        };
        const result = await callRoute(paymentRoutes.startCheckout, {
          body,
          fallback: "messages.upgradeFailed",
          signal,
        });
        return result.error ? result : { data: result.data.url };
      },
    }),
    /** Answers the customer portal's URL; the caller sends the browser there. */
    openPortal: build.mutation({
      ...routeCall(paymentRoutes.openPortal, () => ({ fallback: "messages.failedLaunchPortal" })),
    }),
  }),
});

export const { usePlanStatusQuery, usePaymentsQuery, useStartCheckoutMutation, useOpenPortalMutation } = billingApi;

/** The caller's plan: the server's answer once it came, the free plan until then. */
export function usePlanStatus(options: { refetchOnMountOrArgChange?: boolean } = {}) {
  const query = usePlanStatusQuery(
    useAppSelector((state) => signedInArg(state.session)),
    options,
  );
  return { ...query, planStatus: query.data ?? FREE_PLAN };
}
