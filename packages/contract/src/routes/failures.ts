// What every call of the route table answers when it fails. Apart from route.ts, so that a page
// which loads the table's helpers does not load a schema library with them: the web app reads
// this module on demand, when an answer has failed (lib/api-client.ts).
import { errorBodySchema } from "../common.ts";

export { errorBodySchema };

/**
 * What every call of the table answers when it fails, whatever the status (4xx, 5xx): the error
 * body `{message}` (plus `error` on the payment calls, `code` where the client acts on the kind
 * of refusal). One shape for the whole table: the OpenAPI document lists it under each call's
 * 4XX and 5XX, and the web app parses a failed answer's body with it.
 */
export const FAILURE_ANSWERS = { "4XX": errorBodySchema, "5XX": errorBodySchema } as const;
