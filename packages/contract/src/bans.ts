// Removing a person from an event (docs/features/moderation.md): by one of their questions, or by their
// member id, and the list a host sees.
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { idSchema } from "./common.ts";

/** `POST /api/events/:id/bans`: the author of a question, or a member, by id. */
export const banBodySchema = builtOnUse(() =>
  z.union([z.strictObject({ questionId: idSchema }), z.strictObject({ memberId: idSchema })]),
);
export type BanBody = z.infer<typeof banBodySchema>;

/** One removal: `name` is 'Anonymous' when it came from an anonymous question. */
export const banSchema = builtOnUse(() => z.object({ _id: z.string(), name: z.string(), at: z.string() }));
export type Ban = z.infer<typeof banSchema>;
export const banListSchema = builtOnUse(() => z.array(banSchema));

export const banParamsSchema = builtOnUse(() => z.object({ id: idSchema, banId: idSchema }));
