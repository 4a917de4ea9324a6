// The check of a code as typed in the code field (join-code-form.tsx), by the contract's schema of
// the lookup. Loaded when the field is first used, not with the welcome page: its first screen
// then builds no schema at all.
import { joinCodeParamsSchema, textSchema } from "@handraise/contract";
import * as z from "zod/mini";
import { translate } from "../../lib/i18n/translate.ts";
import { isTypedJoinCode, typedJoinCode } from "../../lib/join-code.ts";

/**
 * The field as typed: a code once tidied, then the code the contract's lookup takes. Anything
 * else is one message, whatever is wrong with it.
 */
const typedCodeSchema = z.extend(joinCodeParamsSchema, {
  code: z.pipe(
    z.pipe(
      textSchema.check(z.refine(isTypedJoinCode, { error: () => translate("messages.joinCodeMalformed") })),
      z.transform(typedJoinCode),
    ),
    joinCodeParamsSchema.shape.code,
  ),
});

/** Why the typed code cannot be sent (the schema's first word on it), or the code to look up. */
export function checkedCode(typed: string): { code: string } | { error: string | undefined } {
  const result = typedCodeSchema.safeParse({ code: typed });
  if (result.success) return { code: result.data.code };
  return { error: result.error.issues.find((issue) => issue.path[0] === "code")?.message };
}
