// What every feature receives: configuration, the database, token signing, mail, the
// real-time broadcaster and the actor of a request. Passed explicitly, never global.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { Db, DbEngine } from "./db/connect.ts";
import { type AccountActor, type Actor, keptActor, resolveActor } from "./http/actor.ts";
import { unauthorized } from "./http/app-error.ts";
import type { CacheInvalidation } from "./http/cache-invalidation.ts";
import type { TokenSigner } from "./http/tokens.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MailOutbox } from "./mail/outbox-worker.ts";
import type { Realtime } from "./realtime/realtime.ts";

export type AppContext = {
  config: Config;
  db: Db;
  engine: DbEngine;
  tokens: TokenSigner;
  mailer: Mailer;
  /** Durable mail: rows written in a transaction are sent by the worker (mail/outbox.ts). */
  outbox: MailOutbox;
  realtime: Realtime;
  auth: Auth;
  /** The kept account, guest and access rows' drops (http/cache-invalidation.ts); writes call `rowsChanged`. */
  caches: CacheInvalidation;
};

export type Auth = {
  /** The caller, from the bearer token or guest token; resolved once per request. */
  actor: (request: FastifyRequest) => Promise<Actor>;
  /** The caller at once, when their token and row are in memory (http/actor.ts `keptActor`); else undefined. */
  kept: (request: FastifyRequest) => Actor | undefined;
  /** The signed-in account, or 401. */
  account: (request: FastifyRequest) => Promise<AccountActor>;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, once resolved for this request (createAuth). */
    resolvedActor: Promise<Actor> | null;
  }
}

export function createAuth(app: FastifyInstance, db: Db, tokens: TokenSigner): Auth {
  // A field every request has from the start, not a WeakMap keyed by the request: a weak map's
  // entry for each new request cost the garbage collector's ephemeron work on every call
  // (docs/PERFORMANCE.md "The 304 under perf").
  app.decorateRequest("resolvedActor", null);
  const actor = (request: FastifyRequest) => {
    if (request.resolvedActor) return request.resolvedActor;
    // From memory when all of it is kept: one settled promise instead of five async layers.
    const kept = keptActor(request.headers, db, tokens);
    request.resolvedActor = kept ? Promise.resolve(kept) : resolveActor(request, db, tokens);
    return request.resolvedActor;
  };
  return {
    actor,
    kept: (request) => keptActor(request.headers, db, tokens),
    account: async (request) => {
      const who = await actor(request);
      if (who.kind !== "account") throw unauthorized();
      return who;
    },
  };
}
