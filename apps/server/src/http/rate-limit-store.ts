// Where rate-limit counters live when several instances share Redis (REDIS_URL), and what
// happens when Redis goes away (docs/RELIABILITY.md "Redis").
//
// A store for @fastify/rate-limit (`store` option) that counts in Redis while Redis answers,
// so every instance counts together, and in this instance's memory otherwise: when Redis is
// disconnected, or does not answer within REDIS_ANSWER_MS. No request waits on Redis longer
// than that, and none fails because of it. Counting returns to Redis by itself once it is
// back; the memory counts of the outage are then forgotten. Route-level limiters
// (`createRateLimit`, per-route `config.rateLimit`) get a child of this store, so they fall back
// the same way. The plugin's own stores do the counting; this file only chooses between them.
import { createRequire } from "node:module";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { quietRedis } from "../realtime/redis-link.ts";

/** The longest a request waits for Redis to count it before counting in memory. */
export const REDIS_ANSWER_MS = 150;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
type Count = (key: string, callback: Callback, timeWindow: number, max: number) => void;
type Store = { incr: Count; read?: Count; child: (routeOptions: RouteOptions) => Store };
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

const require = createRequire(import.meta.url);
const LocalStore: StoreClass<
  [boolean | undefined, boolean | undefined, number | undefined]
> = require("@fastify/rate-limit/store/LocalStore");
const RedisStore: StoreClass<
  [boolean | undefined, boolean | undefined, Redis, string]
> = require("@fastify/rate-limit/store/RedisStore");

class RedisOrMemoryStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly memory: Store,
  ) {}

  incr: Count = (key, callback, timeWindow, max) => this.count("incr", key, callback, timeWindow, max);

  read: Count = (key, callback, timeWindow, max) => this.count("read", key, callback, timeWindow, max);

  child(routeOptions: RouteOptions): Store {
    return new RedisOrMemoryStore(this.redis, this.shared.child(routeOptions), this.memory.child(routeOptions));
  }

  private count(method: "incr" | "read", key: string, callback: Callback, timeWindow: number, max: number): void {
    const inMemory = () => (this.memory[method] as Count)(key, callback, timeWindow, max);
    if (this.redis.status !== "ready") {
      inMemory();
      return;
    }
    let answered = false;
    const late = setTimeout(() => {
      answered = true;
      inMemory();
    }, REDIS_ANSWER_MS);
    (this.shared[method] as Count)(
      key,
      (error, result) => {
        if (answered) return;
        answered = true;
        clearTimeout(late);
        if (error || !result) inMemory();
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The Redis connection for counters: it never queues a command while disconnected. */
export function rateLimitRedis(url: string, log: FastifyBaseLogger | undefined): Redis {
  return quietRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }, log, "rate limits");
}

/** The `store` option of @fastify/rate-limit: Redis while it answers, this instance's memory otherwise. */
export function redisOrMemoryStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // The plugin calls `new Store(params)`; a function that returns an object is such a constructor.
  function RedisOrMemory(params: RouteOptions): Store {
    return new RedisOrMemoryStore(
      redis,
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
    );
  }
  return RedisOrMemory as unknown as FastifyRateLimitStoreCtor;
}
