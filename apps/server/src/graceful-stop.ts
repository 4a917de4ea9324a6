// Stopping without dropping anyone (docs/RELIABILITY.md "Graceful stop"). When close starts,
// Fastify answers each new request 503 with Connection: close; requests already running
// finish, and their answers also say Connection: close so keep-alive clients move on instead
// of holding the server open. Sockets are told to reconnect (to another instance, behind a
// load balancer) before the listener closes. Whatever is still connected after HARD_CUT_MS
// is cut, so the whole stop fits in the 10 s main.ts allows.
import type { FastifyInstance } from "fastify";

export const HARD_CUT_MS = 7_000;

/** Registers the hooks of a graceful stop; call before `app.ready()`. */
export function prepareGracefulStop(app: FastifyInstance, dropSockets: () => void): void {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
    dropSockets();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });
}

/** Drains HTTP, then runs each later step in order; a failing step is logged and the rest still run. */
export async function stopGracefully(app: FastifyInstance, after: (() => Promise<unknown>)[]): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), HARD_CUT_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  for (const step of after) {
    try {
      await step();
    } catch (error) {
      app.log.error({ err: error }, "while stopping");
    }
  }
}
