// ICU warmed on another thread as the app starts (docs/PERFORMANCE.md "ICU warmed beside the
// page"). The first Intl formatter a page makes costs a phone one long task (ICU loading its data);
// a worker makes one of each kind first, on another core, while the main thread evaluates the
// app, and the page's formatters then cost about a millisecond. Started by main.tsx's first import;
// `icuWarm` settles when the worker is done, failed, or could not start (no Worker: tests, the
// build's prerender), so code that waits for it never waits in vain.
import { initialLocale } from "./locale.ts";

/** Past this, waiting for the worker is given up: the page makes its formatters itself. */
const GIVE_UP_MS = 3_000;

function warmUp(): Promise<void> {
  if (typeof Worker === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./icu-warm-up.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      globalThis.clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = globalThis.setTimeout(done, GIVE_UP_MS);
    worker.addEventListener("message", done);
    worker.addEventListener("error", done);
    worker.postMessage({ locale: initialLocale() });
  });
}

const warm = warmUp();

/** Settles once ICU's data is loaded (or will not be by the worker). */
export function icuWarm(): Promise<void> {
  return warm;
}
