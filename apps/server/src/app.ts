// Builds the whole server: plugins in order (errors, limits) → context (db, mail, realtime)
// → feature routes → the web app. Tests build it the same way, on a free port.
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { type AppContext, createAuth } from "./app-context.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { configRoutes } from "./features/config/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { eventRoutes } from "./features/events/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { moderationRoutes } from "./features/moderation/routes.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { pollRoutes } from "./features/polls/routes.ts";
import { questionRoutes } from "./features/questions/routes.ts";
import { startRetentionJob } from "./features/reports/retention-job.ts";
import { reportRoutes } from "./features/reports/routes.ts";
import { prepareGracefulStop, type StopOptions, stopGracefully } from "./graceful-stop.ts";
import { registerApiDocs } from "./http/api-docs.ts";
import { attachInvalidation, CacheInvalidation } from "./http/cache-invalidation.ts";
import { fastifyTrustProxy, originAllowed } from "./http/edge-settings.ts";
import { refuseEncodedSlashes } from "./http/encoded-slash.ts";
import { answerFrameworkError, installErrorHandler } from "./http/error-handler.ts";
import { installLoadShedding } from "./http/load-shedding.ts";
import { logSerializers } from "./http/log-redaction.ts";
import { rateLimitRedis as openRateLimitRedis, redisOrMemoryStore } from "./http/rate-limit-store.ts";
import { isApiRoute } from "./http/rate-limits.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { TokenSigner } from "./http/tokens.ts";
import { registerWebApp } from "./http/web-app.ts";
import { createMailer } from "./mail/mailer.ts";
import { DEFAULT_MAIL_RETRY, startMailWorker } from "./mail/outbox-worker.ts";
import { startRealtime } from "./realtime/realtime.ts";
import { openRedisLink } from "./realtime/redis-link.ts";

/** For writes made beside the repositories (tests, scripts): what they change must be dropped too. */
export { rowsChanged, scopes } from "./http/cache-invalidation.ts";

export type BuiltApp = { app: FastifyInstance; ctx: AppContext; close: (options?: StopOptions) => Promise<void> };

export const FEATURES = [
  accountRoutes,
  contactRoutes,
  eventRoutes,
  moderationRoutes,
  questionRoutes,
  pollRoutes,
  reportRoutes,
  paymentRoutes,
  healthRoutes,
  configRoutes,
] as const;

/** `logStream`: where the log goes instead of stdout (tests read what was logged). */
export async function buildApp(config: Config, options: { logStream?: NodeJS.WritableStream } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (never by default).
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  // The API speaks JSON only: any other body answers 415 before reaching a route.
  app.removeContentTypeParser("text/plain");
  // The contract's schemas are zod/mini, which brings no words of its own: a refused field says
  // why in zod's English ("title: Too small: expected string to have >=1 characters").
  z.config(z.locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, config);
  refuseEncodedSlashes(app);
  await installLoadShedding(app, config);

  const rateLimitRedis = config.redisUrl ? openRateLimitRedis(config.redisUrl, app.log) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.general.perAddress,
    timeWindow: config.rateLimit.windowMs,
    // Counted in Redis while it answers, in this instance's memory otherwise (http/rate-limit-store.ts).
    ...(rateLimitRedis ? { store: redisOrMemoryStore(rateLimitRedis, "handraise-rl:") } : {}),
    // Judged on the route the router matched: an encoded path reaches the same route and count.
    allowList: (request) => !isApiRoute(request),
    // The counts are told only to a client that went over them (with Retry-After), not on every
    // answer: three headers fewer on each of a phone's re-reads (docs/SECURITY.md "Limits").
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
  });

  const { db, engine, close: closeDb } = await openDatabase(config, app.log);
  // The kept account, guest and access rows of this handle, and the channel that drops them on
  // every instance: a Redis link of its own, so its messages never queue behind the rooms'.
  const caches = new CacheInvalidation();
  attachInvalidation(db, caches);
  const cacheLink = config.redisUrl ? openRedisLink(config.redisUrl, app.log) : undefined;
  // Awaited after the realtime's own wait for Redis, so an unreachable Redis delays start once.
  const cachesConnected = cacheLink ? caches.connect(cacheLink, 3_000) : undefined;
  const tokens = new TokenSigner(config.jwtSecret);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const realtime = await startRealtime(app.server, {
    db,
    tokens,
    redisUrl: config.redisUrl,
    log: app.log,
    allowOrigin: (origin, host) => originAllowed(config, origin, host),
  });
  await cachesConnected;
  const retry = { ...DEFAULT_MAIL_RETRY, firstMs: config.mailRetryFirstMs };
  const outbox = startMailWorker({ db, engine, mailer, log: app.log, retry });
  const ctx: AppContext = {
    config,
    db,
    engine,
    tokens,
    mailer,
    outbox,
    realtime,
    auth: createAuth(app, db, tokens),
    caches,
  };
  const retention = startRetentionJob(ctx, config.retentionDays, app.log);

  // Before the features: the OpenAPI document collects each route as it is registered.
  await registerApiDocs(app);
  for (const feature of FEATURES) await app.register(feature, { ctx });
  await registerWebApp(app, config.webDist);
  // Stopping: answers say Connection: close, sockets are told to reconnect (graceful-stop.ts).
  prepareGracefulStop(app, () => realtime.dropConnections());
  await app.ready();

  return {
    app,
    ctx,
    // In order: stop taking mail work, drain HTTP (new requests 503), then realtime, database, Redis.
    close: (options) =>
      stopGracefully(
        app,
        [
          () => outbox.stop(),
          async () => retention.stop(),
          () => realtime.close(),
          () => closeDb(),
          async () => rateLimitRedis?.disconnect(),
          async () => cacheLink?.close(),
        ],
        options,
      ),
  };
}
