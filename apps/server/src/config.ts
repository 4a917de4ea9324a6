// Configuration from the environment (docs/product.md §10 "Running it"), validated once at boot.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_PLAN_LIMITS, type PlanLimits, planLimitsSettingSchema, RATE_LIMITS } from "@handraise/contract";
import { z } from "zod";
import { type ProxyTrust, parseAllowedOrigins, parseTrustProxy, type RateLimits } from "./http/edge-settings.ts";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Handraise <no-reply@handraise.local>"),
  CONTACT_TO: z.string().min(3).default("team@handraise.local"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => parseAllowedOrigins(value, ctx)),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, "must be a plain PostgreSQL schema name")
    .optional(),
  DATABASE_STARTUP_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  OVERLOAD_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
  OVERLOAD_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(100).default(5_000),
  REAUTH_WINDOW_S: z.coerce.number().int().min(0).max(86_400).default(600),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  PLAN_LIMITS: z
    .string()
    .optional()
    .transform((value, ctx) => parsePlanLimits(value, ctx)),
});

/** PLAN_LIMITS as JSON over the defaults: a plan or limit left out keeps its default. */
function parsePlanLimits(value: string | undefined, ctx: z.RefinementCtx): PlanLimits {
  if (value === undefined) return DEFAULT_PLAN_LIMITS;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: "custom", message: 'must be JSON such as {"free": {"maxMembers": 500}}' });
    return z.NEVER;
  }
  const parsed = planLimitsSettingSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: `${issue.path.join(".") || "value"}: ${issue.message}` });
    }
    return z.NEVER;
  }
  return {
    free: { ...DEFAULT_PLAN_LIMITS.free, ...parsed.data.free },
    pro: { ...DEFAULT_PLAN_LIMITS.pro, ...parsed.data.pro },
  };
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL was set by the operator; otherwise publicUrl is only a localhost guess. */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use; tests give each server its own. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        priceMonthly: string;
        priceYearly: string;
        apiUrl: string | undefined;
      }
    | undefined;
  webDist: string;
  logLevel: string;
  /** Per-call rate limits (contract RATE_LIMITS); tests may lower them. */
  rateLimit: RateLimits;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY); false: none. */
  trustProxy: ProxyTrust;
  /** Origins besides PUBLIC_URL's whose pages may open a socket (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** How long start-up waits for an unreachable database, and how long a request waits on it. */
  database: { startupWaitMs: number; timeoutMs: number };
  /** Load shedding (docs/RELIABILITY.md): past any of these the server answers 503 at once; 0 turns one off. */
  overload: { eventLoopDelayMs: number; heapUsedBytes: number; rssBytes: number };
  /** Pause before a failed mail's first retry; it doubles up to 10 minutes, for 24 hours. */
  mailRetryFirstMs: number;
  /** How long after signing in a session may change e-mail or password, or delete the account, without the password. */
  reauthWindowS: number;
  /** Days after an event is over before its questions, polls and guests' records are erased; unset: kept. */
  retentionDays: number | undefined;
  /** Each plan's limits per event (PLAN_LIMITS over the product's numbers (docs/product.md §9)). */
  planLimits: PlanLimits;
};

export class ConfigError extends Error {}

/** Reads the environment; every bad value is reported at once, by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_MONTHLY, e.STRIPE_PRICE_YEARLY];
  const stripeSet = stripeKeys.filter(Boolean).length;
  if (stripeSet > 0 && stripeSet < stripeKeys.length) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_*: set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY, or none",
    );
  }
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? "",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_YEARLY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceMonthly: e.STRIPE_PRICE_MONTHLY,
            priceYearly: e.STRIPE_PRICE_YEARLY,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    logLevel: e.LOG_LEVEL,
    rateLimit: RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    database: { startupWaitMs: e.DATABASE_STARTUP_WAIT_MS, timeoutMs: e.DATABASE_TIMEOUT_MS },
    overload: {
      eventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      heapUsedBytes: e.OVERLOAD_HEAP_USED_BYTES,
      rssBytes: e.OVERLOAD_RSS_BYTES,
    },
    mailRetryFirstMs: e.MAIL_RETRY_FIRST_MS,
    reauthWindowS: e.REAUTH_WINDOW_S,
    retentionDays: e.RETENTION_DAYS,
    planLimits: e.PLAN_LIMITS,
    ...overrides,
  };
  mkdirSync(config.dataDir, { recursive: true });
  if (!config.jwtSecret) config.jwtSecret = persistedSecret(config.dataDir);
  return config;
}

/** A signing key generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
