// In a browser, a schema of the contract is built the first time it is used, not as its module
// is evaluated. Building zod schemas is most of the work of evaluating a page's modules on a phone
// (docs/PERFORMANCE.md "Schemas built on first use"), and a page uses few of those it imports: a
// form's schema when it is sent, an answer's when the answer comes. Elsewhere (the server, the
// build's prerender, the tests under Node) every schema is built at once, as it always was: the
// server checks, and documents, exactly what it did before.
//
// What a browser gets in the schema's place is a stand-in that builds the schema on its first
// touch and hands every later one to it: reading a member, calling a method, composing it into
// another schema (`z.array(questionSchema)`, `z.extend(eventSchema, …)`) all reach the built
// schema. Each stand-in is made once and kept, so a schema is the same object wherever it is used.

/** Whether schemas wait for their first use: in a browser only, as without-eval.ts tells it apart. */
const waits = "document" in globalThis;

/**
 * The schema `build` makes, built now or, in a browser, on its first use. Write each exported
 * schema of the contract as `export const fooSchema = builtOnUse(() => z.object({ … }))`.
 */
/*@__NO_SIDE_EFFECTS__*/
export function builtOnUse<S extends object>(build: () => S): S {
  return waits ? standIn(build) : build();
}

/** Every stand-in made, so a test can tell one from its schema (a proxy looks like its target). */
const standIns = new WeakSet<object>();

/** Whether `value` is a stand-in (for the tests). */
export function isStandIn(value: object): boolean {
  return standIns.has(value);
}

/** A stand-in for the schema `build` makes, built on its first touch. Exported for the tests. */
export function standIn<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => {
    built ??= build();
    return built;
  };
  // Every operation goes to the built schema, with it as the receiver, so a getter or a method
  // that reads `this` sees the schema itself. A property of the schema that cannot be configured
  // is reported as configurable: the stand-in's own (empty) target has none, which a proxy may
  // not claim otherwise.
  const proxy = new Proxy({} as S, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  standIns.add(proxy);
  return proxy;
}
