import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat } from "./intl-formats.ts";

const moment = new Date("2030-05-04T18:30:00Z");
/** A day and a time, as a schedule writes them. */
const dayAndTime = { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" } as const;

describe("Intl's formatters, made once", () => {
  it("are the same formatter for the same language and options, asked again", () => {
    expect(dateTimeFormat("de", { hour: "2-digit", minute: "2-digit" })).toBe(
      dateTimeFormat("de", { hour: "2-digit", minute: "2-digit" }),
    );
    expect(numberFormat("fr")).toBe(numberFormat("fr"));
    expect(listFormat("es", { type: "unit" })).toBe(listFormat("es", { type: "unit" }));
  });

  it("are another formatter for another language, other options or another kind", () => {
    expect(dateTimeFormat("de", { hour: "2-digit" })).not.toBe(dateTimeFormat("fr", { hour: "2-digit" }));
    expect(dateTimeFormat("de", { hour: "2-digit" })).not.toBe(dateTimeFormat("de", { minute: "2-digit" }));
    expect(numberFormat("en", { useGrouping: false }).format(12345)).toBe("12345");
    expect(numberFormat("en").format(12345)).toBe("12,345");
  });

  it("write what a new formatter, or toLocaleString, writes", () => {
    for (const locale of ["en", "de", "fr", "es", "ar"]) {
      expect(dateTimeFormat(locale, dayAndTime).format(moment)).toBe(moment.toLocaleString(locale, dayAndTime));
      expect(listFormat(locale, { style: "long", type: "conjunction" }).format(["a", "b", "c"])).toBe(
        new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(["a", "b", "c"]),
      );
    }
  });
});
