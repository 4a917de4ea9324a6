// The security headers of every answer, set by one hook (docs/SECURITY.md "Headers"). Pages and
// files: a Content-Security-Policy that lets only the app's own scripts run and only its own server
// and socket be reached (and the built page's one inline script, by its hash), no framing, no type
// sniffing, a referrer that never carries paths to other sites. API answers are data, never a
// document: a policy that allows nothing, no sniffing, no reading from other sites, and no cache.
// HSTS on both when the public address is https.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { API_DOCS_PATH } from "@handraise/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { originOf } from "./edge-settings.ts";

type HeaderSettings = Pick<Config, "publicUrl" | "allowedOrigins">;

/**
 * The hash sources of a page's inline scripts (`'sha256-…'`): the built index.html sets the
 * theme before the first paint with one (apps/web/index.html), which the policy allows by its
 * hash alone, so no other inline script can run. Scripts with a `src` are not inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** The inline scripts' hashes of the web app's built page, read once at start; none before a build. */
function builtPageHashes(webDist: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(path.join(webDist, "index.html"), "utf8"));
  } catch {
    return [];
  }
}

/** The websocket origin of an http(s) origin: http → ws, https → wss. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}

/**
 * The policy. Scripts: only the app's own files and the built page's inline script by its hash
 * (`scriptHashes`), no other inline script, no eval. Styles also allow
 * inline, because two libraries insert <style> elements at run time (measured in Chromium): the
 * toasts' stylesheet at start, and the dialog's scroll lock, whose rule carries the scrollbar
 * width and so cannot be allowed by a hash. Styles run no script, and user text never becomes
 * markup (e2e/security/xss.test.ts).
 */
export function contentSecurityPolicy(settings: HeaderSettings, scriptHashes: readonly string[] = []): string {
  const own = [originOf(settings.publicUrl), ...settings.allowedOrigins].filter((o): o is string => Boolean(o));
  const sockets = [...new Set(own.map(socketOrigin))];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${sockets.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (settings.publicUrl.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of an API answer: JSON (or a CSV download) that no browser should run, embed or
 * frame. Nothing may load from it, so the page's long list of sources has nothing to say here.
 */
export const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * An answer of the API, by `url` (the route the router matched or, for an unknown path, the raw
 * URL: its 404 is JSON too), or by the raw URL of an encoded spelling. The API's docs page under
 * /api/docs is a page, and keeps a page's headers.
 */
function isApiAnswer(request: FastifyRequest, url: string): boolean {
  return (url.startsWith("/api/") || request.url.startsWith("/api/")) && !isDocsPage(url);
}

/** The docs page and its files (`/api/docs`, `/api/docs/static/…`), not `/api/docsx`. */
function isDocsPage(url: string): boolean {
  return url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`) || url.startsWith(`${API_DOCS_PATH}?`);
}

export function installSecurityHeaders(app: FastifyInstance, config: HeaderSettings & Pick<Config, "webDist">): void {
  const scriptHashes = builtPageHashes(config.webDist);
  // Built per answer from the live settings (tests learn their public address after the build),
  // but only recomputed when those settings change.
  let cachedFor = "";
  let cachedPolicy = "";
  const policy = () => {
    const key = `${config.publicUrl} ${config.allowedOrigins.join(" ")}`;
    if (key !== cachedFor) {
      cachedFor = key;
      cachedPolicy = contentSecurityPolicy(config, scriptHashes);
    }
    return cachedPolicy;
  };

  // A callback hook, not an async one: it runs on every request, and a promise per request is
  // measurable on the hottest calls.
  app.addHook("onRequest", (request, reply, done) => {
    // The route the router matched, or the raw path for an unknown one.
    const url = request.routeOptions.url ?? request.url;
    if (isApiAnswer(request, url)) {
      // Every API answer: about 440 bytes fewer than a page's set (docs/PERFORMANCE.md).
      reply.header("content-security-policy", API_ANSWER_POLICY);
      reply.header("x-content-type-options", "nosniff");
      reply.header("cross-origin-resource-policy", "same-origin");
      reply.header("cache-control", "no-store");
    } else {
      reply.header("content-security-policy", policy());
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin");
      reply.header("cross-origin-resource-policy", "same-origin");
      if (isDocsPage(url)) reply.header("cache-control", "no-store");
    }
    if (config.publicUrl.startsWith("https:")) {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    done();
  });
}
