import { afterEach, describe, expect, it, vi } from "vitest";
import { icuWarm } from "../../lib/i18n/icu-warm-up.ts";
import { listFormat } from "../../lib/i18n/intl-formats.ts";
import { formatEventDate } from "./event-dates.ts";
import { HOST_LIST_FORMAT, prepareEventFormats, prepareEventFormatsSoon } from "./prepared-formats.ts";

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealListFormat = Intl.ListFormat;
/** Intl's constructors, which the test replaces and puts back (TypeScript declares them read-only). */
const intl = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat; ListFormat: typeof Intl.ListFormat };

/** Counts the date and list formatters made from now on (until the test ends). */
function countMade(): () => number {
  let made = 0;
  intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made++;
    }
  } as typeof Intl.DateTimeFormat;
  intl.ListFormat = class extends RealListFormat {
    constructor(...args: ConstructorParameters<typeof RealListFormat>) {
      super(...args);
      made++;
    }
  } as typeof Intl.ListFormat;
  return () => made;
}

afterEach(() => {
  intl.DateTimeFormat = RealDateTimeFormat;
  intl.ListFormat = RealListFormat;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the event page's formatters, made ahead", () => {
  it("are the ones the page then writes the event's date and hosts with: none is made again", () => {
    // A language no other test of this file formats in, so nothing of it is kept yet.
    prepareEventFormats("pt-BR");
    const made = countMade();
    expect(formatEventDate("2030-05-04T18:30:00Z", "pt-BR")).toContain("2030");
    expect(listFormat("pt-BR", HOST_LIST_FORMAT).format(["Ada", "Bob"])).toContain("Bob");
    expect(made()).toBe(0);
    // Another language is not prepared by it.
    formatEventDate("2030-05-04T18:30:00Z", "nl");
    expect(made()).toBe(1);
  });

  it("are made in a task of their own, once ICU is warm, after the one that asks for them", async () => {
    // Only the timers: faking Intl too would hide the formatters made.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const made = countMade();
    // A language no other test of this file formats in.
    prepareEventFormatsSoon("fi");
    expect(made()).toBe(0);
    // No worker here (icu-warm-up.ts): warm at once; the task is asked for once it is.
    await icuWarm();
    expect(made()).toBe(0);
    vi.runOnlyPendingTimers();
    expect(made()).toBe(2);
    formatEventDate("2030-05-04T18:30:00Z", "fi");
    expect(made()).toBe(2);
  });
});
