// The security headers of every answer: API answers, app pages, static files and refusals
// (404, 429). The page checks use a small stand-in build, so they do not depend on a web build.
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

  it("API answers carry the headers and no-store, and no HSTS", async () => {
    for (const answer of [
      await http.get("/api/health"),
      await http.get("/api/events/no-such-event"),
      await http.post("/api/auth/login", { body: { email: "nobody@example.test", password: "wrong guess" } }),
      await http.get("/api/no-such-route"),
    ]) {
      expectCommonHeaders(answer.headers, socketOrigin);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("a limited call (429) carries them too", async () => {
    const body = { name: "Visitor", email: "twice@example.test", message: "Hello" };
    expect((await http.post("/api/contact", { body })).status).toBe(200);
    const limited = await http.post("/api/contact", { body });
    expect(limited.status).toBe(429);
    expectCommonHeaders(limited.headers, socketOrigin);
    expect(limited.headers.get("cache-control")).toBe("no-store");
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
    for (const answer of [await http.get("/api/health"), await http.get("/")]) {
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const csp = directives(answer.headers.get("content-security-policy"));
      expect(csp.get("connect-src")).toEqual(["'self'", "wss://qa.example.test", "wss://ask.example.test"]);
      expect(csp.has("upgrade-insecure-requests")).toBe(true);
    }
  });
});
