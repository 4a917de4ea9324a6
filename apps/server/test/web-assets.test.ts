// The built web app as a phone on venue Wi-Fi receives it: every asset compressed ahead of time
// (brotli or gzip, whichever the browser accepts), hashed assets cached for a year, the icon for a
// day, index.html revalidated on every visit. Runs against the real build (npm test builds before the suites).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** node:http rather than fetch, which would decompress the body and hide the encoding. */
function rawGet(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(urlPath, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let assets: string[];

const { server } = useTestServer();
beforeAll(async () => {
  const dir = path.join(server.ctx.config.webDist, "assets");
  assets = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe("built web app", () => {
  it("has scripts and styles to serve", () => {
    expect(assets.some((name) => name.endsWith(".js"))).toBe(true);
    expect(assets.some((name) => name.endsWith(".css"))).toBe(true);
  });

  for (const encoding of ["br", "gzip"] as const) {
    it(`sends every script and style as ${encoding} to a browser that accepts it, cached for a year`, async () => {
      for (const name of assets) {
        const file = readFileSync(path.join(server.ctx.config.webDist, "assets", name));
        const answer = await rawGet(server.url, `/assets/${name}`, { "accept-encoding": `${encoding}, identity` });
        expect(answer.status, name).toBe(200);
        expect(answer.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
        expect(answer.headers["content-type"], name).toMatch(name.endsWith(".js") ? /javascript/ : /text\/css/);
        // A file of a few bytes that compression would only make longer (apps/web/precompress.ts
        // keeps no copy of it) goes as it is.
        const extension = encoding === "br" ? ".br" : ".gz";
        if (!existsSync(path.join(server.ctx.config.webDist, "assets", name + extension))) {
          expect(file.length, `${name} has no ${encoding} copy though it is not tiny`).toBeLessThan(200);
          expect(answer.headers["content-encoding"], name).toBeUndefined();
          expect(answer.body.equals(file), name).toBe(true);
          continue;
        }
        expect(answer.headers["content-encoding"], name).toBe(encoding);
        expect(answer.headers.vary, name).toMatch(/accept-encoding/i);
        expect(answer.body.length, name).toBeLessThan(file.length);
        expect(decoders[encoding](answer.body).equals(file), name).toBe(true);
      }
    });
  }

  it("prefers brotli when the browser accepts both", async () => {
    const name = assets.find((n) => n.endsWith(".js")) ?? "";
    const answer = await rawGet(server.url, `/assets/${name}`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.headers["content-encoding"]).toBe("br");
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    const name = assets.find((n) => n.endsWith(".js")) ?? "";
    const file = readFileSync(path.join(server.ctx.config.webDist, "assets", name));
    const answer = await rawGet(server.url, `/assets/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(file)).toBe(true);
  });

  it("has index.html revalidated on every visit, compressed, on every deep link", async () => {
    const file = readFileSync(path.join(server.ctx.config.webDist, "index.html"), "utf8");
    // A deep link's page is index.html with its route's preloads (test/web-app/route-preloads.test.ts)
    // and, on the pages painted before the script, their first screen (test/web-app/first-screens.test.ts).
    const withoutRoutePreloads = (html: string) =>
      html
        .replace(/\n\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">(?=[\s\S]*<\/head>)/g, "")
        .replace(/<html lang="en" dir="ltr" data-prerendered="en">/, '<html lang="en">')
        .replace(
          /<div id="root"><div class="prerendered" aria-hidden="true" inert>[\s\S]*<\/div><\/div><div class="painted-notice"[\s\S]*?(?=\s*<\/body>)/,
          '<div id="root"></div>',
        );
    for (const urlPath of ["/", "/events/p/some-event", "/pricing", "/index.html"]) {
      for (const encoding of ["br", "gzip"] as const) {
        const answer = await rawGet(server.url, urlPath, { "accept-encoding": encoding });
        expect(answer.status, urlPath).toBe(200);
        expect(answer.headers["cache-control"], urlPath).toBe("no-cache");
        expect(answer.headers["content-encoding"], urlPath).toBe(encoding);
        const html = decoders[encoding](answer.body).toString("utf8");
        expect(withoutRoutePreloads(html), urlPath).toBe(withoutRoutePreloads(file));
      }
    }
  });

  it("keeps the icon for a day, so the tab and the top bar's logo use it without a request", async () => {
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await rawGet(server.url, "/favicon.svg", { "accept-encoding": encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=86400");
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(decoders[encoding](answer.body).toString("utf8")).toContain("<svg");
    }
    // Only the icon: the page itself is still revalidated on every visit (above).
    const page = await rawGet(server.url, "/index.html", { "accept-encoding": "br" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing hashed asset 404, not index.html", async () => {
    const answer = await rawGet(server.url, "/assets/index-doesnotexist.js", { "accept-encoding": "br" });
    expect(answer.status).toBe(404);
  });
});
