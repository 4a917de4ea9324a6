// Errors are values with a status and a user-facing message from the catalogue.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { english } from "../i18n/format.ts";
import { type CatalogueKey, catalogueText } from "./error-code.ts";

/** The placeholder values of a catalogue message, as the error body carries them. */
export type MessageValues = Readonly<Record<string, string | number>>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Payment and plan routes also carry the text as `error` (docs/product.md §10). */
    readonly withErrorField = false,
    /**
     * Sent as the body's `code`: a kind of refusal a client acts on (contract ERROR_CODES), or the
     * catalogue key of a message filled from a template. Without it, the handler finds the key of
     * a catalogue message by its text (error-code.ts).
     */
    readonly code?: string,
    /** The placeholder values of the message `code` names, sent as the body's `values`. */
    readonly values?: MessageValues,
  ) {
    super(message);
  }
}

/**
 * A refusal worded by a catalogue message with placeholders: the English text, and its key and
 * values, so a client can say it in its own language (`refusal(400, "limitAbovePlan", {field, max})`).
 */
export function refusal(statusCode: number, key: CatalogueKey, values: MessageValues): AppError {
  return new AppError(statusCode, english(catalogueText(key), values), false, key, values);
}

/**
 * A refusal that is part of normal operation (a feature the operator switched off): answered
 * like any error, logged at info without a stack, since nothing is broken.
 */
export class ExpectedRefusal extends AppError {}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = ANSWER_MESSAGES.authRequired) => new AppError(401, message);
export const forbidden = (message: string = ANSWER_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
