// `/terms`: the terms of using the Handraise beta, short and plain.
import { LEGAL_TEXTS } from "@handraise/contract";
import { LegalPage } from "./legal-page.tsx";

export function TermsOfService() {
  return <LegalPage title="Terms and Conditions" updated="November 2026" sections={LEGAL_TEXTS.terms} />;
}
