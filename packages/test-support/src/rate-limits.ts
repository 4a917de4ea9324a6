// Rate limits for tests and benchmarks that send more than a minute's worth of calls on purpose
// (and are not about limits): every number of RATE_LIMITS set to one value.
import { LIMITED_CALLS, RATE_LIMITS } from "@handraise/contract";
import type { Config } from "@handraise/server/config";

type RateLimits = Config["rateLimit"];

export function rateLimitsAt(max: number, windowMs: number = RATE_LIMITS.windowMs): RateLimits {
  const calls = Object.fromEntries(LIMITED_CALLS.map((call) => [call, { perAccount: max, perAddress: max }]));
  return { windowMs, general: { perAddress: max }, newGuest: { perAddressAndEvent: max }, ...calls } as RateLimits;
}
