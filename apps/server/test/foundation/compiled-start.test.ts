// Production runs the compiled server: `npm run build -w @handraise/server` writes
// apps/server/dist/main.js, which plain Node starts without a TypeScript loader, on the engine
// of the vitest project, and which serves the API, its OpenAPI document and the web app.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { API_ROUTES, healthAnswerSchema } from "@handraise/contract";
import { testEngine } from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, makeStorage, type Storage } from "../reliability/support/child-server.ts";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const compiled = path.join(serverRoot, "dist/main.js");

let storage: Storage;
let child: ChildProcess | undefined;
let baseUrl = "";
let output = "";

async function waitUntilUp(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited()) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server did not start: ${output}`);
}

beforeAll(async () => {
  // Built here too, so the file under test is the current source, also when run alone.
  execFileSync(process.execPath, [path.join(serverRoot, "scripts/build.mjs")], { stdio: "inherit" });
  storage = await makeStorage();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [compiled], {
    // No loader, no TypeScript: only what production has (PATH for nothing but Node itself).
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: storage.dataDir,
      LOG_LEVEL: "warn",
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl, DATABASE_SCHEMA: storage.schema } : {}),
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntilUp(`${baseUrl}${API_ROUTES.getHealth.path}`, () => child?.exitCode !== null);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const gone = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await gone;
  }
  await storage?.drop();
});

describe("the compiled server", () => {
  it("is one JavaScript module that imports no TypeScript", () => {
    expect(existsSync(compiled)).toBe(true);
    const imports = readFileSync(compiled, "utf8").match(/from\s+"[^"]+"/g) ?? [];
    expect(imports.filter((name) => name.endsWith('.ts"'))).toEqual([]);
    expect(imports.filter((name) => name.includes("@handraise/contract"))).toEqual([]);
    expect(imports.filter((name) => name.includes("tsx"))).toEqual([]);
  });

  it("answers /api/health on the engine of this run", async () => {
    const answer = await fetch(`${baseUrl}${API_ROUTES.getHealth.path}`);
    expect(answer.status).toBe(200);
    const health = healthAnswerSchema.parse(await answer.json());
    expect(health).toEqual({ status: "ok", db: testEngine(), realtime: "memory" });
  });

  it("serves the web app at /", async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  it("serves the OpenAPI document of its routes", async () => {
    const answer = await fetch(`${baseUrl}${API_ROUTES.getOpenApiDocument.path}`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain("/api/events/{id}");
  });

  // Last: the compiled file keeps the graceful stop of main.ts.
  it("stops on SIGTERM with exit code 0", async () => {
    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
    child?.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
