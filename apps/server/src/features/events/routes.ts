// HTTP routes of events and membership (SPEC.md §7): validate → authorise → service → present.
import {
  addHostBodySchema,
  createEventBodySchema,
  eventListsAnswerSchema,
  eventSchema,
  guestJoinAnswerSchema,
  guestJoinBodySchema,
  hostParamsSchema,
  idParamsSchema,
  joinCodeParamsSchema,
  messageAnswerSchema,
  updateEventBodySchema,
} from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberIdOf } from "../../http/actor.ts";
import { callLimit } from "../../http/rate-limits.ts";
import type { Feature } from "../feature.ts";
import { addHost, removeHost } from "./hosts-service.ts";
import { joinAsAccount, joinAsGuest } from "./membership-service.ts";
import { createEvent, deleteEvent, getEvent, getEventByCode, listEvents, updateEvent } from "./service.ts";

export const eventRoutes: Feature = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/events", { schema: { response: { 200: eventListsAnswerSchema } } }, async (request) => {
    const { user } = await ctx.auth.account(request);
    return listEvents(ctx, user);
  });

  api.get("/api/events/:id", { schema: { params: idParamsSchema, response: { 200: eventSchema } } }, async (request) =>
    getEvent(ctx, await ctx.auth.actor(request), request.params.id),
  );

  // Rate-limited per address (and per account or guest when signed in), against guessing codes.
  api.get(
    "/api/events/code/:code",
    {
      schema: { params: joinCodeParamsSchema, response: { 200: eventSchema } },
      preHandler: callLimit(api, ctx.config.rateLimit, "findEventByCode", async (request) =>
        memberIdOf(await ctx.auth.actor(request)),
      ),
    },
    async (request) => getEventByCode(ctx, await ctx.auth.actor(request), request.params.code),
  );

  api.post(
    "/api/events/:id/hosts",
    { schema: { params: idParamsSchema, body: addHostBodySchema, response: { 200: eventSchema } } },
    async (request) => addHost(ctx, await ctx.auth.account(request), request.params.id, request.body.email),
  );

  api.delete(
    "/api/events/:id/hosts/:userId",
    { schema: { params: hostParamsSchema, response: { 200: eventSchema } } },
    async (request) => removeHost(ctx, await ctx.auth.account(request), request.params.id, request.params.userId),
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
