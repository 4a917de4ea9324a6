// Serves the built web app. Every GET that is not /api/* or /socket.io/* and is not a file
// answers index.html, so the client router (and its 404 page) takes over deep links. HEAD
// answers the same headers without a body (uptime checks use it).
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Hashed build output never changes under its name; everything else is revalidated on each use. */
export function cacheControlFor(url: string): string {
  return url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, "index.html"));
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
      if (!built) return reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build");
      if (url.startsWith("/assets/")) return reply.status(404).send({ message: "Not found" });
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${url}` });
  });
}
