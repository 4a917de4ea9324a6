// A schema built on first use (src/built-on-use.ts): in a browser every schema of the contract is a
// stand-in until it is used, and it then checks, composes and documents exactly as the schema
// built at once does on the server.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { standIn } from "../src/built-on-use.ts";
import type { ApiRoute } from "../src/routes/route.ts";

type Contract = typeof import("../src/index.ts");

/**
 * The contract's index and route table as a server (no document) or a browser (one) imports them,
 * with the `isStandIn` of that same import.
 */
async function importContract(asBrowser: boolean) {
  vi.resetModules();
  if (asBrowser) vi.stubGlobal("document", {});
  const [contract, builtOnUse] = await Promise.all([import("../src/index.ts"), import("../src/built-on-use.ts")]);
  return { contract, isStandIn: builtOnUse.isStandIn };
}

/** Each part of each call of the route table, by name, as JSON Schema (what the OpenAPI document shows). */
function documented(contract: Contract): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(contract.API_ROUTES as Record<string, ApiRoute>)) {
    const schemas = { ...route, ...route.response };
    for (const [part, schema] of Object.entries(schemas)) {
      if (typeof schema !== "object" || schema === null || !("_zod" in schema)) continue;
      parts[`${name}.${part}`] = z.toJSONSchema(schema as z.ZodMiniType, { io: "input", unrepresentable: "any" });
    }
  }
  return parts;
}

/** The contract's exported schemas, by name. */
function schemasOf(contract: Contract): [string, object][] {
  return (Object.entries(contract) as [string, unknown][]).filter(
    (entry): entry is [string, object] => typeof entry[1] === "object" && entry[1] !== null && "_zod" in entry[1],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("a schema built on first use", () => {
  it("is built on its first use, once", () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = standIn(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ name: "Ada" }).success).toBe(true);
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(["name"]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("checks, composes and reports as the schema itself", () => {
    const build = () =>
      z.strictObject({
        title: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
        count: z.optional(z.int().check(z.minimum(0))),
      });
    const eager = build();
    const lazy = standIn(build);
    for (const input of [
      { title: " Talk " },
      { title: "" },
      { title: "Too long" },
      { title: "Hi", count: -1 },
      { x: 1 },
      null,
    ]) {
      expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
      expect(lazy["~standard"].validate(input)).toEqual(eager["~standard"].validate(input));
    }
    // Composed into other schemas, as the contract's modules do.
    const listed = z.array(lazy);
    expect(listed.safeParse([{ title: "A" }, { title: "" }])).toEqual(
      z.array(eager).safeParse([{ title: "A" }, { title: "" }]),
    );
    const extended = z.extend(z.partial(z.omit(lazy, { count: true })), { on: z.boolean() });
    expect(extended.safeParse({ on: true }).success).toBe(true);
    expect(z.toJSONSchema(extended)).toEqual(
      z.toJSONSchema(z.extend(z.partial(z.omit(eager, { count: true })), { on: z.boolean() })),
    );
    const refined = lazy.check(z.refine((body) => body.title !== "No", { message: "Not that" }));
    expect(refined.safeParse({ title: "No" }).error?.issues[0]?.message).toBe("Not that");
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager));
  });

  it("leaves the server's schemas as they were: built at once", async () => {
    const { contract, isStandIn } = await importContract(false);
    const schemas = schemasOf(contract);
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) expect(isStandIn(schema), name).toBe(false);
  });

  it("in a browser, makes every schema of the contract wait, and documents each call as the server does", async () => {
    const server = documented((await importContract(false)).contract);
    const { contract: browser, isStandIn } = await importContract(true);
    const schemas = schemasOf(browser);
    for (const [name, schema] of schemas) expect(isStandIn(schema), name).toBe(true);
    expect(Object.keys(server).length).toBeGreaterThan(100);
    expect(documented(browser)).toEqual(server);
  });
});
