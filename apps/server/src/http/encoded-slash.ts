// A path whose segments hide a slash (`/api/events/code%2FABCDEF`) is not a path of this server.
// The router decodes `%2F` inside a parameter, so without this such a path would reach the
// handler of a shorter route (`GET /api/events/:id` with the id `code/ABCDEF`). It answers what
// an unknown path answers instead (docs/SECURITY.md "Limits"), before any handler runs.
import type { FastifyInstance } from "fastify";

const ENCODED_SLASH = /%2f|%5c/i;

export function refuseEncodedSlashes(app: FastifyInstance): void {
  // A callback hook, as it runs on every request: no promise each.
  app.addHook("onRequest", (request, reply, done) => {
    // A path no route matched already goes to the not-found handler (pages: the app).
    const path = request.routeOptions.url === undefined ? "" : (request.raw.url?.split("?")[0] ?? "");
    if (!ENCODED_SLASH.test(path)) return done();
    reply.status(404).send({ message: `No route for ${request.method} ${path}` });
  });
}
