// Time in a test's browser belongs to the test (Playwright's clock). Every context starts with
// the page's clock installed and paused before the first navigation, so no product timer (the
// 6 s inactivity overlay, the 30 s auto-refresh, 'Copied!', the redirect after a reset, the
// logout reload, the outbox's retries, the socket's reconnection back-off) fires between two
// steps however slow the machine is. A test that needs one of them lets exactly that much time
// pass with `passTime`.
import type { BrowserContext, Page } from "playwright-core";

const held = new WeakSet<BrowserContext>();

export async function holdTime(context: BrowserContext): Promise<void> {
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 1000);
  held.add(context);
}

/**
 * Runs `work` while the page's zero-delay timers keep firing, a millisecond of page time at a
 * step: for tools that live in the page and chain their steps with setTimeout(…, 0), such as
 * axe-core. A few hundred steps stay far below the 6 s of the inactivity overlay.
 */
export async function withTimersFiring<T>(page: Page, work: Promise<T>): Promise<T> {
  if (!held.has(page.context())) return work;
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  while (!settled) {
    // The clock is the context's: a page the tool opens and closes meanwhile (axe's blank page
    // for finishRun) may go away under a step; the next step goes on without it.
    await page.clock.runFor(1).catch((error: Error) => {
      if (!/has been closed/.test(error.message)) throw error;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return watched;
}

/** Runs the page's timers for `ms` of its time, as if that much time had gone by. */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
}

/**
 * Lets the page's time flow in steps until `done` holds, moving the mouse between steps so the
 * inactivity overlay stays away: for what waits on a back-off whose length is random (the
 * socket's reconnection). Fails after `limitMs` of page time.
 */
export async function passTimeUntil(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs = 500, limitMs = 30_000 } = {},
): Promise<void> {
  for (let passed = 0; passed <= limitMs; passed += stepMs) {
    if (await done()) return;
    await page.mouse.move(1 + (passed % 7), 1);
    await page.clock.runFor(stepMs);
  }
  throw new Error(`still waiting after ${limitMs} ms of page time`);
}
