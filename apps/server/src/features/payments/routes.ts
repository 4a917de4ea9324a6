// Plans and payments (docs/product.md §10 "Payments"): Checkout and portal sessions, the Stripe
// webhook, and the caller's plan status and payment history. Without Stripe configuration the
// Stripe routes answer 503 and status and history answer from the database.
import { API_ROUTES } from "@handraise/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { openPortal, startCheckout } from "./checkout-service.ts";
import { paymentHistoryOf } from "./history-service.ts";
import { presentPayment, presentPlanStatus } from "./presenter.ts";
import { receiveWebhook } from "./webhook-service.ts";

export const paymentRoutes: Feature = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(API_ROUTES.startCheckout),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return { url: await startCheckout(ctx, user, request.body) };
    },
  });

  routes.route({
    ...routeOf(API_ROUTES.openPortal),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return { url: await openPortal(ctx, user) };
    },
  });

  routes.route({
    ...routeOf(API_ROUTES.getPlanStatus),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return presentPlanStatus(user);
    },
  });

  routes.route({
    ...routeOf(API_ROUTES.listMyPayments),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return (await paymentHistoryOf(ctx, user.id)).map(presentPayment);
    },
  });

  await app.register(webhookRoute, { ctx });
};

/**
 * Its own encapsulated plugin: the signature is computed over the exact bytes Stripe sent, so
 * JSON bodies stay raw Buffers here, and only here.
 */
async function webhookRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(API_ROUTES.stripeWebhook),
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      await receiveWebhook(ctx, raw, typeof signature === "string" ? signature : undefined);
      ctx.outbox.nudge(); // a receipt queued with the payment goes now, not at the next poll
      return { received: true as const };
    },
  });
}
