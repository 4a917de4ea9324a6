// Building blocks shared by every schema: ids, timestamps, the error body.
import { z } from "zod";

export const idSchema = z.string().min(1).max(64);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const eventIdParamsSchema = z.object({ eventId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });
