// The Stripe SDK of the server, pointed at STRIPE_API_URL when set (a local fake in tests, a
// Stripe-compatible mock elsewhere), or at api.stripe.com: one instance per configuration, made
// on first use and shared by checkout, the webhook and account closure.
import Stripe from "stripe";
import type { AppContext } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { paymentsDisabled } from "./payment-errors.ts";

export type StripeSettings = NonNullable<Config["stripe"]>;
/** What the payment services are given by their routes and by account closure. */
export type PaymentsContext = Pick<AppContext, "db" | "config">;
/** What a call to Stripe needs. */
export type StripeDeps = { db: Db; stripe: Stripe; settings: StripeSettings; publicUrl: string };

const clients = new WeakMap<StripeSettings, Stripe>();

export function stripeClientFor(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    client = createStripeClient(settings);
    clients.set(settings, client);
  }
  return client;
}

/**
 * Read per call: the public URL may be set after the app is built (tests do). Without Stripe
 * configuration the Stripe calls answer 503.
 */
export function stripeDepsOf(ctx: PaymentsContext): StripeDeps {
  const settings = ctx.config.stripe;
  if (!settings) throw paymentsDisabled();
  return { db: ctx.db, stripe: stripeClientFor(settings), settings, publicUrl: ctx.config.publicUrl };
}

function createStripeClient(settings: StripeSettings): Stripe {
  const options: Stripe.StripeConfig = { timeout: 20_000, maxNetworkRetries: 2, telemetry: false };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port || (protocol === "http" ? 80 : 443);
  }
  return new Stripe(settings.secretKey, options);
}
