// The security headers of every answer: API answers, app pages, static files and refusals
// (404, 429). Pages and files carry the page's policy; API answers, which are data and never a
// document, carry one that allows nothing. The page checks use a small stand-in build, so they do
// not depend on a web build.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rateLimitsAt, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { temporaryFolders } from "../support/temporary-folders.ts";

const temporaryFolder = temporaryFolders();

function standInBuild(): string {
  const dir = temporaryFolder("handraise-web-");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dir, "assets", "app.js"), "export {};");
  return dir;
}

/** The policy's directives by name: "script-src" → ["'self'"]. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** What every API answer carries, and nothing a document would need. */
function expectApiHeaders(headers: Headers): void {
  const csp = directives(headers.get("content-security-policy"));
  expect(Object.fromEntries(csp)).toEqual({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(headers.get("cache-control")).toBe("no-store");
  // A document's headers have nothing to say about JSON, and are not sent with it.
  expect(headers.get("referrer-policy")).toBeNull();
  expect(headers.get("x-frame-options")).toBeNull();
  expect(headers.get("cross-origin-opener-policy")).toBeNull();
}

function expectCommonHeaders(headers: Headers, socketOrigin: string): void {
  const csp = directives(headers.get("content-security-policy"));
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("connect-src")).toEqual(["'self'", socketOrigin]);
  for (const values of csp.values()) {
    expect(values).not.toContain("'unsafe-eval'");
    expect(values).not.toContain("*");
  }
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options")).toBe("DENY");
}

describe("on plain http", () => {
  let socketOrigin: string;

  const { server, http } = useTestServer(() => {
    const limits = rateLimitsAt(1000);
    limits.contact = { perAccount: 1, perAddress: 1000 };
    return { env: { WEB_DIST: standInBuild() }, overrides: { rateLimit: limits } };
  });
  beforeAll(async () => {
    socketOrigin = server.url.replace("http://", "ws://");
  });

  it("API answers carry the API's headers and no-store, and no HSTS", async () => {
    for (const answer of [
      await http.get("/api/health"),
      await http.get("/api/events/no-such-event"),
      await http.post("/api/auth/login", { body: { email: "nobody@example.test", password: "wrong guess" } }),
      await http.get("/api/no-such-route"),
      await http.get("/api/events/code%2FABCDEF"),
      await http.get("/%61pi/health"),
      await http.get("/api/docsx"),
    ]) {
      expectApiHeaders(answer.headers);
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("an API answer does not tell its rate-limit counts; a limited call (429) does, with Retry-After", async () => {
    const health = await http.get("/api/health");
    for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
      expect(health.headers.get(name), name).toBeNull();
    }
    const body = { name: "Visitor", email: "twice@example.test", message: "Hello" };
    expect((await http.post("/api/contact", { body })).status).toBe(200);
    const limited = await http.post("/api/contact", { body });
    expect(limited.status).toBe(429);
    expectApiHeaders(limited.headers);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the API's docs page is a page, with the page's headers", async () => {
    const docs = await http.get("/api/docs");
    expect(docs.status).toBeLessThan(400);
    expectCommonHeaders(docs.headers, socketOrigin);
    expect(docs.headers.get("cache-control")).toBe("no-store");
  });

  it("app pages and static files carry them, and keep their own caching", async () => {
    for (const page of ["/", "/events/some-event", "/login"]) {
      const answer = await http.get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get("content-type"), page).toContain("text/html");
      expectCommonHeaders(answer.headers, socketOrigin);
      expect(answer.headers.get("cache-control"), page).not.toBe("no-store");
    }
    const asset = await http.get("/assets/app.js");
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset.headers, socketOrigin);
  });
});

describe("behind https", () => {
  const { http } = useTestServer(() => ({
    env: {
      WEB_DIST: standInBuild(),
      PUBLIC_URL: "https://qa.example.test",
      ALLOWED_ORIGINS: "https://ask.example.test",
    },
  }));

  it("adds HSTS, upgrades insecure requests, and names the wss origins of the app", async () => {
    const page = await http.get("/");
    const csp = directives(page.headers.get("content-security-policy"));
    expect(csp.get("connect-src")).toEqual(["'self'", "wss://qa.example.test", "wss://ask.example.test"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    const api = await http.get("/api/health");
    expectApiHeaders(api.headers);
    for (const answer of [page, api]) {
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
  });
});
