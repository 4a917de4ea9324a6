// Where login and signup send the user afterwards (docs/product.md §2 "Supporting behaviour"): the page
// they came from (router state set by RequireLogin, or a `redirect`/`from` query parameter), else
// `/`, keeping an `autojoin=true` flag so the event page can join them on arrival.
import type { Location } from "react-router";

/** Only paths inside this app: never `//host` or `https://…`, so a link cannot send users away. */
function isInternalPath(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}

export function returnPath(location: Pick<Location, "search" | "state">): string {
  const params = new URLSearchParams(location.search);
  const state = location.state as { from?: unknown } | null;
  const candidates = [state?.from, params.get("redirect"), params.get("from")];
  let target = candidates.find(isInternalPath) ?? "/";
  if (params.get("autojoin") === "true" && !/[?&]autojoin=true(&|$)/.test(target)) {
    target += `${target.includes("?") ? "&" : "?"}autojoin=true`;
  }
  return target;
}

/** Carries the return target from /login to /signup and back. */
export function returnState(location: Pick<Location, "search" | "state">): { from: string } | undefined {
  const target = returnPath(location);
  return target === "/" ? undefined : { from: target };
}
