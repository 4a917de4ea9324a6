// HTTP routes of events and membership (SPEC.md §7): validate → authorise → service → present.
import {
  createEventBodySchema,
  eventListsAnswerSchema,
  eventSchema,
  guestJoinAnswerSchema,
  guestJoinBodySchema,
  idParamsSchema,
  messageAnswerSchema,
  updateEventBodySchema,
} from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callLimit } from "../../http/rate-limits.ts";
import type { Feature } from "../feature.ts";
import { joinAsAccount, joinAsGuest } from "./membership-service.ts";
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from "./service.ts";

export const eventRoutes: Feature = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/events", { schema: { response: { 200: eventListsAnswerSchema } } }, async (request) => {
    const { user } = await ctx.auth.account(request);
    return listEvents(ctx, user);
  });

  api.get("/api/events/:id", { schema: { params: idParamsSchema, response: { 200: eventSchema } } }, async (request) =>
    getEvent(ctx, await ctx.auth.actor(request), request.params.id),
  );

  api.post(
    "/api/events",
    { schema: { body: createEventBodySchema, response: { 200: eventSchema } } },
    async (request) => {
      const { user } = await ctx.auth.account(request);
      return createEvent(ctx, user, request.body);
    },
  );

  api.put(
    "/api/events/:id",
    { schema: { params: idParamsSchema, body: updateEventBodySchema, response: { 200: eventSchema } } },
    async (request) => {
      const actor = await ctx.auth.account(request);
      return updateEvent(ctx, actor, request.params.id, request.body);
    },
  );

  api.delete(
    "/api/events/:id",
    { schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } } },
    async (request) => {
      const actor = await ctx.auth.account(request);
      return deleteEvent(ctx, actor, request.params.id);
    },
  );

  api.put(
    "/api/events/:id/accountJoinEvent",
    {
      schema: { params: idParamsSchema, response: { 200: eventSchema } },
      preHandler: callLimit(api, ctx.config.rateLimit, "joinEvent", async (request) => {
        const { user } = await ctx.auth.account(request);
        return user.id;
      }),
    },
    async (request) => {
      const { user } = await ctx.auth.account(request);
      return joinAsAccount(ctx, user, request.params.id);
    },
  );

  api.put(
    "/api/events/:id/guestJoinEvent",
    {
      schema: { params: idParamsSchema, body: guestJoinBodySchema, response: { 200: guestJoinAnswerSchema } },
      preHandler: callLimit(api, ctx.config.rateLimit, "guestJoinEvent", (request) =>
        String((request.body as { guestId: string }).guestId),
      ),
    },
    async (request) => {
      const header = request.headers["x-guest-token"];
      const guestToken = typeof header === "string" && header ? header : undefined;
      return joinAsGuest(ctx, await ctx.auth.actor(request), request.params.id, request.body, guestToken);
    },
  );
};
