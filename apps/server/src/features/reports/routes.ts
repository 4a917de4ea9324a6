// After the event (issue 20; docs/features/reports.md): the host's report, and erasing its data.
import { API_ROUTES } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { eraseEventData } from "./erase-service.ts";
import { eventReport, eventWorkbookFile } from "./service.ts";

export const reportRoutes: Feature = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(API_ROUTES.getEventReport),
    handler: async (request) => eventReport(ctx, await ctx.auth.actor(request), request.params.id),
  });

  app.route({
    ...routeOf(API_ROUTES.exportWorkbook),
    handler: async (request, reply) => {
      const file = await eventWorkbookFile(ctx, await ctx.auth.actor(request), request.params.id);
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  });

  app.route({
    ...routeOf(API_ROUTES.eraseEventData),
    handler: async (request) => eraseEventData(ctx, await ctx.auth.account(request), request.params.id),
  });
};
