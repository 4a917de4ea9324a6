// `/cookies`: the one cookie and the few local-storage entries Handraise uses, and why.
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: readonly LegalSection[] = [
  { headingKey: "legal.cookies.approach.heading", body: "legal.cookies.approach.body" },
  { headingKey: "legal.cookies.cookieWeSet.heading", body: "legal.cookies.cookieWeSet.body" },
  {
    headingKey: "legal.cookies.storage.heading",
    items: [
      "legal.cookies.storage.items.session",
      "legal.cookies.storage.items.guest",
      "legal.cookies.storage.items.betaNotice",
    ],
  },
  { headingKey: "legal.cookies.payments.heading", body: "legal.cookies.payments.body" },
  { headingKey: "legal.cookies.choices.heading", body: "legal.cookies.choices.body" },
];

export function CookiePolicy() {
  return <LegalPage titleKey="legal.cookies.title" updated="2026-11" sections={SECTIONS} />;
}
