import { describe, expect, it } from "vitest";
import { formatAmount, formatDay, planLabel, statusLabel } from "./billing-format.ts";

describe("billing format", () => {
  it("shows minor units divided by 100 with two decimals and an upper-case currency", () => {
    expect(formatAmount(999, "gbp")).toBe("9.99 GBP");
    expect(formatAmount(9000, "gbp")).toBe("90.00 GBP");
    expect(formatAmount(5, "eur")).toBe("0.05 EUR");
  });

  it("names plans and statuses in the product's words", () => {
    expect(planLabel("individual")).toBe("Free");
    expect(planLabel("pro-monthly")).toBe("Pro monthly");
    expect(planLabel("pro-yearly")).toBe("Pro yearly");
    expect(statusLabel("past_due")).toBe("Past due");
    expect(statusLabel("free")).toBe("Free");
  });

  it("shows a dash for a missing or broken date", () => {
    expect(formatDay(null)).toBe("—");
    expect(formatDay("not a date")).toBe("—");
    expect(formatDay("2030-01-02T00:00:00.000Z")).toMatch(/2030/);
  });
});
