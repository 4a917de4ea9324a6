// Load shedding (docs/RELIABILITY.md): when the event loop falls behind (or memory passes a set
// bound) the server answers 503 at once, with Retry-After, instead of queueing requests until
// every client times out. Thresholds come from the OVERLOAD_* settings; 0 turns one off.
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { AppError } from "./app-error.ts";
import { outageAnswer } from "./outage.ts";

export async function installLoadShedding(app: FastifyInstance, config: Pick<Config, "overload">): Promise<void> {
  const { eventLoopDelayMs, heapUsedBytes, rssBytes } = config.overload;
  if (!eventLoopDelayMs && !heapUsedBytes && !rssBytes) return;
  const busy = outageAnswer({ statusCode: 503 });
  await app.register(underPressure, {
    maxEventLoopDelay: eventLoopDelayMs,
    maxHeapUsedBytes: heapUsedBytes,
    maxRssBytes: rssBytes,
    sampleInterval: 250,
    pressureHandler: (_request, reply, _type, value) => {
      // A window without one loop sample reads as Infinity (start-up, one long synchronous
      // step): that is no measurement, and the next window has a real one.
      if (typeof value === "number" && !Number.isFinite(value)) return undefined;
      reply.header("retry-after", "5");
      // Through the error handler, so the answer is the usual 503 `{message}`.
      return Promise.reject(new AppError(503, busy?.message ?? "Service Unavailable"));
    },
  });
}
