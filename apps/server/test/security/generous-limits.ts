// Security suites send many requests from one address on purpose: every rate limit is raised
// far out of reach so that what answers is the rule under test, never a 429.
import os from "node:os";
import { loadConfig } from "../../src/config.ts";

type Limits = ReturnType<typeof loadConfig>["rateLimit"];

function raise(value: unknown, key: string): unknown {
  if (typeof value === "number") return key === "windowMs" ? value : 1_000_000;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, raise(v, k)]));
  }
  return value;
}

export function generousRateLimits(): Limits {
  return raise(
    loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: "limits-only-".padEnd(32, "x") }).rateLimit,
    "",
  ) as Limits;
}
