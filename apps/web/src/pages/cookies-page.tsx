// `/cookies`.
import { CookiePolicy } from "../features/legal/cookie-policy.tsx";

export function CookiesPage() {
  return <CookiePolicy />;
}
