// Settings about what stands in front of the server: which proxies are believed about the
// client's address (TRUST_PROXY), which page origins may open a socket (ALLOWED_ORIGINS), and
// the shape of the rate limits. Parsed once at boot by config.ts (docs/SECURITY.md).
import { isIP } from "node:net";
import type { LimitedCall } from "@handraise/contract";
import { z } from "zod";

export type RateLimits = {
  windowMs: number;
  general: { perAddress: number };
  /** New guest identities per address and event (RATE_LIMITS.newGuest). */
  newGuest: { perAddressAndEvent: number };
} & Record<LimitedCall, { perAccount: number; perAddress: number }>;

/** false: X-Forwarded-For is never believed; a number: that many proxy hops; a list: those addresses. */
export type ProxyTrust = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, "false" or 0 trusts nobody (the default: a client cannot choose its own
 * address). A hop count trusts that many proxies in front; a comma-separated list trusts those
 * addresses and CIDR ranges. "true" is refused: it would let any client name its own address.
 */
export function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): ProxyTrust {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 20) return hops;
  }
  if (text === "true" || text === "*") {
    ctx.addIssue({
      code: "custom",
      message: "trusting every address lets any client choose its own; give a hop count or the proxies' addresses",
    });
    return z.NEVER;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count (0..20) or comma-separated addresses or CIDR ranges; not: ${bad.join(", ")}`,
    });
    return z.NEVER;
  }
  return entries;
}

/** ALLOWED_ORIGINS: comma-separated origins such as https://qa.example.com (no path). */
export function parseAllowedOrigins(value: string | undefined, ctx: z.RefinementCtx): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (!origin || origin !== entry.replace(/\/+$/, "")) {
      ctx.addIssue({
        code: "custom",
        message: `must be comma-separated origins like https://host:port; not: ${entry}`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
}

/** The origin (scheme://host:port) of an http(s) URL, or undefined. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * May a page of this origin open a socket? The app's own pages: those served at the address the
 * request came to (Origin's host is the Host header, as for a phone that opened the app at the
 * venue's LAN address), at PUBLIC_URL, or at one of ALLOWED_ORIGINS. A page of another site
 * carries its own origin and is refused. A missing Origin is a client that is not a browser
 * page: it carries no visitor's cookies or tokens, so refusing it would protect nobody.
 */
export function originAllowed(
  settings: { publicUrl: string; allowedOrigins: string[] },
  origin: string | undefined,
  host?: string,
): boolean {
  if (origin === undefined) return true;
  const own = originOf(origin);
  if (!own) return false;
  if (host && new URL(own).host === host.toLowerCase()) return true;
  return own === originOf(settings.publicUrl) || settings.allowedOrigins.includes(own);
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes "believe the nearest n hops" (hop 0
 * is the connecting peer), so the client is the address n entries from the end of
 * X-Forwarded-For. Fastify itself refuses plain numbers, so the count is spelled as a function.
 */
export function fastifyTrustProxy(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
