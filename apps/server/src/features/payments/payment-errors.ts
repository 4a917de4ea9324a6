// Errors of payment and plan routes carry `error` beside `message` (docs/product.md §10 "Answers and errors").
import { MESSAGES } from "@handraise/contract";
import { AppError, ExpectedRefusal } from "../../http/app-error.ts";

/** The operator runs without Stripe: an expected refusal, not a failure of the server. */
export const paymentsDisabled = () => new ExpectedRefusal(503, MESSAGES.paymentsDisabled, true);
export const paymentRefused = (message: string) => new AppError(400, message, true);
/** Stripe could not be reached or refused a call we built: the user may retry; no detail leaks. */
export const providerFailed = (message: string) => new AppError(502, message, true);
/** A second Checkout would start a second subscription: one is enough (issue: paying twice). */
export const alreadySubscribed = () => new AppError(409, MESSAGES.alreadySubscribed, true);
