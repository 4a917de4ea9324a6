// In a browser, schemas are built without eval. Zod compiles faster parsers with `new Function`
// where it may, and finds out by trying; under the app's Content-Security-Policy (no
// 'unsafe-eval', docs/SECURITY.md "Headers") that try is itself reported as a violation. The
// index and every module that builds schemas without importing common.ts import this first, so it
// runs before any schema is built, whichever part of the contract a page imports; the server keeps
// the compiler. The package lists it in "sideEffects": it does its work by being imported.
import * as z from "zod/mini";

if ("document" in globalThis) z.config({ jitless: true });
