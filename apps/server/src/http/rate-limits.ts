// Rate limits that cannot be walked around (docs/SECURITY.md "Limits"). Every decision is made on
// what the router matched, never on the raw URL: `/%61pi/auth/login` reaches the login route
// decoded, so it must meet the login limits too. The numbers live in the contract (RATE_LIMITS).
import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import { ANSWER_MESSAGES, type LimitedCall } from "@handraise/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "./app-error.ts";
import type { RateLimits } from "./edge-settings.ts";

/** True for calls of the API, judged by the route pattern the router matched. */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith("/api/") ?? false;
}

/** The client address as a limit key: IPv6 by its /64, since one device may hold a whole /64. */
export function addressKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

type LimitResult = Awaited<ReturnType<ReturnType<FastifyInstance["createRateLimit"]>>>;

/** What a call is about (an account, target e-mail, member or guest), or undefined for none. */
export type SubjectOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/** Secrets (reset tokens) are counted by a digest, so they never sit in the limit store. */
export function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url").slice(0, 22);
}

/**
 * A preHandler (after validation, so the body is known) that counts the call once against the
 * client address and once against its subject. Either limit answers 429 with Retry-After. The
 * keys name the call, not the URL, so every spelling of a path shares one count. Counts live in
 * the rate-limit plugin's store (Redis when REDIS_URL is set), so instances count together.
 */
export function callLimit(
  app: FastifyInstance,
  limits: RateLimits,
  call: LimitedCall,
  subjectOf?: SubjectOf,
): preHandlerAsyncHookHandler {
  const { perAccount, perAddress } = limits[call];
  const never = () => false;
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: limits.windowMs,
    allowList: never,
    keyGenerator: (request) => `${call}:address:${addressKey(request)}`,
  });
  const subjects = new WeakMap<FastifyRequest, string>();
  const bySubject = app.createRateLimit({
    max: perAccount,
    timeWindow: limits.windowMs,
    allowList: never,
    keyGenerator: (request) => `${call}:account:${subjects.get(request) ?? ""}`,
  });
  const refuse = (reply: FastifyReply, result: LimitResult) => {
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", String(Math.max(result.ttlInSeconds, 1)));
    throw new AppError(429, ANSWER_MESSAGES.tooManyRequests);
  };
  return async (request, reply) => {
    // The address first: finding the subject may itself refuse (401), and must not hide a 429.
    refuse(reply, await byAddress(request));
    const subject = await subjectOf?.(request);
    if (!subject) return;
    subjects.set(request, subject);
    refuse(reply, await bySubject(request));
  };
}

/**
 * Slows the minting of guest identities (docs/SECURITY.md "Limits"): the join service calls the
 * answer just before it registers a new guestId, once every refusal (full event, removed person,
 * blocked name) has had its say, so only identities really made count, against their address and
 * event, at what one queue at a door needs. A venue's hall shares one address, so the count is per
 * event: another event's door is not held back. Throws 429 with Retry-After.
 */
export function newGuestLimit(
  app: FastifyInstance,
  limits: RateLimits,
  eventOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const byAddressAndEvent = app.createRateLimit({
    max: limits.newGuest.perAddressAndEvent,
    timeWindow: limits.windowMs,
    allowList: () => false,
    keyGenerator: (request) => `newGuest:address:${addressKey(request)}:event:${eventOf(request)}`,
  });
  return async (request, reply) => {
    const result = await byAddressAndEvent(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", String(Math.max(result.ttlInSeconds, 1)));
    throw new AppError(429, ANSWER_MESSAGES.tooManyRequests);
  };
}
