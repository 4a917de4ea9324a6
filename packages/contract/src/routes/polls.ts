// The calls on polls: each its own export, so a page imports only the calls it makes.
import { z } from "zod";
import { eventIdParamsSchema } from "../common.ts";
import { createPollBodySchema, pollIdParamsSchema, pollSchema, votePollBodySchema } from "../polls.ts";
import type { ApiRoute } from "./route.ts";

export const createPoll = {
  method: "POST",
  path: "/api/polls",
  body: createPollBodySchema,
  response: { 201: pollSchema },
} as const satisfies ApiRoute;
export const listPolls = {
  method: "GET",
  path: "/api/polls/event/:eventId",
  params: eventIdParamsSchema,
  response: { 200: z.array(pollSchema) },
} as const satisfies ApiRoute;
export const voteInPoll = {
  method: "POST",
  path: "/api/polls/:pollId/vote",
  params: pollIdParamsSchema,
  body: votePollBodySchema,
  response: { 200: pollSchema },
} as const satisfies ApiRoute;
