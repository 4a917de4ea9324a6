// `/terms`: the terms of using the Handraise beta, short and plain.
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: readonly LegalSection[] = [
  { headingKey: "legal.terms.usingHandraise.heading", body: "legal.terms.usingHandraise.body" },
  { headingKey: "legal.terms.beta.heading", body: "legal.terms.beta.body" },
  { headingKey: "legal.terms.account.heading", body: "legal.terms.account.body" },
  { headingKey: "legal.terms.whatYouPost.heading", body: "legal.terms.whatYouPost.body" },
  { headingKey: "legal.terms.hosts.heading", body: "legal.terms.hosts.body" },
  { headingKey: "legal.terms.paidPlans.heading", body: "legal.terms.paidPlans.body" },
  { headingKey: "legal.terms.liability.heading", body: "legal.terms.liability.body" },
  { headingKey: "legal.terms.contact.heading", body: "legal.terms.contact.body" },
];

export function TermsOfService() {
  return <LegalPage titleKey="legal.terms.title" updated="2026-11" sections={SECTIONS} />;
}
