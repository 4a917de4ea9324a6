// HTTP routes of events and membership (docs/product.md §7): validate → authorise → service → present.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberIdOf } from "../../http/actor.ts";
import { callLimit, newGuestLimit } from "../../http/rate-limits.ts";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { addHost, removeHost } from "./hosts-service.ts";
import { joinAsAccount, joinAsGuest } from "./membership-service.ts";
import { createEvent, deleteEvent, getEvent, getEventByCode, listEvents, updateEvent } from "./service.ts";
import { spotlightQuestion } from "./spotlight-service.ts";

export const eventRoutes: Feature = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const newGuest = newGuestLimit(api, ctx.config.rateLimit, (request) => (request.params as { id: string }).id);

  api.route({
    ...routeOf(API_ROUTES.listEvents),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return listEvents(ctx, user);
    },
  });

  api.route({
    ...routeOf(API_ROUTES.getEvent),
    handler: async (request) => getEvent(ctx, await ctx.auth.actor(request), request.params.id),
  });

  // Rate-limited per address (and per account or guest when signed in), against guessing codes.
  api.route({
    ...routeOf(API_ROUTES.findEventByCode),
    preHandler: callLimit(api, ctx.config.rateLimit, "findEventByCode", async (request) =>
      memberIdOf(await ctx.auth.actor(request)),
    ),
    handler: async (request) => getEventByCode(ctx, await ctx.auth.actor(request), request.params.code),
  });

  api.route({
    ...routeOf(API_ROUTES.addHost),
    handler: async (request) => addHost(ctx, await ctx.auth.account(request), request.params.id, request.body.email),
  });

  api.route({
    ...routeOf(API_ROUTES.removeHost),
    handler: async (request) =>
      removeHost(ctx, await ctx.auth.account(request), request.params.id, request.params.userId),
  });

  api.route({
    ...routeOf(API_ROUTES.createEvent),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return createEvent(ctx, user, request.body);
    },
  });

  api.route({
    ...routeOf(API_ROUTES.updateEvent),
    handler: async (request) => {
      const actor = await ctx.auth.account(request);
      return updateEvent(ctx, actor, request.params.id, request.body);
    },
  });

  api.route({
    ...routeOf(API_ROUTES.deleteEvent),
    handler: async (request) => {
      const actor = await ctx.auth.account(request);
      return deleteEvent(ctx, actor, request.params.id);
    },
  });

  // The question answered now, a field of the event; its URL names the question.
  api.route({
    ...routeOf(API_ROUTES.spotlightQuestion),
    handler: async (request) =>
      spotlightQuestion(ctx, await ctx.auth.actor(request), request.params.id, request.body.on),
  });

  api.route({
    ...routeOf(API_ROUTES.accountJoinEvent),
    preHandler: callLimit(api, ctx.config.rateLimit, "joinEvent", async (request) => {
      const { user } = await ctx.auth.account(request);
      return user.id;
    }),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return joinAsAccount(ctx, user, request.params.id);
    },
  });

  api.route({
    ...routeOf(API_ROUTES.guestJoinEvent),
    preHandler: callLimit(api, ctx.config.rateLimit, "guestJoinEvent", (request) =>
      String((request.body as { guestId: string }).guestId),
    ),
    handler: async (request, reply) => {
      const header = request.headers["x-guest-token"];
      const guestToken = typeof header === "string" && header ? header : undefined;
      const actor = await ctx.auth.actor(request);
      const beforeNewGuest = () => newGuest(request, reply);
      return joinAsGuest(ctx, actor, request.params.id, request.body, guestToken, beforeNewGuest);
    },
  });
};
