// The Redis connections behind cross-instance delivery, and what happens when Redis goes away
// (docs/RELIABILITY.md "Redis"). While Redis is down each instance keeps serving its own
// sockets: nothing waits for Redis and nothing is queued for it, so no message arrives late
// and out of order. When both connections are back, `onResumed` runs once, after the
// subscriptions are in place again, so callers can tell clients to re-read what they missed.
import type { FastifyBaseLogger } from "fastify";
import { Redis, type RedisOptions } from "ioredis";

/** The row caches' drops (http/cache-invalidation.ts): every instance drops what another's write changed. */
export const CACHE_INVALIDATION_CHANNEL = "handraise:rows-changed";

export type RedisLink = {
  pub: Redis;
  sub: Redis;
  /** Both connections are up: messages cross instances. */
  healthy: () => boolean;
  onResumed: (listener: () => void) => void;
  /** Resolves when both connections are up, or after `ms` (the instance then starts degraded). */
  ready: (ms: number) => Promise<boolean>;
  close: () => void;
};

/** Reconnect quickly at first, then every 2 s at most, for as long as it takes. */
const retryStrategy = (times: number) => Math.min(times * 100, 2_000);

/**
 * A command nobody awaits (the adapter publishes without waiting) must not become an
 * unhandled rejection when Redis is down or the connection closes.
 */
export function quietRedis(
  url: string,
  options: RedisOptions,
  log: FastifyBaseLogger | undefined,
  name: string,
): Redis {
  const client = new Redis(url, { retryStrategy, ...options });
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis["sendCommand"]>) => {
    const answer = send(...args) as Promise<unknown>;
    answer.catch(() => undefined);
    return answer;
  }) as unknown as Redis["sendCommand"];
  let down = false;
  client.on("error", (error: Error) => {
    if (!down) log?.warn({ err: error }, `redis (${name}) unreachable; serving this instance's clients alone`);
    down = true;
  });
  client.on("ready", () => {
    if (down) log?.info(`redis (${name}) is back`);
    down = false;
  });
  return client;
}

export function openRedisLink(url: string, log: FastifyBaseLogger | undefined): RedisLink {
  // Publishing fails at once while disconnected instead of waiting in a queue.
  const pub = quietRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }, log, "publish");
  const sub = quietRedis(url, { maxRetriesPerRequest: null }, log, "subscribe");
  const listeners: (() => void)[] = [];
  const healthy = () => pub.status === "ready" && sub.status === "ready";
  // Set when a connection fails or drops; the first connection at start is not a recovery.
  let outage = false;
  const markOutage = () => {
    outage = true;
  };
  const check = () => {
    if (!outage || !healthy()) return;
    outage = false;
    // Commands run in order on one connection. ioredis re-subscribes just after 'ready', so a
    // PING sent on the next turn answers once the subscriptions are in place again: a client
    // that re-reads after that misses nothing more.
    setImmediate(() => {
      sub
        .ping()
        .then(() => {
          for (const listener of listeners) listener();
        })
        .catch(markOutage);
    });
  };
  for (const client of [pub, sub]) {
    client.on("error", markOutage);
    client.on("close", markOutage);
    client.on("ready", check);
  }
  return {
    pub,
    sub,
    healthy,
    onResumed: (listener) => listeners.push(listener),
    ready: async (ms) => {
      const deadline = Date.now() + ms;
      while (!healthy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      return healthy();
    },
    close: () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
