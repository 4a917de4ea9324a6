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
import { paymentsDisabled } from "./payment-errors.ts";
import { presentPayment, presentPlanStatus } from "./presenter.ts";
import { paymentsOfUser } from "./repository.ts";
import { createStripeClient } from "./stripe-client.ts";
import { applyEvent, verifyEvent } from "./webhook-service.ts";

export const paymentRoutes: Feature = async (app, { ctx }) => {
  const settings = ctx.config.stripe;
  const stripe = settings ? createStripeClient(settings) : undefined;
  /** Read per request: the public URL may be set after the app is built (tests do). */
  const deps = () => {
    if (!settings || !stripe) throw paymentsDisabled();
    return { db: ctx.db, stripe, settings, publicUrl: ctx.config.publicUrl };
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(API_ROUTES.startCheckout),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return { url: await startCheckout(deps(), user, request.body) };
    },
  });

  routes.route({
    ...routeOf(API_ROUTES.openPortal),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return { url: await openPortal(deps(), user) };
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
      return (await paymentsOfUser(ctx.db, user.id)).map(presentPayment);
    },
  });

  await app.register(webhookRoute, { ctx, deps });
};

/**
 * Its own encapsulated plugin: the signature is computed over the exact bytes Stripe sent, so
 * JSON bodies stay raw Buffers here, and only here.
 */
async function webhookRoute(
  app: FastifyInstance,
  { deps }: { ctx: AppContext; deps: () => Parameters<typeof applyEvent>[0] },
): Promise<void> {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(API_ROUTES.stripeWebhook),
    handler: async (request) => {
      const dependencies = deps();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      const event = verifyEvent(dependencies, raw, typeof signature === "string" ? signature : undefined);
      await applyEvent(dependencies, event);
      return { received: true as const };
    },
  });
}
