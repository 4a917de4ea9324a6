// `/privacy`: what Handraise keeps about people and why, in plain words, for the beta.
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: readonly LegalSection[] = [
  { headingKey: "legal.privacy.whoWeAre.heading", body: "legal.privacy.whoWeAre.body" },
  {
    headingKey: "legal.privacy.whatWeCollect.heading",
    items: [
      "legal.privacy.whatWeCollect.items.account",
      "legal.privacy.whatWeCollect.items.content",
      "legal.privacy.whatWeCollect.items.guest",
      "legal.privacy.whatWeCollect.items.contact",
      "legal.privacy.whatWeCollect.items.payments",
    ],
  },
  { headingKey: "legal.privacy.howWeUseIt.heading", body: "legal.privacy.howWeUseIt.body" },
  { headingKey: "legal.privacy.whoCanSee.heading", body: "legal.privacy.whoCanSee.body" },
  { headingKey: "legal.privacy.retention.heading", body: "legal.privacy.retention.body" },
  { headingKey: "legal.privacy.betaData.heading", body: "legal.privacy.betaData.body" },
  { headingKey: "legal.privacy.yourRights.heading", body: "legal.privacy.yourRights.body" },
  { headingKey: "legal.privacy.cookies.heading", body: "legal.privacy.cookies.body" },
];

export function PrivacyPolicy() {
  return <LegalPage titleKey="legal.privacy.title" updated="2026-11" sections={SECTIONS} />;
}
