// Errors are values with a status and a user-facing message from the catalogue.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Payment and plan routes also carry the text as `error` (docs/product.md §10). */
    readonly withErrorField = false,
    /** Sent as the body's `code` (contract ERROR_CODES), for refusals a client acts on. */
    readonly code?: string,
  ) {
    super(message);
  }
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
