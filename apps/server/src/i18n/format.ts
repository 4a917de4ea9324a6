// Formatting an ICU message of the catalogue (packages/contract/src/catalogues/) with its values,
// as a language writes it: the server's answers and mail, and the tests' expected English.
// `english(MESSAGES.questionTooLong, { max: 500 })` → "A question can be at most 500 characters".

import type { Locale } from "@handraise/contract";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

export type MessageValues = Record<string, unknown>;

const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: {} } });
    instance.setMessagesCompiler(compileMessage);
    instances.set(locale, instance);
  }
  return instance;
}

/** The message in this language's plural rules and number formats, its placeholders filled. */
export function formatMessage(locale: Locale, message: string, values?: MessageValues): string {
  return instanceFor(locale)._(message, values, { message });
}

export const english = (message: string, values?: MessageValues): string => formatMessage("en", message, values);
