// The payment files' shared setup: the fake Stripe starts first (the server is told its
// address), then browserSuite's server and Chromium; the fake Stripe stops after them.

import { type FakeStripe, type HttpClient, httpClient, startFakeStripe } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import type { TestServer } from "../../support/browser.ts";
import { browserSuite } from "../../support/suite.ts";

export type StripeSuite = { stripe: FakeStripe; server: TestServer; browser: Browser; http: HttpClient };

export function stripeSuite(started: (suite: StripeSuite) => void): void {
  let stripe: FakeStripe | undefined;
  browserSuite(
    {
      server: async () => {
        stripe = await startFakeStripe();
        return { env: stripe.env };
      },
      afterStop: () => stripe?.close(),
    },
    ({ server, browser }) => {
      if (!stripe) throw new Error("the fake Stripe did not start");
      started({ stripe, server, browser, http: httpClient(server.url) });
    },
  );
}
