// Cookie consent (docs/product.md §4): accepting stores `cookieConsent=true` for one year on path /.
// A cookie, not local storage, so that clearing the session on logout does not forget it.
import { TIMINGS } from "@handraise/contract";

const CONSENT_COOKIE = "cookieConsent";

/** Not given, outside a browser (the build's first screens). */
export function hasCookieConsent(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim() === `${CONSENT_COOKIE}=true`);
}

export function giveCookieConsent(): void {
  const maxAge = TIMINGS.consentCookieDays * 24 * 60 * 60;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers still in use
  document.cookie = `${CONSENT_COOKIE}=true; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}
