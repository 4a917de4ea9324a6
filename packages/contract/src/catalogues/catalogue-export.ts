// Which export of a catalogue module is its catalogue: a translation's default export; an English
// module's one named export, or, when it also exports parts of itself on their own (en/messages.ts
// gives the schemas' few messages as SCHEMA_MESSAGES), the export that holds every other's keys.
// Shared by the build's catalogue compiler (apps/web/catalogue-plugin.ts) and the catalogue check.

type Tree = { readonly [key: string]: unknown };

export function catalogueExport(module: Record<string, unknown>, file: string): Tree {
  if (module.default) return module.default as Tree;
  const exported = Object.values(module).filter((value): value is Tree => typeof value === "object" && value !== null);
  const whole = exported.reduce<Tree | undefined>(
    (largest, next) => (!largest || Object.keys(next).length > Object.keys(largest).length ? next : largest),
    undefined,
  );
  if (!whole) throw new Error(`${file}: a catalogue module exports one object`);
  for (const part of exported) {
    for (const key of Object.keys(part)) {
      if (!(key in whole)) throw new Error(`${file}: an export holds "${key}", which the catalogue does not`);
    }
  }
  return whole;
}
