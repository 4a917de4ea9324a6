// Security suites send many requests from one address on purpose: every rate limit is raised
// far out of reach, and load shedding is off, so that what answers is the rule under test,
// never a 429 or a 503 because a shared test machine was briefly slow.
import os from "node:os";
import { type Config, loadConfig } from "../../src/config.ts";

type Limits = Config["rateLimit"];

function raise(value: unknown, key: string): unknown {
  if (typeof value === "number") return key === "windowMs" ? value : 1_000_000;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, raise(v, k)]));
  }
  return value;
}

function defaults(): Config {
  return loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: "limits-only-".padEnd(32, "x") });
}

export function generousRateLimits(): Limits {
  return raise(defaults().rateLimit, "") as Limits;
}

/** Overrides for a test server that only the rule under test may refuse. */
export function unthrottled(): Partial<Config> {
  const overload = (defaults() as { overload?: Record<string, number> }).overload;
  const overrides: Record<string, unknown> = { rateLimit: generousRateLimits() };
  // 0 turns each load-shedding threshold off.
  if (overload) overrides.overload = Object.fromEntries(Object.keys(overload).map((key) => [key, 0]));
  return overrides as Partial<Config>;
}
