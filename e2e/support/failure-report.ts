// What a failed browser test leaves behind, for the one who reads a CI log: for each page of the
// test, its address, the dialogs open on it (by name), whether the inactivity banner shows, and
// a screenshot in /tmp/handraise-failures, and the page's last input, focus and dialog events
// (recordPageEvents, which every viewer's context runs). A test that fails now and then on a busy
// machine can then be understood from its one failure.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { beforeEach } from "vitest";

const FAILURES = process.env.FAILURE_SHOTS ?? "/tmp/handraise-failures";

async function describePage(name: string, page: Page, test: string): Promise<string> {
  if (page.isClosed()) return `${name}: closed`;
  const state = await page
    .evaluate(() => ({
      dialogs: Array.from(document.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]')).map((dialog) => {
        const labelledBy = dialog.getAttribute("aria-labelledby");
        const title = labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute("aria-label");
        const state =
          dialog instanceof HTMLDialogElement ? (dialog.open ? "open" : "closed") : dialog.getAttribute("data-state");
        return `${title ?? "(no name)"} [${state ?? "?"}${dialog.closest("[aria-hidden=true]") ? ", aria-hidden" : ""}]`;
      }),
      inactive: document.querySelector("[data-inactivity-banner]") !== null,
      events: (window as unknown as { __pageEvents?: string[] }).__pageEvents ?? [],
      focused: document.activeElement
        ? `${document.activeElement.tagName.toLowerCase()} "${(document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent ?? "").trim().slice(0, 40)}"`
        : null,
    }))
    .catch((error: Error) => ({ error: error.message }));
  const file = join(FAILURES, `${test.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return `${name}: ${page.url()} ${JSON.stringify(state, null, 1)} (screenshot ${file})`;
}

/** Reports the pages `pages()` returns when a test of the calling suite fails. */
export function reportPagesOnFailure(pages: () => Record<string, Page | undefined>): void {
  beforeEach((context) => {
    context.onTestFailed(async () => {
      mkdirSync(FAILURES, { recursive: true });
      const lines: string[] = [];
      for (const [name, page] of Object.entries(pages())) {
        if (page) lines.push(await describePage(name, page, context.task.name));
      }
      console.error(`browser test failed: ${context.task.name}\n  ${lines.join("\n  ")}`);
    });
  });
}

/**
 * Keeps, in each page of `context`, its last 60 input, focus, dialog and store events (what, on what,
 * trusted or not, at which moment of the page's clock and of real time), for the failure report.
 */
export async function recordPageEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __pageEvents: string[] }).__pageEvents = log;
    const started = performance.now();
    const note = (what: string) => {
      log.push(`${Math.round(performance.now() - started)}ms clock=${Date.now()} ${what}`);
      if (log.length > 60) log.shift();
    };
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return target === window ? "window" : String(target);
      const label = target.getAttribute("aria-label") ?? target.textContent?.trim().slice(0, 30) ?? "";
      return `${target.tagName.toLowerCase()}${target.getAttribute("role") ? `[${target.getAttribute("role")}]` : ""} "${label}"`;
    };
    for (const type of ["pointerdown", "mousedown", "keydown", "focusin", "focusout"]) {
      window.addEventListener(
        type,
        (event) => {
          const key = event instanceof KeyboardEvent ? ` key=${event.key}` : "";
          note(`${type}${key} on ${describe(event.target)}${event.isTrusted ? "" : " (untrusted)"}`);
        },
        { capture: true, passive: true },
      );
    }
    for (const type of ["blur", "focus"]) {
      window.addEventListener(type, (event) => {
        if (event.target === window) note(`window ${type}`);
      });
    }
    document.addEventListener("visibilitychange", () => note(`visibility ${document.visibilityState}`));
    // The store's state as it changes (Redux Toolkit takes a devtools compose when one is there):
    // the cached reads with their status, the session and the guest identity.
    type Store = { getState: () => Record<string, unknown>; subscribe: (listener: () => void) => () => void };
    const summary = (state: Record<string, unknown>) => {
      const queries = (state.api as { queries?: Record<string, { status?: string }> } | undefined)?.queries ?? {};
      const reads = Object.entries(queries).map(([key, entry]) => `${key.replace(/\(.*/, "")}:${entry?.status}`);
      const guest = (state.events as { guestInfo?: unknown } | undefined)?.guestInfo ? "guest" : "no guest";
      const token = (state.session as { token?: unknown } | undefined)?.token ? "token" : "no token";
      return `store ${token}, ${guest}, reads ${reads.sort().join(" ")}`;
    };
    (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args: unknown[]) => {
      const watch =
        (create: (...a: unknown[]) => Store) =>
        (...a: unknown[]): Store => {
          const store = create(...a);
          let last = "";
          store.subscribe(() => {
            const now = summary(store.getState());
            if (now !== last) note(now);
            last = now;
          });
          return store;
        };
      const compose =
        (...enhancers: Array<(next: never) => unknown>) =>
        (create: unknown) =>
          watch(enhancers.reduceRight((next, enhancer) => enhancer(next as never), create) as never);
      // Called with options first (composeWithDevTools(options)(...enhancers)) or with the enhancers.
      if (args.length === 1 && typeof args[0] === "object") return compose;
      return compose(...(args as Array<(next: never) => unknown>));
    };
    window.addEventListener("pagehide", () => note("pagehide"));
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.removedNodes)) {
          if (!(node instanceof Element)) continue;
          const dialog = node.matches('dialog, [role="dialog"]') ? node : node.querySelector('dialog, [role="dialog"]');
          if (dialog) note(`a dialog left the page: "${dialog.querySelector("h2")?.textContent ?? ""}"`);
          const main = node.matches("main, section") ? node : node.querySelector("main, section");
          if (main)
            note(`${main.tagName.toLowerCase()}#${main.id} "${main.textContent?.trim().slice(0, 30)}" left the page`);
        }
        if (change.type === "attributes" && change.target instanceof Element) {
          if (change.target instanceof HTMLDialogElement) {
            note(`dialog ${change.target.open ? "open" : "closed"}`);
          } else if (change.target.getAttribute("role") === "dialog") {
            note(`dialog ${change.target.getAttribute("data-state")}`);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state", "open"] });
  });
}
