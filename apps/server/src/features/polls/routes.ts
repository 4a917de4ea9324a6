// The poll calls of SPEC.md §7 (no poll screen): create, list, vote.
import {
  createPollBodySchema,
  eventIdParamsSchema,
  idSchema,
  pollSchema,
  votePollBodySchema,
} from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Feature } from "../feature.ts";
import { createPoll, listPolls, voteInPoll } from "./service.ts";

const pollIdParamsSchema = z.object({ pollId: idSchema });

export const pollRoutes: Feature = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/polls",
    { schema: { body: createPollBodySchema, response: { 201: pollSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPoll(ctx, await ctx.auth.actor(request), request.body)),
  );

  app.get(
    "/api/polls/event/:eventId",
    { schema: { params: eventIdParamsSchema, response: { 200: z.array(pollSchema) } } },
    async (request) => listPolls(ctx, await ctx.auth.actor(request), request.params.eventId),
  );

  app.post(
    "/api/polls/:pollId/vote",
    { schema: { params: pollIdParamsSchema, body: votePollBodySchema, response: { 200: pollSchema } } },
    async (request) => voteInPoll(ctx, await ctx.auth.actor(request), request.params.pollId, request.body),
  );
};
