// The calls of events and their membership: each its own export, so a page imports only the
// calls it makes (the audience's page never carries the host's forms' schemas).
import { idParamsSchema, messageAnswerSchema } from "../common.ts";
import {
  addHostBodySchema,
  createEventBodySchema,
  eventListsAnswerSchema,
  eventSchema,
  guestJoinAnswerSchema,
  guestJoinBodySchema,
  hostParamsSchema,
  joinCodeParamsSchema,
  spotlightAnswerSchema,
  spotlightBodySchema,
  updateEventBodySchema,
} from "../events.ts";
import type { ApiRoute } from "./route.ts";

export const listEvents = {
  method: "GET",
  path: "/api/events",
  response: { 200: eventListsAnswerSchema },
} as const satisfies ApiRoute;
export const getEvent = {
  method: "GET",
  path: "/api/events/:id",
  params: idParamsSchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const findEventByCode = {
  method: "GET",
  path: "/api/events/code/:code",
  params: joinCodeParamsSchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const addHost = {
  method: "POST",
  path: "/api/events/:id/hosts",
  params: idParamsSchema,
  body: addHostBodySchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const removeHost = {
  method: "DELETE",
  path: "/api/events/:id/hosts/:userId",
  params: hostParamsSchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const createEvent = {
  method: "POST",
  path: "/api/events",
  body: createEventBodySchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const updateEvent = {
  method: "PUT",
  path: "/api/events/:id",
  params: idParamsSchema,
  body: updateEventBodySchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const deleteEvent = {
  method: "DELETE",
  path: "/api/events/:id",
  params: idParamsSchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const accountJoinEvent = {
  method: "PUT",
  path: "/api/events/:id/accountJoinEvent",
  params: idParamsSchema,
  response: { 200: eventSchema },
} as const satisfies ApiRoute;
export const guestJoinEvent = {
  method: "PUT",
  path: "/api/events/:id/guestJoinEvent",
  params: idParamsSchema,
  body: guestJoinBodySchema,
  response: { 200: guestJoinAnswerSchema },
} as const satisfies ApiRoute;
/** The event's record as CSV (a file, not JSON): its questions, then its polls and their results. */
export const exportQuestions = {
  method: "GET",
  path: "/api/events/:id/export.csv",
  params: idParamsSchema,
} as const satisfies ApiRoute;
/**
 * The event's spotlight, the question answered now (a field of the event): its URL names the
 * question, as it always has.
 */
export const spotlightQuestion = {
  method: "PATCH",
  path: "/api/questions/:id/spotlight",
  params: idParamsSchema,
  body: spotlightBodySchema,
  response: { 200: spotlightAnswerSchema },
} as const satisfies ApiRoute;
