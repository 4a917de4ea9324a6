// The calls on questions: each its own export, so a page imports only the calls it makes.
import { eventIdParamsSchema, idParamsSchema, messageAnswerSchema } from "../common.ts";
import {
  createQuestionBodySchema,
  editQuestionBodySchema,
  memberIdBodySchema,
  optionalMemberIdBodySchema,
  questionListSchema,
  questionSchema,
  questionStatusBodySchema,
  replyBodySchema,
  submitQuestionHeadersSchema,
  voteQuestionBodySchema,
} from "../questions.ts";
import type { ApiRoute } from "./route.ts";

/** The answer of every call that changes one question: that question. */
const one = { 200: questionSchema } as const;

export const listQuestions = {
  method: "GET",
  path: "/api/questions/event/:eventId",
  params: eventIdParamsSchema,
  answer: questionListSchema,
} as const satisfies ApiRoute;
export const askQuestion = {
  method: "POST",
  path: "/api/questions/:eventId",
  params: eventIdParamsSchema,
  headers: submitQuestionHeadersSchema,
  body: createQuestionBodySchema,
  response: { 200: questionSchema, 201: questionSchema },
} as const satisfies ApiRoute;
export const setQuestionStatus = {
  method: "PUT",
  path: "/api/questions/:id/status",
  params: idParamsSchema,
  body: questionStatusBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const editQuestion = {
  method: "PUT",
  path: "/api/questions/:id/edit",
  params: idParamsSchema,
  body: editQuestionBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const voteOnQuestion = {
  method: "POST",
  path: "/api/questions/:id/vote",
  params: idParamsSchema,
  body: voteQuestionBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const likeQuestion = {
  method: "POST",
  path: "/api/questions/:id/like",
  params: idParamsSchema,
  body: memberIdBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const favouriteQuestion = {
  method: "POST",
  path: "/api/questions/:id/favourite",
  params: idParamsSchema,
  body: memberIdBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const deleteQuestion = {
  method: "DELETE",
  path: "/api/questions/:id/delete",
  params: idParamsSchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const toggleAnswered = {
  method: "PATCH",
  path: "/api/questions/:id/toggle-answered",
  params: idParamsSchema,
  body: optionalMemberIdBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const toggleHidden = {
  method: "PATCH",
  path: "/api/questions/:id/toggle-hidden",
  params: idParamsSchema,
  body: optionalMemberIdBodySchema,
  response: one,
} as const satisfies ApiRoute;
export const approveQuestion = {
  method: "PATCH",
  path: "/api/questions/:id/approve",
  params: idParamsSchema,
  response: one,
} as const satisfies ApiRoute;
export const replyToQuestion = {
  method: "PUT",
  path: "/api/questions/:id/reply",
  params: idParamsSchema,
  body: replyBodySchema,
  response: one,
} as const satisfies ApiRoute;
