// Every call of the HTTP API in one table: its method, its path (Fastify syntax, `:name` for a
// parameter) and the schemas of its parameters, headers, body and answers. The server registers
// its routes from this table, the web app builds its calls from it, and the OpenAPI document at
// /api/openapi.json is generated from it: a path or a schema is written once, here.
import { z } from "zod";
import {
  authAnswerSchema,
  contactBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateMeAnswerSchema,
  updateMeBodySchema,
} from "./auth.ts";
import { eventIdParamsSchema, idParamsSchema, idSchema, messageAnswerSchema, textSchema } from "./common.ts";
import {
  addHostBodySchema,
  createEventBodySchema,
  eventListsAnswerSchema,
  eventSchema,
  guestJoinAnswerSchema,
  guestJoinBodySchema,
  hostParamsSchema,
  joinCodeParamsSchema,
  updateEventBodySchema,
} from "./events.ts";
import { healthAnswerSchema } from "./health.ts";
import { checkoutBodySchema, paymentRecordSchema, planStatusSchema, urlAnswerSchema } from "./payments.ts";
import { createPollBodySchema, pollSchema, votePollBodySchema } from "./polls.ts";
import {
  createQuestionBodySchema,
  editQuestionBodySchema,
  memberIdBodySchema,
  questionListSchema,
  questionSchema,
  questionStatusBodySchema,
  replyBodySchema,
  spotlightAnswerSchema,
  spotlightBodySchema,
  voteQuestionBodySchema,
} from "./questions.ts";
import { serverConfigSchema } from "./server-config.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call of the API. `response` maps a status to the schema its answer is checked against. */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: { readonly [status: number]: z.ZodType };
  /**
   * The success answer of a call whose route sends it already serialised (the question list is
   * checked when it is cached, not on every answer): typed and documented, not checked again.
   */
  readonly answer?: z.ZodType;
}

/** A client-made key that makes a retried submission answer the first question. */
export const submitQuestionHeadersSchema = z.looseObject({
  "idempotency-key": textSchema.min(1).max(100, "Idempotency-Key must be 1 to 100 characters").optional(),
});
/** Bodies of the moderation toggles are optional: `{memberId}` is checked when present. */
export const optionalMemberIdBodySchema = memberIdBodySchema.nullish();
export const pollIdParamsSchema = z.object({ pollId: idSchema });
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

const one = { 200: questionSchema } as const;

export const API_ROUTES = {
  // Accounts (/api/auth/*)
  register: {
    method: "POST",
    path: "/api/auth/register",
    body: registerBodySchema,
    response: { 200: authAnswerSchema },
  },
  login: { method: "POST", path: "/api/auth/login", body: loginBodySchema, response: { 200: authAnswerSchema } },
  logOutEverywhere: { method: "POST", path: "/api/auth/logout-all", response: { 200: messageAnswerSchema } },
  getMe: { method: "GET", path: "/api/auth/me", response: { 200: meAnswerSchema } },
  updateMe: { method: "PUT", path: "/api/auth/me", body: updateMeBodySchema, response: { 200: updateMeAnswerSchema } },
  deleteMe: { method: "DELETE", path: "/api/auth/me", response: { 200: messageAnswerSchema } },
  forgotPassword: {
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordBodySchema,
    response: { 200: messageAnswerSchema },
  },
  resetPassword: {
    method: "POST",
    path: "/api/auth/reset-password",
    body: resetPasswordBodySchema,
    response: { 200: messageAnswerSchema },
  },

  // Contact form
  sendContactMessage: {
    method: "POST",
    path: "/api/contact",
    body: contactBodySchema,
    response: { 200: messageAnswerSchema },
  },

  // Events and membership
  listEvents: { method: "GET", path: "/api/events", response: { 200: eventListsAnswerSchema } },
  getEvent: { method: "GET", path: "/api/events/:id", params: idParamsSchema, response: { 200: eventSchema } },
  findEventByCode: {
    method: "GET",
    path: "/api/events/code/:code",
    params: joinCodeParamsSchema,
    response: { 200: eventSchema },
  },
  addHost: {
    method: "POST",
    path: "/api/events/:id/hosts",
    params: idParamsSchema,
    body: addHostBodySchema,
    response: { 200: eventSchema },
  },
  removeHost: {
    method: "DELETE",
    path: "/api/events/:id/hosts/:userId",
    params: hostParamsSchema,
    response: { 200: eventSchema },
  },
  createEvent: { method: "POST", path: "/api/events", body: createEventBodySchema, response: { 200: eventSchema } },
  updateEvent: {
    method: "PUT",
    path: "/api/events/:id",
    params: idParamsSchema,
    body: updateEventBodySchema,
    response: { 200: eventSchema },
  },
  deleteEvent: {
    method: "DELETE",
    path: "/api/events/:id",
    params: idParamsSchema,
    response: { 200: messageAnswerSchema },
  },
  accountJoinEvent: {
    method: "PUT",
    path: "/api/events/:id/accountJoinEvent",
    params: idParamsSchema,
    response: { 200: eventSchema },
  },
  guestJoinEvent: {
    method: "PUT",
    path: "/api/events/:id/guestJoinEvent",
    params: idParamsSchema,
    body: guestJoinBodySchema,
    response: { 200: guestJoinAnswerSchema },
  },
  /** The event's questions as CSV (a file, not JSON). */
  exportQuestions: { method: "GET", path: "/api/events/:id/export.csv", params: idParamsSchema },

  // Questions
  listQuestions: {
    method: "GET",
    path: "/api/questions/event/:eventId",
    params: eventIdParamsSchema,
    answer: questionListSchema,
  },
  askQuestion: {
    method: "POST",
    path: "/api/questions/:eventId",
    params: eventIdParamsSchema,
    headers: submitQuestionHeadersSchema,
    body: createQuestionBodySchema,
    response: { 200: questionSchema, 201: questionSchema },
  },
  setQuestionStatus: {
    method: "PUT",
    path: "/api/questions/:id/status",
    params: idParamsSchema,
    body: questionStatusBodySchema,
    response: one,
  },
  editQuestion: {
    method: "PUT",
    path: "/api/questions/:id/edit",
    params: idParamsSchema,
    body: editQuestionBodySchema,
    response: one,
  },
  voteOnQuestion: {
    method: "POST",
    path: "/api/questions/:id/vote",
    params: idParamsSchema,
    body: voteQuestionBodySchema,
    response: one,
  },
  likeQuestion: {
    method: "POST",
    path: "/api/questions/:id/like",
    params: idParamsSchema,
    body: memberIdBodySchema,
    response: one,
  },
  favouriteQuestion: {
    method: "POST",
    path: "/api/questions/:id/favourite",
    params: idParamsSchema,
    body: memberIdBodySchema,
    response: one,
  },
  deleteQuestion: {
    method: "DELETE",
    path: "/api/questions/:id/delete",
    params: idParamsSchema,
    response: { 200: messageAnswerSchema },
  },
  toggleAnswered: {
    method: "PATCH",
    path: "/api/questions/:id/toggle-answered",
    params: idParamsSchema,
    body: optionalMemberIdBodySchema,
    response: one,
  },
  toggleHidden: {
    method: "PATCH",
    path: "/api/questions/:id/toggle-hidden",
    params: idParamsSchema,
    body: optionalMemberIdBodySchema,
    response: one,
  },
  approveQuestion: { method: "PATCH", path: "/api/questions/:id/approve", params: idParamsSchema, response: one },
  replyToQuestion: {
    method: "PUT",
    path: "/api/questions/:id/reply",
    params: idParamsSchema,
    body: replyBodySchema,
    response: one,
  },
  spotlightQuestion: {
    method: "PATCH",
    path: "/api/questions/:id/spotlight",
    params: idParamsSchema,
    body: spotlightBodySchema,
    response: { 200: spotlightAnswerSchema },
  },

  // Polls
  createPoll: { method: "POST", path: "/api/polls", body: createPollBodySchema, response: { 201: pollSchema } },
  listPolls: {
    method: "GET",
    path: "/api/polls/event/:eventId",
    params: eventIdParamsSchema,
    response: { 200: z.array(pollSchema) },
  },
  voteInPoll: {
    method: "POST",
    path: "/api/polls/:pollId/vote",
    params: pollIdParamsSchema,
    body: votePollBodySchema,
    response: { 200: pollSchema },
  },

  // Plans and payments
  startCheckout: {
    method: "POST",
    path: "/api/stripe/checkout-session",
    body: checkoutBodySchema,
    response: { 200: urlAnswerSchema },
  },
  openPortal: { method: "POST", path: "/api/stripe/create-portal-session", response: { 200: urlAnswerSchema } },
  /** Called by Stripe, signed; its body is read as raw bytes, not by a schema. */
  stripeWebhook: { method: "POST", path: "/api/stripe/webhook", response: { 200: webhookAnswerSchema } },
  getPlanStatus: { method: "GET", path: "/api/payments/status", response: { 200: planStatusSchema } },
  listMyPayments: {
    method: "GET",
    path: "/api/payments/my-payments",
    response: { 200: z.array(paymentRecordSchema) },
  },

  // Server
  getConfig: { method: "GET", path: "/api/config", response: { 200: serverConfigSchema } },
  getHealth: { method: "GET", path: "/api/health", response: { 200: healthAnswerSchema } },
  /** This table as an OpenAPI document, generated by the server from the same schemas. */
  getOpenApiDocument: { method: "GET", path: "/api/openapi.json" },
} as const satisfies Record<string, ApiRoute>;

/** The page that shows the OpenAPI document to a developer (not a call: a page and its files). */
export const API_DOCS_PATH = "/api/docs";

export type ApiRouteName = keyof typeof API_ROUTES;

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters a call needs (`{ id }` for `/api/events/:id`); `{}` when it has none. */
export type RouteParams<R extends ApiRoute> = R extends { params: infer P } ? Input<P> : Record<string, never>;
/** The body a call sends, as the caller writes it; `undefined` when it sends none. */
export type RouteBody<R extends ApiRoute> = R extends { body: infer B } ? Input<B> : undefined;
/** The success answer of a call, as its schema parses it; `unknown` when it is not JSON. */
export type RouteAnswer<R extends ApiRoute> = R extends { answer: infer A }
  ? Output<A>
  : R extends { response: { 200: infer S } }
    ? Output<S>
    : R extends { response: { 201: infer S } }
      ? Output<S>
      : unknown;

/** The schema of a call's success answer, for a client to parse what it receives. */
export function answerSchemaOf(route: ApiRoute): z.ZodType | undefined {
  return route.answer ?? route.response?.[200] ?? route.response?.[201];
}

/**
 * The concrete path of a call: `apiPath(API_ROUTES.getEvent, { id })` → `/api/events/abc`.
 * Each parameter is URL-encoded, so a value can never reach another route.
 */
export function apiPath<R extends ApiRoute>(
  route: R,
  ...[params]: R extends { params: z.ZodType } ? [params: RouteParams<R>] : [params?: Record<string, never>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`apiPath: missing parameter "${name}" of ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
