// The message catalogue: every user-facing string, in English (en/, the source, exact where
// docs/product.md is) and in each other language of i18n/locales.ts (<locale>/, one module per
// namespace, every key translated: apps/web/src/test/catalogues.test.ts). Messages are ICU
// MessageFormat: "{count, plural, one {# vote} other {# votes}}". The server and the tests read
// the English objects below; the web app never does: it loads the namespaces a page needs, in
// the person's language, compiled at build time (apps/web/catalogue-plugin.ts), and reads them
// by key through Lingui (apps/web/src/lib/i18n/).
import { ANSWER_MESSAGES } from "./en/answers.ts";
import { COMMON_MESSAGES } from "./en/common.ts";
import { EVENTS_MESSAGES } from "./en/events.ts";
import { LEGAL_TEXTS } from "./en/legal.ts";
import { MAIL_MESSAGES } from "./en/mail.ts";
import { MESSAGES } from "./en/messages.ts";
import { POLL_AUDIENCE_MESSAGES } from "./en/poll-audience.ts";
import { POLL_HOST_MESSAGES } from "./en/poll-host.ts";
import { POLL_RESULTS_MESSAGES } from "./en/poll-results.ts";
import { POLL_STAGE_MESSAGES } from "./en/poll-stage.ts";
import { PRESENTER_MESSAGES } from "./en/presenter.ts";
import { PUBLIC_PAGE_MESSAGES } from "./en/public-pages.ts";
import { QUESTIONS_MESSAGES } from "./en/questions.ts";
import { REPORT_MESSAGES } from "./en/report.ts";
import { SCREEN_MESSAGES } from "./en/screens.ts";
import { THEME_MESSAGES } from "./en/theme.ts";

export * from "../i18n/locales.ts";
export {
  ANSWER_MESSAGES,
  COMMON_MESSAGES,
  EVENTS_MESSAGES,
  LEGAL_TEXTS,
  MAIL_MESSAGES,
  MESSAGES,
  POLL_AUDIENCE_MESSAGES,
  POLL_HOST_MESSAGES,
  POLL_RESULTS_MESSAGES,
  POLL_STAGE_MESSAGES,
  PRESENTER_MESSAGES,
  PUBLIC_PAGE_MESSAGES,
  QUESTIONS_MESSAGES,
  REPORT_MESSAGES,
  SCREEN_MESSAGES,
  THEME_MESSAGES,
};

/** Each namespace's English catalogue: its module is `en/<namespace>.ts`, its translations `<locale>/<namespace>.ts`. */
export interface EnglishCatalogues {
  answers: typeof ANSWER_MESSAGES;
  common: typeof COMMON_MESSAGES;
  events: typeof EVENTS_MESSAGES;
  legal: typeof LEGAL_TEXTS;
  mail: typeof MAIL_MESSAGES;
  messages: typeof MESSAGES;
  "poll-audience": typeof POLL_AUDIENCE_MESSAGES;
  "poll-host": typeof POLL_HOST_MESSAGES;
  "poll-results": typeof POLL_RESULTS_MESSAGES;
  "poll-stage": typeof POLL_STAGE_MESSAGES;
  presenter: typeof PRESENTER_MESSAGES;
  "public-pages": typeof PUBLIC_PAGE_MESSAGES;
  questions: typeof QUESTIONS_MESSAGES;
  report: typeof REPORT_MESSAGES;
  screens: typeof SCREEN_MESSAGES;
  theme: typeof THEME_MESSAGES;
}

export type Namespace = keyof EnglishCatalogues;

/** Every English catalogue by namespace, for the checks that walk them all (never the web app's pages). */
export const ENGLISH_CATALOGUES: EnglishCatalogues = {
  answers: ANSWER_MESSAGES,
  common: COMMON_MESSAGES,
  events: EVENTS_MESSAGES,
  legal: LEGAL_TEXTS,
  mail: MAIL_MESSAGES,
  messages: MESSAGES,
  "poll-audience": POLL_AUDIENCE_MESSAGES,
  "poll-host": POLL_HOST_MESSAGES,
  "poll-results": POLL_RESULTS_MESSAGES,
  "poll-stage": POLL_STAGE_MESSAGES,
  presenter: PRESENTER_MESSAGES,
  "public-pages": PUBLIC_PAGE_MESSAGES,
  questions: QUESTIONS_MESSAGES,
  report: REPORT_MESSAGES,
  screens: SCREEN_MESSAGES,
  theme: THEME_MESSAGES,
};

export const NAMESPACES = [
  "answers",
  "common",
  "events",
  "legal",
  "mail",
  "messages",
  "poll-audience",
  "poll-host",
  "poll-results",
  "poll-stage",
  "presenter",
  "public-pages",
  "questions",
  "report",
  "screens",
  "theme",
] as const satisfies readonly Namespace[];

/** A translation of an English catalogue: the same keys, nested the same way, every one a string. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message's id: its namespace, then its path in the catalogue ("screens.login.intro"). */
export type MessageKey = { [N in Namespace]: Leaves<EnglishCatalogues[N], `${N}.`> }[Namespace];
