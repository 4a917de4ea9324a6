// The one Stripe SDK instance of the server, pointed at STRIPE_API_URL when set (a local fake
// in tests, a Stripe-compatible mock elsewhere), or at api.stripe.com.
import Stripe from "stripe";
import type { Config } from "../../config.ts";

export type StripeSettings = NonNullable<Config["stripe"]>;

export function createStripeClient(settings: StripeSettings): Stripe {
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
