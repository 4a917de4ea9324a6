// Serves the built web app. Every GET that is not /api/* or /socket.io/* and is not a file
// answers index.html, so the client router (and its 404 page) takes over deep links, with the
// route's own chunks named for preloading (route-preloads.ts). HEAD answers the same headers
// without a body (uptime checks use it).
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type IndexVariant, indexPages } from "./route-preloads.ts";

/** A day: a changed icon reaches a returning visitor by the next day (docs/PERFORMANCE.md "The icon kept for a day"). */
const ICON_CACHE = "public, max-age=86400";

/**
 * Hashed build output never changes under its name. The icon is kept for a day, so the page's own
 * uses of it (the tab's icon, the top bar's logo) need no request. Everything else is revalidated
 * on each use.
 */
export function cacheControlFor(url: string): string {
  if (url.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return url === "/favicon.svg" ? ICON_CACHE : "no-cache";
}

/** The page in the best encoding the browser takes; 304 when it holds this very page already. */
function sendIndex(request: FastifyRequest, reply: FastifyReply, page: IndexVariant) {
  reply
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding, accept-language")
    .header("etag", page.etag)
    .type("text/html; charset=utf-8");
  if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, "index.html"));
  const indexFor = built ? indexPages(webDist) : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply) => reply.header("cache-control", cacheControlFor(reply.request.url)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isApi = url.startsWith("/api/") || url === "/api" || url.startsWith("/socket.io");
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isRead && !isApi) {
      if (!indexFor)
        return reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build");
      if (url.startsWith("/assets/")) return reply.status(404).send({ message: "Not found" });
      return sendIndex(request, reply, indexFor(url, request.headers["accept-language"]));
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${url}` });
  });
}
