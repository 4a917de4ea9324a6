// Hot statements built and compiled once, then run with each call's values. Kysely builds a
// query as a tree of frozen nodes and compiles the tree to SQL on every run; for a like's insert
// that cost about twice SQLite's own work on the row (docs/PERFORMANCE.md "Hot statements
// compiled once"). A prepared query is written with Kysely's builder as any other, with a
// `slot` where each run's value goes; it is compiled on its first run on each dialect, and its
// later runs only fill the slots.
//
// Only for statements of a fixed shape: a list (`in (…)`) or a column present in some runs and
// not others changes the SQL, so such a query is built each time as before.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { Database } from "./tables.ts";

const SLOT = "\u0000slot:";

/** A value's place in a prepared query, named; each run gives the value by that name. */
export function slot<T = string>(name: string): T {
  return `${SLOT}${name}` as unknown as T;
}

type Plan = { compiled: CompiledQuery; slots: (string | undefined)[] };

/**
 * A statement built by `build` (with `slot`s for its values) and compiled once per dialect.
 * Runs on the database handle or transaction given, with the values named by its slots.
 */
export function prepared<Values extends object, Row = unknown>(
  build: (db: Kysely<Database>) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<QueryResult<Row>> {
  // The SQL a dialect compiles to is the same for every handle of that dialect (a transaction's
  // included), so the plan is kept by the dialect's adapter class.
  const plans = new Map<unknown, Plan>();
  return (db, values) => {
    const dialect = db.getExecutor().adapter.constructor;
    let plan = plans.get(dialect);
    if (!plan) {
      const compiled = build(db).compile();
      const slots = compiled.parameters.map((value) =>
        typeof value === "string" && value.startsWith(SLOT) ? value.slice(SLOT.length) : undefined,
      );
      plan = { compiled, slots };
      plans.set(dialect, plan);
    }
    const { compiled, slots } = plan;
    const parameters = compiled.parameters.map((fixed, i) => {
      const name = slots[i];
      if (name === undefined) return fixed;
      const value = (values as Record<string, unknown>)[name];
      if (value === undefined) throw new Error(`No value for the slot "${name}" of: ${compiled.sql}`);
      return value;
    });
    return db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
  };
}
