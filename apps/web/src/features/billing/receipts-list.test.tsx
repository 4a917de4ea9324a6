// The receipts list as rendered HTML, for the states the browser tests cannot reach (a payer
// who no longer exists, a failed load).
import type { PaymentRecord } from "@handraise/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { ReceiptsList } from "./receipts-list.tsx";
import { fetchPayments } from "./subscription-thunks.ts";

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

function render(setup: (store: ReturnType<typeof createStore>) => void): string {
  const store = createStore();
  setup(store);
  return renderToStaticMarkup(
    <Provider store={store}>
      <ReceiptsList />
    </Provider>,
  );
}

describe("receipts list", () => {
  it("says 'Loading...' while the history loads", () => {
    const html = render((store) => store.dispatch(fetchPayments.pending("r1")));
    expect(html).toContain("Loading...");
  });

  it("says 'No payment history found.' for none", () => {
    const html = render((store) => store.dispatch(fetchPayments.fulfilled([], "r1")));
    expect(html).toContain("No payment history found.");
  });

  it("shows amounts, the payer or 'User deleted', and receipt links", () => {
    const html = render((store) =>
      store.dispatch(
        fetchPayments.fulfilled(
          [record({}), record({ _id: "in_2", userId: null, amountPaid: 9000, currentPlan: "pro-yearly" })],
          "r1",
        ),
      ),
    );
    expect(html).toContain("9.99 GBP");
    expect(html).toContain("90.00 GBP");
    expect(html).toContain("payer@example.test");
    expect(html).toContain("User deleted");
    expect(html).toContain('href="https://pay.example.test/receipt/1"');
  });

  it("shows the load error", () => {
    const html = render((store) =>
      store.dispatch(fetchPayments.rejected(null, "r1", undefined, "Failed to load payment history")),
    );
    expect(html).toContain("Failed to load payment history");
  });
});
