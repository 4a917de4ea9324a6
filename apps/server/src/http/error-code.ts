// The `code` of an error answer: the catalogue key of its message (docs/features/languages.md
// "Server"), so a client says the refusal in its own language. A message is found by its exact
// English text, through a map built once from ANSWER_MESSAGES and MESSAGES; a message filled from
// a template has no exact text, so its key and values are given where it is made (app-error.ts).
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";

export type CatalogueKey = keyof typeof ANSWER_MESSAGES | keyof typeof MESSAGES;

/** Each English text of the two catalogues, to its key; the refusals' catalogue wins a tie. */
const KEY_OF_TEXT: ReadonlyMap<string, CatalogueKey> = new Map(
  ([...Object.entries(MESSAGES), ...Object.entries(ANSWER_MESSAGES)] as [CatalogueKey, unknown][]).flatMap(
    ([key, text]) => (typeof text === "string" ? [[text, key] as const] : []),
  ),
);

/** The key of a catalogue message, by its exact English text; undefined for any other text. */
export function errorCodeOf(message: string): CatalogueKey | undefined {
  return KEY_OF_TEXT.get(message);
}

/** A key's English text (an ICU message, placeholders unfilled). */
export function catalogueText(key: CatalogueKey): string {
  return key in ANSWER_MESSAGES
    ? ANSWER_MESSAGES[key as keyof typeof ANSWER_MESSAGES]
    : MESSAGES[key as keyof typeof MESSAGES];
}
