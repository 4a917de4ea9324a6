// What every feature receives: configuration, the database, token signing, mail, the
// real-time broadcaster and the actor of a request. Passed explicitly, never global.
import type { FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { Db, DbEngine } from "./db/connect.ts";
import { type AccountActor, type Actor, resolveActor } from "./http/actor.ts";
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
  /** The signed-in account, or 401. */
  account: (request: FastifyRequest) => Promise<AccountActor>;
};

export function createAuth(db: Db, tokens: TokenSigner): Auth {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();
  const actor = (request: FastifyRequest) => {
    let found = resolved.get(request);
    if (!found) {
      found = resolveActor(request, db, tokens);
      resolved.set(request, found);
    }
    return found;
  };
  return {
    actor,
    account: async (request) => {
      const who = await actor(request);
      if (who.kind !== "account") throw unauthorized();
      return who;
    },
  };
}
