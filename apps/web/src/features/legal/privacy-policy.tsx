// `/privacy`: what Handraise keeps about people and why, in plain words, for the beta.
import { LEGAL_TEXTS } from "@handraise/contract";
import { LegalPage } from "./legal-page.tsx";

export function PrivacyPolicy() {
  return <LegalPage title="Privacy Policy" updated="November 2026" sections={LEGAL_TEXTS.privacy} />;
}
