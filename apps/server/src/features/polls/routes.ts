// The poll calls of docs/product.md §7 (no poll screen): create, list, vote.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { createPoll, listPolls, voteInPoll } from "./service.ts";

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
    ...routeOf(API_ROUTES.voteInPoll),
    handler: async (request) => voteInPoll(ctx, await ctx.auth.actor(request), request.params.pollId, request.body),
  });
};
