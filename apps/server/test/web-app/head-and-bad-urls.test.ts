// Uptime checks use HEAD: the app's pages answer HEAD as they answer GET, without a body. A URL
// that cannot be decoded answers the project's own `{message}` with 400, never the framework's
// default error shape.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";

let webDist: string;

const INDEX = '<!doctype html><html><head><title>Handraise</title></head><body><div id="root"></div></body></html>';

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
});
const { server, http } = useTestServer(() => {
  // A stand-in build, so these checks do not depend on the web app being built.
  webDist = mkdtempSync(path.join(os.tmpdir(), "handraise-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log('app');");
  return { overrides: { webDist } };
});

/** A raw request, so the path is sent exactly as written (fetch would re-encode `%`). */
function rawRequest(
  method: string,
  rawPath: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: rawPath }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("HEAD of the app's pages", () => {
  it.each(["/", "/events/abc", "/billing", "/events/p/abc?x=1"])(
    "answers HEAD %s like GET, without a body",
    async (page) => {
      const get = await http.get(page);
      const head = await http.call("HEAD", page);
      expect(head.status).toBe(200);
      expect(head.status).toBe(get.status);
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(head.headers.get("content-type")).toContain("text/html");
      expect(head.headers.get("cache-control")).toBe(get.headers.get("cache-control"));
      expect(head.body).toBeUndefined();
    },
  );

  it("answers HEAD of a built file like GET", async () => {
    const head = await http.call("HEAD", "/assets/app-abc123.js");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("javascript");
    expect(head.body).toBeUndefined();
  });

  it("still answers 404 to HEAD of a missing asset and of an unknown API route", async () => {
    expect((await http.call("HEAD", "/assets/missing.js")).status).toBe(404);
    expect((await http.call("HEAD", "/api/nothing-here")).status).toBe(404);
  });

  it("answers HEAD /api/health like GET", async () => {
    expect((await http.call("HEAD", "/api/health")).status).toBe(200);
  });

  it("sends no body with HEAD, on the wire", async () => {
    const answer = await rawRequest("HEAD", "/events/abc");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
  });
});

describe("malformed URLs", () => {
  it.each(["/%", "/%ff", "/events/%E0%A4%A", "/api/%ff", "/api/events/%", "/api/events/a%ZZ"])(
    "answers GET %s with 400 and the project's {message, code}",
    async (bad) => {
      const answer = await rawRequest("GET", bad);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toContain("application/json");
      const body = JSON.parse(answer.body);
      expect(Object.keys(body)).toEqual(["message", "code"]);
      expect(body.code).toBe("badUrl");
      expect(body.message).toEqual(expect.any(String));
      expect(body.message).not.toMatch(/FST_|Bad Request|statusCode/);
    },
  );

  it("answers HEAD of a malformed URL with 400 and no body", async () => {
    const answer = await rawRequest("HEAD", "/%ff");
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("");
  });
});
