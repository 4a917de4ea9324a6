// Limits on credential calls (login, forgot-password, reset-password), per account and per
// client address (DECISIONS.md "Rate limits"). The per-account limit is strict; the per-address
// one is ten times looser, because a whole venue can share one Wi-Fi address.
import { MESSAGES } from "@handraise/contract";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../http/app-error.ts";

const ADDRESS_FACTOR = 10;

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * A preHandler (it runs after validation, so the body's e-mail is known) counting the call
 * against the client address and, when `accountOf` names one, the account. Either limit
 * answers 429 with Retry-After. The state lives in the rate-limit plugin's store (Redis when
 * REDIS_URL is set), so every instance counts together.
 */
export function credentialLimit(
  app: FastifyInstance,
  limits: Config["rateLimit"],
  name: string,
  accountOf?: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  const byAddress = app.createRateLimit({
    max: limits.credentialMax * ADDRESS_FACTOR,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${name}:address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: limits.credentialMax,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${name}:account:${accountOf?.(request) ?? ""}`,
  });
  return async (request, reply) => {
    const counted: Awaited<ReturnType<Limiter>>[] = [await byAddress(request)];
    if (accountOf?.(request)) counted.push(await byAccount(request));
    let retryAfter = 0;
    for (const result of counted) {
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds, 1);
    }
    if (retryAfter > 0) {
      reply.header("retry-after", String(retryAfter));
      throw new AppError(429, MESSAGES.tooManyRequests);
    }
  };
}
