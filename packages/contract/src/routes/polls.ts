// The calls on polls: each its own export, so a page imports only the calls it makes.
import * as z from "zod/mini";
import { builtOnUse } from "../built-on-use.ts";
import { eventIdParamsSchema, messageAnswerSchema } from "../common.ts";
import {
  createPollBodySchema,
  leaderboardSchema,
  pollAnswerParamsSchema,
  pollIdParamsSchema,
  pollSchema,
  updatePollAnswerBodySchema,
  updatePollBodySchema,
  votePollBodySchema,
} from "../polls.ts";
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
  response: { 200: builtOnUse(() => z.array(pollSchema)) },
} as const satisfies ApiRoute;
export const voteInPoll = {
  method: "POST",
  path: "/api/polls/:pollId/vote",
  params: pollIdParamsSchema,
  body: votePollBodySchema,
  response: { 200: pollSchema },
} as const satisfies ApiRoute;
export const updatePoll = {
  method: "PATCH",
  path: "/api/polls/:pollId",
  params: pollIdParamsSchema,
  body: updatePollBodySchema,
  response: { 200: pollSchema },
} as const satisfies ApiRoute;
export const deletePoll = {
  method: "DELETE",
  path: "/api/polls/:pollId",
  params: pollIdParamsSchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const updatePollAnswer = {
  method: "PATCH",
  path: "/api/polls/:pollId/answers/:answerId",
  params: pollAnswerParamsSchema,
  body: updatePollAnswerBodySchema,
  response: { 200: pollSchema },
} as const satisfies ApiRoute;
export const getLeaderboard = {
  method: "GET",
  path: "/api/polls/event/:eventId/leaderboard",
  params: eventIdParamsSchema,
  response: { 200: leaderboardSchema },
} as const satisfies ApiRoute;
