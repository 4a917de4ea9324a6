// The form's date default and the local date + time → ISO datetime round trip.
import { describe, expect, it } from "vitest";
import { combineDateAndTime, EVENT_DATE_FORMAT, formatEventDate, nextWholeHour, toDateAndTime } from "./event-dates.ts";

describe("event dates", () => {
  it("defaults to the next whole hour", () => {
    const next = nextWholeHour(new Date(2030, 0, 1, 23, 41, 12));
    expect([next.getDate(), next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([2, 0, 0, 0]);
  });

  it("combines the date and time inputs into the same local moment", () => {
    const moment = new Date(2030, 5, 15, 18, 30);
    const { date, time } = toDateAndTime(moment);
    expect(date).toBe("2030-06-15");
    expect(time).toBe("18:30");
    expect(combineDateAndTime(date, time)).toBe(moment.toISOString());
    expect(combineDateAndTime(date, "")).toBeUndefined();
  });

  it("writes the event's moment as toLocaleString would, in each language, with its formatter kept", () => {
    const options = EVENT_DATE_FORMAT;
    const moment = new Date("2030-05-04T18:30:00Z");
    for (const locale of ["en", "de", "fr", "es", "ar"]) {
      expect(formatEventDate(moment.toISOString(), locale)).toBe(moment.toLocaleString(locale, options));
      expect(formatEventDate(moment.toISOString(), locale)).toBe(formatEventDate(moment.toISOString(), locale));
    }
    expect(formatEventDate("not a date", "en")).toBe("not a date");
  });
});
