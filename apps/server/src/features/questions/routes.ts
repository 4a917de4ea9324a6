// The question calls of docs/product.md §7: validate → authorise (in the service, from the actor) →
// call the service → answer the presented question.
import { API_ROUTES, MESSAGES } from "@handraise/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberIdOf } from "../../http/actor.ts";
import { badRequest } from "../../http/app-error.ts";
import { callLimit } from "../../http/rate-limits.ts";
import { routeOf } from "../../http/route-of.ts";
import { exportEvent } from "../events/export/event-export.ts";
import type { Feature } from "../feature.ts";
import { editQuestion, removeQuestion, submitQuestion } from "./asking-service.ts";
import { type CachedList, encodedBody, matchesTag, preferredEncoding, QuestionListCache } from "./list-cache.ts";
import { keptQuestionList, questionListFor } from "./listing-service.ts";
import {
  approveQuestion,
  replyToQuestion,
  setQuestionStatus,
  toggleAnswered,
  toggleHidden,
} from "./moderation-service.ts";
import { toggleReaction, voteOnQuestion } from "./reaction-service.ts";

export const questionRoutes: Feature = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Served from the per-event, per-view cache (list-cache.ts). The browser keeps the answer and
  // asks again with If-None-Match, so its re-reads every 30 s answer 304 until the list changes.
  // `private` and Vary: the host's list (with hidden questions) is never shared with anyone else.
  const lists = new QuestionListCache();
  app.route({
    // No response schema here: the list is checked against questionListSchema when it is cached.
    ...routeOf(API_ROUTES.listQuestions),
    handler: (request, reply) => {
      // A hall's re-reads, with everything they rest on in memory, are answered at once; anything
      // else (a first read, a change since, a refusal) takes the full path, which reads and decides.
      const { eventId } = request.params;
      const caller = ctx.auth.kept(request);
      const kept = caller && keptQuestionList(ctx, lists, caller, eventId);
      if (kept) {
        sendList(request, reply, kept);
        return;
      }
      return (async () => {
        const list = await questionListFor(ctx, lists, caller ?? (await ctx.auth.actor(request)), eventId);
        return sendList(request, reply, list);
      })();
    },
  });

  app.route({
    ...routeOf(API_ROUTES.askQuestion),
    // Per member (the account or guest of the credential) and per address.
    preHandler: callLimit(app, ctx.config.rateLimit, "askQuestion", async (request) =>
      memberIdOf(await ctx.auth.actor(request)),
    ),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(API_ROUTES.setQuestionStatus),
    handler: async (request) =>
      setQuestionStatus(ctx, await ctx.auth.actor(request), request.params.id, request.body.status),
  });

  app.route({
    ...routeOf(API_ROUTES.editQuestion),
    handler: async (request) =>
      editQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.content),
  });

  app.route({
    ...routeOf(API_ROUTES.voteOnQuestion),
    handler: async (request) =>
      voteOnQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.voteType),
  });

  const reactions = [
    [API_ROUTES.likeQuestion, "like"],
    [API_ROUTES.favouriteQuestion, "favourite"],
  ] as const;
  for (const [route, reaction] of reactions) {
    app.route({
      ...routeOf(route),
      handler: async (request) =>
        toggleReaction(ctx, await ctx.auth.actor(request), request.params.id, reaction, request.body.memberId),
    });
  }

  app.route({
    ...routeOf(API_ROUTES.deleteQuestion),
    handler: async (request) => {
      await removeQuestion(ctx, await ctx.auth.actor(request), request.params.id);
      return { message: MESSAGES.questionDeleted };
    },
  });

  const toggles = [
    [API_ROUTES.toggleAnswered, toggleAnswered],
    [API_ROUTES.toggleHidden, toggleHidden],
  ] as const;
  for (const [route, toggle] of toggles) {
    app.route({
      ...routeOf(route),
      handler: async (request) => toggle(ctx, await ctx.auth.actor(request), request.params.id, request.body?.memberId),
    });
  }

  // The live room (docs/features/questions.md).
  app.route({
    ...routeOf(API_ROUTES.approveQuestion),
    handler: async (request) => approveQuestion(ctx, await ctx.auth.actor(request), request.params.id),
  });

  app.route({
    ...routeOf(API_ROUTES.replyToQuestion),
    handler: async (request) =>
      replyToQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.text),
  });

  app.route({
    ...routeOf(API_ROUTES.exportQuestions),
    handler: async (request, reply) => {
      // The event's record: its questions and, since issue 19, its polls (events/export/).
      const file = await exportEvent(ctx, await ctx.auth.actor(request), request.params.id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  });
};

/** The list as the browser needs it: 304 when its copy is this list, else the body in its encoding. */
function sendList(request: FastifyRequest, reply: FastifyReply, list: CachedList): FastifyReply {
  reply
    .header("etag", list.etag)
    .header("cache-control", "private, no-cache")
    .header("vary", "authorization, x-guest-token, accept-encoding");
  if (matchesTag(request.headers["if-none-match"], list.etag)) return reply.status(304).send();
  reply.type("application/json; charset=utf-8");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(list.body);
  return reply.header("content-encoding", encoding).send(encodedBody(list, encoding));
}
