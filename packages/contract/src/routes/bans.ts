// The calls of removing people from an event (hosts only; docs/features/moderation.md).

import { banBodySchema, banListSchema, banParamsSchema, banSchema } from "../bans.ts";
import { idParamsSchema } from "../common.ts";
import type { ApiRoute } from "./route.ts";

export const banMember = {
  method: "POST",
  path: "/api/events/:id/bans",
  params: idParamsSchema,
  body: banBodySchema,
  response: { 201: banSchema },
} as const satisfies ApiRoute;
export const listBans = {
  method: "GET",
  path: "/api/events/:id/bans",
  params: idParamsSchema,
  response: { 200: banListSchema },
} as const satisfies ApiRoute;
export const liftBan = {
  method: "DELETE",
  path: "/api/events/:id/bans/:banId",
  params: banParamsSchema,
  response: { 200: banSchema },
} as const satisfies ApiRoute;
