// The daily retention job (RETENTION_DAYS; docs/CONFIGURATION.md): once a minute after start, then
// every 24 hours, events over for longer than the setting lose their questions, polls and guests'
// records (erase-service.ts). Unset: nothing is ever erased by the server.
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { eraseEventsPastRetention } from "./erase-service.ts";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 24 * 60 * 60 * 1000;

export type RetentionJob = { stop: () => void };

export function startRetentionJob(
  deps: Pick<AppContext, "db" | "engine" | "realtime">,
  days: number | undefined,
  log: FastifyBaseLogger,
): RetentionJob {
  if (days === undefined) return { stop: () => undefined };
  let timer: NodeJS.Timeout;
  const run = async () => {
    try {
      const erased = await eraseEventsPastRetention(deps, days);
      if (erased.length > 0)
        log.info({ events: erased.length, days }, "retention: erased the data of events long over");
    } catch (error) {
      log.error({ err: error }, "retention: run failed; the next run tries again");
    }
    timer = setTimeout(run, EVERY_MS);
    timer.unref();
  };
  timer = setTimeout(run, FIRST_RUN_MS);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
