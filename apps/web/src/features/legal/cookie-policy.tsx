// `/cookies`: the one cookie and the few local-storage entries Handraise uses, and why.
import { LEGAL_TEXTS } from "@handraise/contract";
import { LegalPage } from "./legal-page.tsx";

export function CookiePolicy() {
  return <LegalPage title="Cookie Policy" updated="November 2026" sections={LEGAL_TEXTS.cookies} />;
}
