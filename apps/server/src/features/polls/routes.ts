// The poll calls (issue 19; docs/features/polls.md): create, list, change, delete, vote, hide an
// open answer, the quiz leaderboard.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { createPoll, deletePoll, leaderboard, listPolls, updatePoll } from "./service.ts";
import { hidePollAnswer, voteInPoll } from "./vote-service.ts";

export const pollRoutes: Feature = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(API_ROUTES.createPoll),
    handler: async (request, reply) =>
      reply.status(201).send(await createPoll(ctx, await ctx.auth.actor(request), request.body)),
  });

  app.route({
    ...routeOf(API_ROUTES.listPolls),
    handler: async (request) => listPolls(ctx, await ctx.auth.actor(request), request.params.eventId),
  });

  app.route({
    ...routeOf(API_ROUTES.getLeaderboard),
    handler: async (request) => leaderboard(ctx, await ctx.auth.actor(request), request.params.eventId),
  });

  app.route({
    ...routeOf(API_ROUTES.updatePoll),
    handler: async (request) => updatePoll(ctx, await ctx.auth.actor(request), request.params.pollId, request.body),
  });

  app.route({
    ...routeOf(API_ROUTES.deletePoll),
    handler: async (request) => deletePoll(ctx, await ctx.auth.actor(request), request.params.pollId),
  });

  app.route({
    ...routeOf(API_ROUTES.voteInPoll),
    handler: async (request) => voteInPoll(ctx, await ctx.auth.actor(request), request.params.pollId, request.body),
  });

  app.route({
    ...routeOf(API_ROUTES.updatePollAnswer),
    handler: async (request) =>
      hidePollAnswer(ctx, await ctx.auth.actor(request), request.params.pollId, request.params.answerId, request.body),
  });
};
