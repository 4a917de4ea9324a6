// Bad request bodies every JSON route must answer with a 4xx and a message, never a 500; the
// refusals of the body as a whole carry their catalogue key as `code`, a field's problem none.
import type { CallOptions } from "@handraise/test-support";

export type BadBody = { name: string; status: number; options: CallOptions; code?: string };

/** Cases built from a valid body: wrong types, missing fields, extra fields, not JSON, too big. */
export function badBodies(valid: Record<string, unknown>, optional: string[] = []): BadBody[] {
  const fields = Object.keys(valid);
  const required = fields.filter((field) => !optional.includes(field));
  const json = { "content-type": "application/json" };
  return [
    ...fields.map((field) => ({
      name: `${field} as a number`,
      status: 400,
      options: { body: { ...valid, [field]: 12345 } },
    })),
    ...fields.map((field) => ({
      name: `${field} as an object`,
      status: 400,
      options: { body: { ...valid, [field]: { $ne: "" } } },
    })),
    ...required.map((field) => {
      const { [field]: _left, ...rest } = valid;
      return { name: `${field} missing`, status: 400, options: { body: rest } };
    }),
    { name: "an empty object", status: 400, options: { body: {} } },
    { name: "an extra field", status: 400, options: { body: { ...valid, isPro: true } } },
    { name: "an array", status: 400, options: { body: [valid] } },
    { name: "null", status: 400, options: { raw: "null", headers: json } },
    { name: "a JSON string", status: 400, options: { raw: '"hello"', headers: json } },
    { name: "malformed JSON", status: 400, options: { raw: '{"email": "a@b.c",', headers: json }, code: "invalidJson" },
    { name: "an empty JSON body", status: 400, options: { raw: "", headers: json }, code: "emptyBody" },
    {
      name: "text/plain",
      status: 415,
      code: "notJson",
      options: { raw: JSON.stringify(valid), headers: { "content-type": "text/plain" } },
    },
    {
      name: "a form",
      status: 415,
      code: "notJson",
      options: { raw: "email=a%40b.c", headers: { "content-type": "application/x-www-form-urlencoded" } },
    },
    {
      name: "a body over 256 KiB",
      status: 413,
      code: "bodyTooLarge",
      options: { raw: JSON.stringify({ ...valid, padding: "x".repeat(300 * 1024) }), headers: json },
    },
  ];
}
