// The receipts list as rendered HTML, for the states the browser tests cannot reach (a payer
// who no longer exists, a failed load).
import type { PaymentRecord } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { Provider } from "react-redux";
import { beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { AppI18n } from "../../lib/i18n/provider.tsx";
import { billingApi } from "./api.ts";
import { ReceiptsList } from "./receipts-list.tsx";

const record = (fields: Partial<PaymentRecord>): PaymentRecord => ({
  _id: "in_1",
  userId: { _id: "u1", email: "payer@example.test" },
  amountPaid: 999,
  currency: "gbp",
  startDate: "2030-01-01T00:00:00.000Z",
  endDate: "2030-02-01T00:00:00.000Z",
  currentPlan: "pro-monthly",
  status: "paid",
  receiptUrl: "https://pay.example.test/receipt/1",
  ...fields,
});

type Store = ReturnType<typeof createStore>;

beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["common", "messages", "screens"]);
  i18n.activate("en");
});

async function render(setup: (store: Store) => unknown = () => undefined): Promise<string> {
  const store = createStore();
  await setup(store);
  return renderToStaticMarkup(
    <AppI18n>
      <Provider store={store}>
        <ReceiptsList />
      </Provider>
    </AppI18n>,
  );
}

describe("receipts list", () => {
  it("says 'Loading...' while the history loads", async () => {
    const html = await render();
    expect(html).toContain("Loading...");
  });

  const loaded = (payments: PaymentRecord[]) => (store: Store) =>
    store.dispatch(billingApi.util.upsertQueryData("payments", undefined, payments));

  it("says 'No payment history found.' for none", async () => {
    const html = await render(loaded([]));
    expect(html).toContain("No payment history found.");
  });

  it("shows amounts, the payer or 'User deleted', and receipt links", async () => {
    const html = await render(
      loaded([record({}), record({ _id: "in_2", userId: null, amountPaid: 9000, currentPlan: "pro-yearly" })]),
    );
    expect(html).toContain("9.99 GBP");
    expect(html).toContain("90.00 GBP");
    expect(html).toContain("payer@example.test");
    expect(html).toContain("User deleted");
    expect(html).toContain('href="https://pay.example.test/receipt/1"');
  });

  // No server answers here (a relative address outside a browser), so the call fails for real.
  it("shows the load error", async () => {
    const html = await render((store) => store.dispatch(billingApi.endpoints.payments.initiate()));
    expect(html).toContain("Failed to load payment history");
  });
});
