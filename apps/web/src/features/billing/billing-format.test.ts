import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { translate as t } from "../../lib/i18n/translate.ts";
import { formatAmount, formatDay, planLabel, statusLabel } from "./billing-format.ts";

beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["screens"]);
  i18n.activate("en");
});

describe("billing format", () => {
  it("shows minor units divided by 100 with two decimals and an upper-case currency", () => {
    expect(formatAmount(999, "gbp")).toBe("9.99 GBP");
    expect(formatAmount(9000, "gbp")).toBe("90.00 GBP");
    expect(formatAmount(5, "eur")).toBe("0.05 EUR");
    expect(formatAmount(123456, "eur")).toBe("1234.56 EUR");
    expect(formatAmount(999, "gbp", "de")).toBe("9,99 GBP");
  });

  it("names plans and statuses in the product's words", () => {
    expect(planLabel("individual", t)).toBe("Free");
    expect(planLabel("pro-monthly", t)).toBe("Pro monthly");
    expect(planLabel("pro-yearly", t)).toBe("Pro yearly");
    expect(statusLabel("past_due", t)).toBe("Past due");
    expect(statusLabel("free", t)).toBe("Free");
    expect(statusLabel("some_new_state", t)).toBe("Some new state");
  });

  it("shows a dash for a missing or broken date", () => {
    expect(formatDay(null)).toBe("—");
    expect(formatDay("not a date")).toBe("—");
    expect(formatDay("2030-01-02T00:00:00.000Z")).toMatch(/2030/);
  });
});
