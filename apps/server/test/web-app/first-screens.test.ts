// The pages a phone opens cold carry their first screen in index.html, in the browser's language
// (src/http/first-screens.ts, from the build's .vite/prerendered.json), so they paint before any
// script. Runs against the real build (npm test builds before the suites).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { firstScreens, withFirstScreen } from "../../src/http/first-screens.ts";

const { server } = useTestServer();

async function html(urlPath: string, language?: string) {
  const answer = await fetch(`${server.url}${urlPath}`, {
    headers: language ? { "accept-language": language } : {},
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** What the page holds inside its root, before any script (the beta notice painted beside it follows). */
function painted(page: string): string | undefined {
  return /<div id="root"><div class="prerendered" aria-hidden="true" inert>([\s\S]*)<\/div><\/div><div class="painted-notice"/.exec(
    page,
  )?.[1];
}

/** The beta notice painted beside the root, for index.html's first script to show to a first visit. */
function paintedNotice(page: string): string | undefined {
  return /<\/div><\/div>(<div class="painted-notice" aria-hidden="true">[\s\S]*)<\/body>/.exec(page)?.[1];
}

describe("the first screen before the script", () => {
  it("/ paints the welcome in the browser's language, with the page's language set", async () => {
    const english = await html("/", "en-GB,en;q=0.9");
    expect(painted(english)).toContain("Welcome to Handraise: live Q&amp;A for every event");
    expect(english).toContain('<html lang="en" dir="ltr" data-prerendered="en"');
    const german = await html("/", "de-AT,de;q=0.9");
    expect(painted(german)).toContain("Willkommen bei Handraise");
    expect(painted(german)).not.toContain("Welcome to Handraise");
    expect(german).toContain('<html lang="de" dir="ltr" data-prerendered="de"');
  });

  it("Arabic is laid out right to left from the first paint", async () => {
    const arabic = await html("/pricing", "ar");
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-prerendered="ar"');
    expect(painted(arabic)).toMatch(/[\u0600-\u06ff]/);
  });

  it("/pricing paints its plans, and the audience page its loading state for any event", async () => {
    expect(painted(await html("/pricing"))).toContain("Pro monthly");
    const event = painted(await html("/events/p/some-event-id", "fr"));
    expect(event).toContain('role="status"');
    expect(event).not.toContain("some-event-id");
  });

  it("paints a first visit's notices: the beta notice beside the root, the cookie banner in the page", async () => {
    const german = await html("/events/p/an-event", "de");
    const notice = paintedNotice(german) ?? "";
    expect(notice).toContain("Beta-Modus");
    // Unreachable: its box is inert and the whole of it hidden from assistive technology; its
    // backdrop alone takes taps, so nothing of the page under it is reached before the app is live.
    expect(notice).toMatch(
      /^<div class="painted-notice" aria-hidden="true"><div class="fixed inset-0 z-40 [^"]*"><\/div><div class="[^"]*" inert="">/,
    );
    expect(notice).not.toMatch(/<script|href="\/contactus"[^>]*onclick/i);
    expect(painted(german)).toContain('<div class="painted-cookie-banner">');
    for (const route of ["/", "/pricing"]) expect(paintedNotice(await html(route, "en")), route).toContain("Beta Mode");
  });

  it("a page with no first screen keeps its empty root, and no painted page carries a script", async () => {
    for (const route of ["/login", "/events/new", "/events/an-event/present"]) {
      const page = await html(route);
      expect(page, route).toContain('<div id="root"></div>');
      expect(page, route).toContain('<html lang="en">');
    }
    for (const route of ["/", "/pricing", "/events/p/x"])
      expect(painted(await html(route, "es"))).not.toMatch(/<script/i);
  });
});

describe("withFirstScreen", () => {
  const index = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

  it("puts the markup in the root, unreachable until the app replaces it, and the notice beside it", () => {
    expect(withFirstScreen(index, { page: "<main>Hi</main>", betaNotice: "<aside>Beta</aside>" }, "ar")).toBe(
      '<!doctype html><html lang="ar" dir="rtl" data-prerendered="ar"><head></head><body>' +
        '<div id="root"><div class="prerendered" aria-hidden="true" inert><main>Hi</main></div></div>' +
        "<aside>Beta</aside></body></html>",
    );
  });

  it("puts the words in as they are, a price's dollar sign too", () => {
    const screen = { page: "<p>US$ 12 a month, $& and $' included</p>", betaNotice: "<aside>$$</aside>" };
    expect(withFirstScreen(index, screen, "en")).toContain(
      "<p>US$ 12 a month, $& and $' included</p></div></div><aside>$$</aside>",
    );
  });

  it("refuses a page with no empty root rather than serving one twice", () => {
    const screen = { page: "<p>a</p>", betaNotice: "" };
    expect(() => withFirstScreen('<html lang="en"><div id="root">x</div>', screen, "en")).toThrow(/root/);
  });
});

describe("firstScreens", () => {
  it("refuses first screens of another shape (an older build) at start, not on a visitor's request", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "first-screens-"));
    try {
      mkdirSync(path.join(dist, ".vite"));
      writeFileSync(path.join(dist, ".vite/prerendered.json"), JSON.stringify({ "/": { en: "<main>Hi</main>" } }));
      expect(() => firstScreens(dist)).toThrow(/build the web app again/);
      writeFileSync(
        path.join(dist, ".vite/prerendered.json"),
        JSON.stringify({ pages: { "/": { en: "<main>Hi</main>" } }, betaNotice: { en: "<aside>Beta</aside>" } }),
      );
      expect(firstScreens(dist)("/", "en")).toEqual({ page: "<main>Hi</main>", betaNotice: "<aside>Beta</aside>" });
      expect(firstScreens(dist)("/", "de")).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
