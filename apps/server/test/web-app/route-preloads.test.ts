// A deep link's page names its route's chunks and its messages in the browser's language for
// preloading (src/http/route-preloads.ts, from the build's .vite/route-preloads.json), so a phone
// fetches them beside the entry. Runs against the real build (npm test builds before the suites).
import { readFileSync } from "node:fs";
import path from "node:path";
import { useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { routeMatches } from "../../src/http/route-preloads.ts";
import { type Build, readBuild } from "../support/page-weight.ts";

type Preloads = { routes: Array<{ path: string; scripts: string[]; messages: Record<string, string[]> }> };

let build: Build;
let preloads: Preloads;

const { server } = useTestServer();
beforeAll(() => {
  const dist = server.ctx.config.webDist;
  build = readBuild(dist);
  preloads = JSON.parse(readFileSync(path.join(dist, ".vite/route-preloads.json"), "utf8")) as Preloads;
});

async function page(urlPath: string, language?: string, etag?: string) {
  const headers: Record<string, string> = {};
  if (language) headers["accept-language"] = language;
  if (etag) headers["if-none-match"] = etag;
  const answer = await fetch(`${server.url}${urlPath}`, { headers });
  const html = await answer.text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1] as string,
  );
  return { answer, html, preloaded };
}

/** The chunks of the socket library (asked for by lib/realtime-client.ts as it loads). */
const socketChunks = () =>
  Object.keys(build.report).filter((file) =>
    build.report[file]?.modules.some((id) => id.startsWith("node_modules/socket.io-client/")),
  );

const routeOf = (routePath: string) => {
  const route = preloads.routes.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`no preloads for ${routePath}`);
  return route;
};

describe("the audience's event page", () => {
  it("names every chunk the page loads before it shows, beyond the entry's own", async () => {
    const { preloaded } = await page("/events/p/an-event");
    const entry = build.chunksOf("pricing-page.tsx").filter((file) => !file.includes("pricing-page"));
    const own = build.chunksOf("public-event-page.tsx").filter((file) => !entry.includes(file));
    expect(own.length).toBeGreaterThan(3);
    for (const file of own) expect(preloaded, file).toContain(file);
  });

  it("names the socket library too: its first reads wait for the socket's room", async () => {
    const { preloaded } = await page("/events/p/an-event");
    expect(socketChunks().length).toBeGreaterThan(0);
    for (const file of socketChunks()) expect(preloaded).toContain(file);
  });

  it("names its messages in the browser's first language Handraise speaks", async () => {
    const route = routeOf("/events/p/:eventId");
    const german = await page("/events/p/an-event", "de-AT,de;q=0.9,en;q=0.5");
    const english = await page("/events/p/an-event", "en-GB,en;q=0.9");
    const unknown = await page("/events/p/an-event", "ja");
    for (const file of route.messages.de ?? []) expect(german.preloaded).toContain(file);
    for (const file of route.messages.en ?? []) expect(german.preloaded).not.toContain(file);
    expect(english.preloaded).toEqual(expect.arrayContaining(route.messages.en ?? []));
    expect(unknown.preloaded).toEqual(expect.arrayContaining(route.messages.en ?? []));
    expect(route.messages.de).toHaveLength(5);
  });

  it("names only files the server serves", async () => {
    const { preloaded } = await page("/events/p/an-event", "ar");
    for (const file of preloaded) expect((await fetch(`${server.url}/${file}`)).status, file).toBe(200);
  });
});

describe("other routes", () => {
  it("/pricing names its own page and messages, not the audience page's or the socket library", async () => {
    const { preloaded } = await page("/pricing", "fr");
    const audience = routeOf("/events/p/:eventId");
    expect(preloaded.some((file) => file.includes("pricing-page"))).toBe(true);
    expect(preloaded).toEqual(expect.arrayContaining(routeOf("/pricing").messages.fr ?? []));
    const audienceOnly = audience.scripts.filter((file) => !routeOf("/pricing").scripts.includes(file));
    for (const file of audienceOnly) expect(preloaded).not.toContain(file);
    for (const file of socketChunks()) expect(preloaded).not.toContain(file);
  });

  it("a path no route has gets the not-found page's", async () => {
    const { preloaded } = await page("/no/such/page", "es");
    expect(preloaded).toEqual(expect.arrayContaining(routeOf("*").messages.es ?? []));
  });

  it("matches route paths segment by segment", () => {
    expect(routeMatches("/events/p/:eventId", "/events/p/abc")).toBe(true);
    expect(routeMatches("/events/p/:eventId", "/events/p/abc/more")).toBe(false);
    expect(routeMatches("/events/:eventId", "/events/p/abc")).toBe(false);
    expect(routeMatches("/", "/")).toBe(true);
    expect(routeMatches("*", "/anything")).toBe(true);
  });
});

describe("revisits", () => {
  it("answer 304 for the same page, and vary with the language", async () => {
    const first = await page("/join", "de");
    const etag = first.answer.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(first.answer.headers.get("vary")).toMatch(/accept-language/);
    const again = await page("/join", "de", etag);
    expect(again.answer.status).toBe(304);
    const french = await page("/join", "fr", etag);
    expect(french.answer.status).toBe(200);
    expect(french.answer.headers.get("etag")).not.toBe(etag);
  });
});
