// `/cookies`: the one cookie and the few local-storage entries Handraise uses, and why.
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: LegalSection[] = [
  {
    heading: "Our approach",
    body: (
      <p>
        Handraise uses only what it needs to work. We use no advertising or tracking cookies and no third-party
        analytics.
      </p>
    ),
  },
  {
    heading: "The cookie we set",
    body: (
      <p>
        <strong>cookieConsent</strong> remembers that you accepted this notice, so the banner does not appear again. It
        lasts one year.
      </p>
    ),
  },
  {
    heading: "What we keep in your browser's storage",
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Your sign-in session (a token and your basic profile), so you stay logged in. Logging out removes it.</li>
        <li>If you join an event as a guest: your guest name and identifier, so you can return to the event.</li>
        <li>A note that you have seen the beta notice.</li>
      </ul>
    ),
  },
  {
    heading: "Payments",
    body: (
      <p>
        When you upgrade, you are taken to our payment provider's checkout page, which may set its own cookies needed
        for secure payment. Those are governed by the provider's own policy.
      </p>
    ),
  },
  {
    heading: "Your choices",
    body: (
      <p>
        You can delete cookies and site data in your browser settings at any time. Without the session storage you will
        need to log in again.
      </p>
    ),
  },
];

export function CookiePolicy() {
  return <LegalPage title="Cookie Policy" updated="November 2026" sections={SECTIONS} />;
}
