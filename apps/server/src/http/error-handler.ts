// One place turns every failure into `{message, code}` with the right status; a 500 never leaks
// detail. `code` is the catalogue key of the message (error-code.ts), absent for any other text.
import { ANSWER_MESSAGES, API_ROUTES, type ErrorBody } from "@handraise/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, ExpectedRefusal, type MessageValues } from "./app-error.ts";
import { databaseRefusalAnswer } from "./database-refusal.ts";
import { errorCodeOf } from "./error-code.ts";
import { outageAnswer } from "./outage.ts";

type Answer = { status: number; message: string; withErrorField: boolean; code?: string; values?: MessageValues };

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

/**
 * The first problem, naming the field: "title: Too small: expected string to have >=1 characters";
 * its code is the key of the problem's own words when they are a catalogue message
 * ("displayName: Name must be at least 3 characters" → nameTooShort).
 */
function validationAnswer(error: FastifyError): Answer {
  const answer = (message: string, code = errorCodeOf(message)): Answer => ({
    status: 400,
    message,
    withErrorField: false,
    ...(code ? { code } : {}),
  });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (!first) return answer(ANSWER_MESSAGES.invalidRequest);
    const message = first.message ?? ANSWER_MESSAGES.invalidRequest;
    if (first.keyword === "custom" || first.keyword === "unrecognized_keys") return answer(message);
    const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const where = field || error.validationContext || "";
    return where ? answer(`${where}: ${message}`, errorCodeOf(message)) : answer(message);
  }
  return answer(error.message);
}

export function answerFor(error: unknown): Answer {
  if (error instanceof AppError) {
    const { statusCode: status, message, withErrorField, code, values } = error;
    return { status, message, withErrorField, ...(code ? { code } : {}), ...(values ? { values } : {}) };
  }
  const fe = error as FastifyError;
  if (fe.validation) return validationAnswer(fe);
  switch (fe.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: ANSWER_MESSAGES.notJson, withErrorField: false };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: ANSWER_MESSAGES.bodyTooLarge, withErrorField: false };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: ANSWER_MESSAGES.emptyBody, withErrorField: false };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, message: ANSWER_MESSAGES.invalidJson, withErrorField: false };
  }
  if (fe.statusCode === 429) return { status: 429, message: ANSWER_MESSAGES.tooManyRequests, withErrorField: false };
  if (fe instanceof SyntaxError || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
    return {
      status: fe.statusCode ?? 400,
      message: fe.message || ANSWER_MESSAGES.invalidRequest,
      withErrorField: false,
    };
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
  reply.status(400).send({ message: ANSWER_MESSAGES.badUrl, code: "badUrl" } satisfies ErrorBody);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error);
    if (error instanceof ExpectedRefusal) {
      request.log.info({ statusCode: answer.status, reason: answer.message }, "refused");
    } else if (answer.status >= 500) {
      request.log.error({ err: error }, "request failed");
    }
    const body: ErrorBody = { message: answer.message };
    if (answer.withErrorField || PAYMENT_PATHS.has(request.routeOptions.url ?? "")) {
      body.error = answer.message;
    }
    const code = answer.code ?? errorCodeOf(answer.message);
    if (code) body.code = code;
    if (answer.values) body.values = { ...answer.values };
    reply.status(answer.status).send(body);
  });
}
