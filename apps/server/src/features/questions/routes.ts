// The question calls of SPEC.md §7: validate → authorise (in the service, from the actor) →
// call the service → answer the presented question.
import {
  createQuestionBodySchema,
  editQuestionBodySchema,
  eventIdParamsSchema,
  idParamsSchema,
  MESSAGES,
  memberIdBodySchema,
  messageAnswerSchema,
  questionSchema,
  questionStatusBodySchema,
  replyBodySchema,
  spotlightAnswerSchema,
  spotlightBodySchema,
  textSchema,
  voteQuestionBodySchema,
} from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberIdOf } from "../../http/actor.ts";
import { badRequest } from "../../http/app-error.ts";
import { callLimit } from "../../http/rate-limits.ts";
import type { Feature } from "../feature.ts";
import { exportQuestions } from "./export.ts";
import { encodedBody, matchesTag, preferredEncoding, QuestionListCache } from "./list-cache.ts";
import {
  approveQuestion,
  editQuestion,
  questionListFor,
  removeQuestion,
  replyToQuestion,
  setQuestionStatus,
  spotlightQuestion,
  submitQuestion,
  toggleAnswered,
  toggleHidden,
  toggleReaction,
  voteOnQuestion,
} from "./service.ts";

/** A client-made key that makes a retried submission answer the first question. */
const submitHeadersSchema = z.looseObject({
  "idempotency-key": textSchema.min(1).max(100, "Idempotency-Key must be 1 to 100 characters").optional(),
});
/** Bodies of the moderation toggles are optional: `{memberId}` is checked when present. */
const optionalMemberIdBodySchema = memberIdBodySchema.nullish();

export const questionRoutes: Feature = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = { response: { 200: questionSchema } };

  // Served from the per-event, per-view cache (list-cache.ts). The browser keeps the answer and
  // asks again with If-None-Match, so its re-reads every 30 s answer 304 until the list changes.
  // `private` and Vary: the host's list (with hidden questions) is never shared with anyone else.
  const lists = new QuestionListCache();
  app.get(
    "/api/questions/event/:eventId",
    // No response schema here: the list is checked against questionListSchema when it is cached.
    { schema: { params: eventIdParamsSchema } },
    async (request, reply) => {
      const list = await questionListFor(ctx, lists, await ctx.auth.actor(request), request.params.eventId);
      reply
        .header("etag", list.etag)
        .header("cache-control", "private, no-cache")
        .header("vary", "authorization, x-guest-token, accept-encoding");
      if (matchesTag(request.headers["if-none-match"], list.etag)) return reply.status(304).send();
      reply.type("application/json; charset=utf-8");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(list.body);
      return reply.header("content-encoding", encoding).send(encodedBody(list, encoding));
    },
  );

  app.post(
    "/api/questions/:eventId",
    {
      schema: {
        params: eventIdParamsSchema,
        headers: submitHeadersSchema,
        body: createQuestionBodySchema,
        response: { 200: questionSchema, 201: questionSchema },
      },
      // Per member (the account or guest of the credential) and per address.
      preHandler: callLimit(app, ctx.config.rateLimit, "askQuestion", async (request) =>
        memberIdOf(await ctx.auth.actor(request)),
      ),
    },
    async (request, reply) => {
      const { content, memberId, anonymous } = request.body;
      if (content === undefined || memberId === undefined) throw badRequest(MESSAGES.missingMemberIdOrEmpty);
      const outcome = await submitQuestion(
        ctx,
        await ctx.auth.actor(request),
        request.params.eventId,
        { content, memberId, anonymous },
        request.headers["idempotency-key"],
      );
      return reply.status(outcome.created ? 201 : 200).send(outcome.question);
    },
  );

  app.put(
    "/api/questions/:id/status",
    { schema: { params: idParamsSchema, body: questionStatusBodySchema, ...one } },
    async (request) => setQuestionStatus(ctx, await ctx.auth.actor(request), request.params.id, request.body.status),
  );

  app.put(
    "/api/questions/:id/edit",
    { schema: { params: idParamsSchema, body: editQuestionBodySchema, ...one } },
    async (request) => editQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.content),
  );

  app.post(
    "/api/questions/:id/vote",
    { schema: { params: idParamsSchema, body: voteQuestionBodySchema, ...one } },
    async (request) => voteOnQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.voteType),
  );

  for (const reaction of ["like", "favourite"] as const) {
    app.post(
      `/api/questions/:id/${reaction}`,
      { schema: { params: idParamsSchema, body: memberIdBodySchema, ...one } },
      async (request) =>
        toggleReaction(ctx, await ctx.auth.actor(request), request.params.id, reaction, request.body.memberId),
    );
  }

  app.delete(
    "/api/questions/:id/delete",
    { schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } } },
    async (request) => {
      await removeQuestion(ctx, await ctx.auth.actor(request), request.params.id);
      return { message: MESSAGES.questionDeleted };
    },
  );

  const toggles = { "toggle-answered": toggleAnswered, "toggle-hidden": toggleHidden } as const;
  for (const [path, toggle] of Object.entries(toggles)) {
    app.patch(
      `/api/questions/:id/${path}`,
      { schema: { params: idParamsSchema, body: optionalMemberIdBodySchema, ...one } },
      async (request) => toggle(ctx, await ctx.auth.actor(request), request.params.id, request.body?.memberId),
    );
  }

  // The live room (docs/live-room.md).
  app.patch("/api/questions/:id/approve", { schema: { params: idParamsSchema, ...one } }, async (request) =>
    approveQuestion(ctx, await ctx.auth.actor(request), request.params.id),
  );

  app.put(
    "/api/questions/:id/reply",
    { schema: { params: idParamsSchema, body: replyBodySchema, ...one } },
    async (request) => replyToQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.text),
  );

  app.patch(
    "/api/questions/:id/spotlight",
    { schema: { params: idParamsSchema, body: spotlightBodySchema, response: { 200: spotlightAnswerSchema } } },
    async (request) => spotlightQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.on),
  );

  app.get("/api/events/:id/export.csv", { schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await exportQuestions(ctx, await ctx.auth.actor(request), request.params.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "private, no-store")
      .send(file.body);
  });
};
