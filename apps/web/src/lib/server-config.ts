// What the server says about itself (GET /api/config), read once per page load and shared by
// every screen that needs it: the base of links that leave the browser, and whether payments
// are on. Until it answers (or if it cannot), screens fall back to their best guess.
import {
  apiPath,
  DEFAULT_PLAN_LIMITS,
  type PlanLimits,
  type ServerConfig,
  serverConfigSchema,
} from "@handraise/contract";
import * as systemRoutes from "@handraise/contract/routes/system";
import { useSyncExternalStore } from "react";

let loaded: ServerConfig | undefined;
let requested = false;
const listeners = new Set<() => void>();

function load(): void {
  if (requested) return;
  requested = true;
  fetch(apiPath(systemRoutes.getConfig), { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: unknown) => {
      loaded = serverConfigSchema.parse(body);
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      // Links keep the browser's origin and the upgrade form stays usable; the next page load retries.
      console.warn("could not read the server configuration", error);
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The server's configuration, or undefined while it loads (or when it could not be read). */
export function useServerConfig(): ServerConfig | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/** Each plan's limits per event on this server (PLAN_LIMITS); the product's numbers (docs/product.md §9) until it answers. */
export function usePlanLimits(): PlanLimits {
  return useServerConfig()?.planLimits ?? DEFAULT_PLAN_LIMITS;
}

/** The base of every link that leaves the browser: PUBLIC_URL when set, else this page's origin. */
export function usePublicBaseUrl(): string {
  return useServerConfig()?.publicUrl ?? window.location.origin;
}
