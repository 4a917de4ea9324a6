// One place turns every failure into `{message}` with the right status; a 500 never leaks detail.
import { ANSWER_MESSAGES, API_ROUTES } from "@handraise/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, ExpectedRefusal } from "./app-error.ts";
import { databaseRefusalAnswer } from "./database-refusal.ts";
import { outageAnswer } from "./outage.ts";

type Answer = { status: number; message: string; withErrorField: boolean };

/** The payment calls repeat the message as `error`, the field their clients read. */
const PAYMENT_PATHS = new Set<string>(
  [
    API_ROUTES.startCheckout,
    API_ROUTES.openPortal,
    API_ROUTES.stripeWebhook,
    API_ROUTES.getPlanStatus,
    API_ROUTES.listMyPayments,
  ].map((route) => route.path),
);

/** The first problem, naming the field: "title: Too small: expected string to have >=1 characters". */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (!first) return "Invalid request";
    const message = first.message ?? "Invalid request";
    if (first.keyword === "custom" || first.keyword === "unrecognized_keys") return message;
    const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const where = field || error.validationContext || "";
    return where ? `${where}: ${message}` : message;
  }
  return error.message;
}

export function answerFor(error: unknown): Answer {
  if (error instanceof AppError) {
    return { status: error.statusCode, message: error.message, withErrorField: error.withErrorField };
  }
  const fe = error as FastifyError;
  if (fe.validation) return { status: 400, message: validationMessage(fe), withErrorField: false };
  switch (fe.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: ANSWER_MESSAGES.notJson, withErrorField: false };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: ANSWER_MESSAGES.bodyTooLarge, withErrorField: false };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "The request body is empty", withErrorField: false };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, message: "The request body is not valid JSON", withErrorField: false };
  }
  if (fe.statusCode === 429) return { status: 429, message: ANSWER_MESSAGES.tooManyRequests, withErrorField: false };
  if (fe instanceof SyntaxError || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
    return { status: fe.statusCode ?? 400, message: fe.message || "Invalid request", withErrorField: false };
  }
  const refusal = databaseRefusalAnswer(error);
  if (refusal) return { ...refusal, withErrorField: false };
  const outage = outageAnswer(error);
  if (outage) return { ...outage, withErrorField: false };
  return { status: 500, message: ANSWER_MESSAGES.internalError, withErrorField: false };
}

/**
 * The router refuses a path it cannot decode (`/api/events/a%ZZ`, an overlong UTF-8 escape)
 * before any route or error handler runs; it answers the same `{message}` as everything else.
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ message: ANSWER_MESSAGES.badUrl });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error);
    if (error instanceof ExpectedRefusal) {
      request.log.info({ statusCode: answer.status, reason: answer.message }, "refused");
    } else if (answer.status >= 500) {
      request.log.error({ err: error }, "request failed");
    }
    const body: { message: string; error?: string; code?: string } = { message: answer.message };
    if (answer.withErrorField || PAYMENT_PATHS.has(request.routeOptions.url ?? "")) {
      body.error = answer.message;
    }
    if (error instanceof AppError && error.code) body.code = error.code;
    reply.status(answer.status).send(body);
  });
}
