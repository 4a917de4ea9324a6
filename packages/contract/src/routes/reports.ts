// The host's report of an event and its workbook (issue 20; docs/features/reports.md).
import { idParamsSchema } from "../common.ts";
import { reportSchema } from "../reports.ts";
import type { ApiRoute } from "./route.ts";

/** Hosts of the event; anyone else as the event's other host calls answer (403 or 404). */
export const getEventReport = {
  method: "GET",
  path: "/api/events/:id/report",
  params: idParamsSchema,
  response: { 200: reportSchema },
} as const satisfies ApiRoute;
