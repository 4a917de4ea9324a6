// A small local stand-in for the Stripe API (node:http), speaking the few calls the server
// makes: customers, Checkout and portal sessions, promotion codes, subscriptions (read, list,
// cancel) and invoices; it can also play an outage.
// Tests drive it (complete a checkout, change a subscription) and build signed webhook
// deliveries with the SDK's own test-header helper. Started once per test file.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";

type Json = Record<string, any>;
export type FakeRequest = { method: string; path: string; params: Json };
export type StripeEventPayload = {
  id: string;
  object: "event";
  type: string;
  data: { object: Json };
  [k: string]: any;
};

const DAY = 24 * 60 * 60;

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(9).toString("hex")}`;
}

/** Decodes Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: any = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? "");
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const priceMonthly = newId("price_monthly");
  const priceYearly = newId("price_yearly");
  const amounts: Record<string, number> = { [priceMonthly]: 999, [priceYearly]: 9000 };

  const requests: FakeRequest[] = [];
  const customers = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const promotionCodes = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  let baseUrl = "";
  let lastPaidAt = 0;
  /** While set, matching API calls answer 503, as when Stripe is unreachable. */
  let failing: ((request: FakeRequest) => boolean) | undefined;
  const now = () => Math.floor(Date.now() / 1000);

  const send = (res: ServerResponse, status: number, body: Json | string, type = "application/json") => {
    res.writeHead(status, { "content-type": type, "request-id": newId("req") });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string, id: string) =>
    send(res, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` },
    });
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

  function createCustomer(params: Json, key: string | undefined): Json {
    if (key && idempotent.has(key)) return idempotent.get(key) as Json;
    const customer = {
      id: newId("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    customers.set(customer.id, customer);
    if (key) idempotent.set(key, customer);
    return customer;
  }

  function createSession(params: Json): Json | string {
    if (params.mode !== "subscription") return "mode must be subscription";
    if (!customers.has(params.customer)) return `No such customer: '${params.customer}'`;
    const price = params.line_items?.[0]?.price;
    if (!(price in amounts)) return `No such price: '${price}'`;
    const promotionCode = params.discounts?.[0]?.promotion_code;
    if (promotionCode && !promotionCodes.has(promotionCode)) return `No such promotion code: '${promotionCode}'`;
    const id = newId("cs");
    const session = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      customer: params.customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      subscription_data: params.subscription_data ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      price,
      promotion_code: promotionCode ?? null,
      subscription: null as string | null,
      url: `${baseUrl}/checkout/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const params = req.method === "GET" ? decodeForm(url.search.slice(1)) : decodeForm(body);
    const path = url.pathname;

    // Pages a browser is sent to: the hosted checkout, the portal, a receipt.
    if (req.method === "GET" && !path.startsWith("/v1/")) {
      const [, kind, id = ""] = path.split("/");
      if (kind === "checkout" && sessions.has(id)) {
        const session = sessions.get(id) as Json;
        return send(
          res,
          200,
          page(
            "Fake Stripe Checkout",
            `<p>Session ${id}</p><p><a href="${session.success_url}">Pay and return</a></p>`,
          ),
          "text/html",
        );
      }
      if (kind === "portal" && portalSessions.has(id)) {
        const portal = portalSessions.get(id) as Json;
        return send(res, 200, page("Fake Stripe Portal", `<a href="${portal.return_url}">Return</a>`), "text/html");
      }
      if (kind === "receipts" && invoices.has(id)) return send(res, 200, page("Fake Stripe Receipt", id), "text/html");
      return send(res, 404, page("Not found", path), "text/html");
    }

    const request = { method: req.method ?? "", path, params };
    requests.push(request);
    if (failing?.(request)) {
      return send(res, 503, { error: { type: "api_error", message: "Stripe is unavailable (fake outage)" } });
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: { type: "authentication_error", message: "Invalid API Key provided" } });
    }
    const key = req.headers["idempotency-key"];
    const [, version, collection, objectId] = path.split("/");
    const retrieving = req.method === "GET" && version === "v1" && objectId !== undefined;

    if (req.method === "POST" && path === "/v1/customers") {
      return send(res, 200, createCustomer(params, typeof key === "string" ? key : undefined));
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const session = createSession(params);
      if (typeof session === "string") {
        return send(res, 400, { error: { type: "invalid_request_error", message: session } });
      }
      return send(res, 200, session);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(params.customer)) return missing(res, "customer", params.customer);
      const id = newId("bps");
      const portal = {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url,
        url: `${baseUrl}/portal/${id}`,
      };
      portalSessions.set(id, portal);
      return send(res, 200, portal);
    }
    if (req.method === "GET" && path === "/v1/promotion_codes") {
      const data = [...promotionCodes.values()].filter(
        (p) =>
          (params.code === undefined || String(p.code).toLowerCase() === String(params.code).toLowerCase()) &&
          (params.active === undefined || String(p.active) === params.active),
      );
      return send(res, 200, { object: "list", url: "/v1/promotion_codes", has_more: false, data });
    }
    if (req.method === "GET" && path === "/v1/subscriptions") {
      // Stripe lists all but canceled ones unless asked for a status ("all" = every one).
      const wanted = (s: Json) =>
        params.status === "all" || (params.status ? s.status === params.status : s.status !== "canceled");
      const data = [...subscriptions.values()].filter(
        (s) => (params.customer === undefined || s.customer === params.customer) && wanted(s),
      );
      return send(res, 200, { object: "list", url: "/v1/subscriptions", has_more: false, data });
    }
    if (req.method === "DELETE" && collection === "subscriptions" && objectId !== undefined) {
      const found = subscriptions.get(objectId);
      if (!found) return missing(res, "subscription", objectId);
      if (found.status === "canceled") {
        return send(res, 400, {
          error: { type: "invalid_request_error", message: `The subscription ${objectId} is already canceled.` },
        });
      }
      Object.assign(found, { status: "canceled", canceled_at: now(), ended_at: now() });
      return send(res, 200, found);
    }
    if (retrieving && collection === "subscriptions") {
      const found = subscriptions.get(objectId);
      return found ? send(res, 200, found) : missing(res, "subscription", objectId);
    }
    if (retrieving && collection === "invoices") {
      const found = invoices.get(objectId);
      return found ? send(res, 200, found) : missing(res, "invoice", objectId);
    }
    return send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { error: { type: "api_error", message: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const signer = new Stripe(secretKey);

  function event(type: string, object: Json): StripeEventPayload {
    return {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    priceMonthly,
    priceYearly,
    /** The STRIPE_* variables that point a test server at this fake. */
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_MONTHLY: priceMonthly,
      STRIPE_PRICE_YEARLY: priceYearly,
      STRIPE_API_URL: baseUrl,
    } as Record<string, string>,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,

    addPromotionCode(code: string, options: { active?: boolean; percentOff?: number } = {}): string {
      const id = newId("promo");
      promotionCodes.set(id, {
        id,
        object: "promotion_code",
        code,
        active: options.active ?? true,
        coupon: { id: newId("coupon"), object: "coupon", percent_off: options.percentOff ?? 20 },
      });
      return id;
    },

    /** The customer pays on the hosted page: a subscription and its first paid invoice exist. */
    completeCheckout(sessionId: string, options: { status?: string } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      // Strictly increasing, so "newest first" is well defined within one second too.
      const start = Math.max(now(), lastPaidAt + 1);
      lastPaidAt = start;
      const end = start + (session.price === priceYearly ? 365 : 30) * DAY;
      const subscription: Json = {
        id: newId("sub"),
        object: "subscription",
        customer: session.customer,
        status: options.status ?? "active",
        metadata: session.subscription_data?.metadata ?? {},
        created: start,
        cancel_at_period_end: false,
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              price: { id: session.price, object: "price" },
              quantity: 1,
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      const promotion = session.promotion_code ? promotionCodes.get(session.promotion_code) : undefined;
      const fullAmount = amounts[session.price] ?? 0;
      const amount = promotion ? Math.round(fullAmount * (1 - promotion.coupon.percent_off / 100)) : fullAmount;
      const invoiceId = newId("in");
      const invoice: Json = {
        id: invoiceId,
        object: "invoice",
        customer: session.customer,
        status: "paid",
        amount_due: amount,
        amount_paid: amount,
        currency: "gbp",
        created: start,
        period_start: start,
        period_end: start,
        status_transitions: { paid_at: start },
        hosted_invoice_url: `${baseUrl}/receipts/${invoiceId}`,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
        },
        lines: {
          object: "list",
          data: [
            {
              id: newId("il"),
              object: "line_item",
              amount,
              period: { start, end },
              pricing: { type: "price_details", price_details: { price: session.price, product: "prod_test" } },
            },
          ],
        },
      };
      subscription.latest_invoice = invoice.id;
      subscriptions.set(subscription.id, subscription);
      invoices.set(invoice.id, invoice);
      Object.assign(session, { status: "complete", subscription: subscription.id });
      return {
        subscription,
        invoice,
        /** The events Stripe sends for this checkout, in its usual order (any order must work). */
        events: [
          event("checkout.session.completed", session),
          event("customer.subscription.created", subscription),
          event("invoice.paid", invoice),
        ],
      };
    },

    /** Changes a subscription as the portal or a failed renewal would; answers the new state. */
    updateSubscription(id: string, changes: { status?: string; price?: string }): Json {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      if (changes.status) subscription.status = changes.status;
      if (changes.price) subscription.items.data[0].price.id = changes.price;
      return structuredClone(subscription);
    },

    event,

    /** Makes matching API calls fail with 503 until called again with nothing (a Stripe outage). */
    failWhen(match?: (request: FakeRequest) => boolean) {
      failing = match;
    },

    /** The body and `stripe-signature` header Stripe would send for an event. */
    sign(payload: StripeEventPayload | string, options: { timestamp?: number; secret?: string } = {}) {
      const body = typeof payload === "string" ? payload : JSON.stringify(payload);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
      return { body, signature };
    },

    /** Posts a signed delivery of an event to a server's webhook, as Stripe does. */
    async deliver(
      serverUrl: string,
      payload: StripeEventPayload,
      options: { timestamp?: number; secret?: string } = {},
    ): Promise<{ status: number; body: any }> {
      const { body, signature } = this.sign(payload, options);
      const response = await fetch(`${serverUrl}/api/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
