// `/cookies`.
import { CookiePolicy } from "../features/chrome/cookie-policy.tsx";

export function CookiesPage() {
  return <CookiePolicy />;
}
