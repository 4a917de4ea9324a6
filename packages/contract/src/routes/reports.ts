// After the event (issue 20; docs/features/reports.md): the host's report, and erasing the event's data.
import { idParamsSchema, messageAnswerSchema } from "../common.ts";
import { reportSchema } from "../reports.ts";
import type { ApiRoute } from "./route.ts";

/** Hosts of the event; anyone else as the event's other host calls answer (403 or 404). */
export const getEventReport = {
  method: "GET",
  path: "/api/events/:id/report",
  params: idParamsSchema,
  response: { 200: reportSchema },
} as const satisfies ApiRoute;
/**
 * The event's creator erases its questions, likes, favourites, polls and votes; the event and its
 * members stay.
 */
export const eraseEventData = {
  method: "DELETE",
  path: "/api/events/:id/data",
  params: idParamsSchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
/** The event's record as an Excel workbook (a file, not JSON): Questions, Polls, Participation. */
export const exportWorkbook = {
  method: "GET",
  path: "/api/events/:id/export.xlsx",
  params: idParamsSchema,
} as const satisfies ApiRoute;
