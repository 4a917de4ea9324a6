// The one inline script of the web app's page (apps/web/index.html: the theme, set before the
// first paint) runs under the Content-Security-Policy by its hash alone: the server reads the
// built page's inline scripts at start and allows exactly those, never 'unsafe-inline'
// (docs/SECURITY.md "Headers"). The page checks use a small stand-in build.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { API_ANSWER_POLICY, inlineScriptHashes } from "../../src/http/security-headers.ts";
import { temporaryFolders } from "../support/temporary-folders.ts";

const THEME_SCRIPT = `
      (function () {
        document.documentElement.setAttribute("data-theme", "dark");
      })();
    `;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const temporaryFolder = temporaryFolders();

function standInBuild(): string {
  const dir = temporaryFolder("handraise-web-");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/app.js"></script></head>`,
  );
  writeFileSync(path.join(dir, "assets", "app.js"), "export {};");
  return dir;
}

function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? "").split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the hashes of a page's inline scripts", () => {
  it("are those of the scripts without src, hashed as written", () => {
    const html = `<script>one()</script><script type="module" src="/a.js"></script><SCRIPT data-x="1">\ntwo()\n</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("one()"), sha256("\ntwo()\n")]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it("of the web app's page are two, the theme script and the one that starts the app, and the build keeps them as written", () => {
    const web = path.resolve(import.meta.dirname, "../../../web");
    const source = readFileSync(path.join(web, "index.html"), "utf8");
    expect(inlineScriptHashes(source)).toHaveLength(2);
    expect(source).toMatch(/<script>[^<]*data-theme[^<]*<\/script>/);
    expect(source).toMatch(/<script>[^<]*getElementById\("app-scripts"\)[^<]*<\/script>/);
    // npm test builds before the suites; a run without a build checks the source alone.
    const built = path.join(web, "dist", "index.html");
    if (existsSync(built)) expect(inlineScriptHashes(readFileSync(built, "utf8"))).toEqual(inlineScriptHashes(source));
  });
});

describe("a page with an inline script", () => {
  const { http } = useTestServer(() => ({ env: { WEB_DIST: standInBuild() } }));

  it("is allowed by its hash alone, on every page and file; nothing else inline", async () => {
    for (const url of ["/", "/events/some-event/present", "/assets/app.js"]) {
      const answer = await http.get(url);
      const sources = scriptSources(answer.headers.get("content-security-policy"));
      expect(sources, url).toEqual(["'self'", sha256(THEME_SCRIPT)]);
      expect(sources, url).not.toContain("'unsafe-inline'");
    }
  });

  it("is not allowed on an API answer, which lets no script run at all", async () => {
    const answer = await http.get("/api/health");
    expect(answer.headers.get("content-security-policy")).toBe(API_ANSWER_POLICY);
    expect(scriptSources(answer.headers.get("content-security-policy"))).toEqual([]);
  });
});
