// HTTP routes of bans (hosts only; docs/features/moderation.md): validate → authorise → service → present.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { banMember, liftBan, listBans } from "./service.ts";

export const moderationRoutes: Feature = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(API_ROUTES.banMember),
    handler: async (request, reply) => {
      const ban = await banMember(ctx, await ctx.auth.account(request), request.params.id, request.body);
      return reply.code(201).send(ban);
    },
  });

  api.route({
    ...routeOf(API_ROUTES.listBans),
    handler: async (request) => listBans(ctx, await ctx.auth.account(request), request.params.id),
  });

  api.route({
    ...routeOf(API_ROUTES.liftBan),
    handler: async (request) => liftBan(ctx, await ctx.auth.account(request), request.params.id, request.params.banId),
  });
};
