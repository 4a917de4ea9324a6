// Dates of the event form and of event screens: the form edits local date and time separately
// and sends one ISO datetime; screens show the viewer's local time, written in the page's language.
import { useCallback } from "react";
import { dateTimeFormat } from "../../lib/i18n/intl-formats.ts";
import { useFormat } from "../../lib/i18n/translate.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The next whole hour from now (docs/product.md §5 default). */
export function nextWholeHour(now = new Date()): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

/** Local `YYYY-MM-DD` and `HH:MM` parts for the date and time inputs. */
export function toDateAndTime(value: Date): { date: string; time: string } {
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/** The local date and time inputs combined into an ISO datetime, or undefined if incomplete. */
export function combineDateAndTime(date: string, time: string): string | undefined {
  if (!date || !time) return undefined;
  const value = new Date(`${date}T${time}`);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/** How event screens write an event's moment: "Sat, 4 May 2030, 18:30" in English. */
export const EVENT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/** The event's moment in a language (the browser's when none is given). */
export function formatEventDate(iso: string, locale?: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return dateTimeFormat(locale, EVENT_DATE_FORMAT).format(value);
}

/** formatEventDate in the page's language, for components. */
export function useEventDate(): (iso: string) => string {
  const { locale } = useFormat();
  return useCallback((iso: string) => formatEventDate(iso, locale), [locale]);
}
