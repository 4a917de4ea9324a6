// What the server's log may say about a request (docs/SECURITY.md "Never logged"). Fastify logs
// each request's method and URL; bodies and headers (passwords, bearer and guest tokens) are never
// logged. One URL carries a secret, the reset link's page, so its token is cut out.
import type { FastifyRequest } from "fastify";

/** The URL with the secret part of a reset link replaced. */
export function redactedUrl(url: string): string {
  return url.replace(/\/reset-password\/[^/?#]+/gi, "/reset-password/[redacted]");
}

/** Fastify's request serializer, minus secrets in the URL. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
