// The payment files' shared setup: the fake Stripe starts first (the server is told its
// address), then browserSuite's server and Chromium; the fake Stripe stops after them.
import type { Browser } from "playwright-core";
import { type FakeStripe, startFakeStripe } from "../../../apps/server/test/support/fake-stripe.ts";
import { type HttpClient, httpClient } from "../../../apps/server/test/support/http.ts";
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
