// Stopping without dropping anyone (docs/RELIABILITY.md "Graceful stop"). When close starts,
// Fastify answers each new request 503 with Connection: close; requests already running
// finish, and their answers also say Connection: close so keep-alive clients move on instead
// of holding the server open. With a grace period (main.ts gives one), the listener stays open
// that long first: keep-alive clients that ask in the meantime get that 503 and close cleanly,
// rather than racing an idle connection being closed under their next request. Then sockets are
// told to reconnect (to another instance, behind a load balancer) and the listener closes.
// Whatever is still connected after HARD_CUT_MS is cut, so the stop fits in main.ts's 10 s.
import type { FastifyInstance } from "fastify";

export const HARD_CUT_MS = 7_000;

export type StopOptions = { /** Keep answering 503 this long before closing the listener. */ graceMs?: number };

const graceOf = new WeakMap<FastifyInstance, number>();

/** Registers the hooks of a graceful stop; call before `app.ready()`. */
export function prepareGracefulStop(app: FastifyInstance, dropSockets: () => void): void {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
    const grace = graceOf.get(app) ?? 0;
    if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace));
    dropSockets();
  });
  // A callback hook: it runs on every answer, where a promise each is measurable.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (stopping) reply.header("connection", "close");
    done(null, payload);
  });
}

/** Drains HTTP, then runs each later step in order; a failing step is logged and the rest still run. */
export async function stopGracefully(
  app: FastifyInstance,
  after: (() => Promise<unknown>)[],
  options: StopOptions = {},
): Promise<void> {
  graceOf.set(app, Math.min(options.graceMs ?? 0, HARD_CUT_MS / 2));
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
