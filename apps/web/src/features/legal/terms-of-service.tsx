// `/terms`: the terms of using the Handraise beta, short and plain.
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: LegalSection[] = [
  {
    heading: "Using Handraise",
    body: (
      <p>
        By creating an account, joining an event or otherwise using Handraise you agree to these terms. If you do not
        agree, please do not use the service.
      </p>
    ),
  },
  {
    heading: "A beta service",
    body: (
      <p>
        Handraise is in beta. It is offered as it is, may change or be unavailable at times, and all data will be wiped
        before launch. Payments are not accepted during the beta.
      </p>
    ),
  },
  {
    heading: "Your account",
    body: (
      <p>
        Keep your password to yourself and tell us if you think someone else has used your account. You are responsible
        for what is done with it.
      </p>
    ),
  },
  {
    heading: "What you post",
    body: (
      <p>
        You keep the rights to the questions and events you create, and you allow us to show them to the people taking
        part in the event. Do not post anything unlawful, abusive, or that infringes the rights of others. Hosts may
        hide or delete questions in their events, and we may remove content or accounts that break these terms.
      </p>
    ),
  },
  {
    heading: "Hosts",
    body: (
      <p>
        Hosts are responsible for their events: who they invite, whether guests may join, and how questions are
        moderated.
      </p>
    ),
  },
  {
    heading: "Paid plans",
    body: (
      <p>
        When paid plans open, Pro subscriptions renew automatically until cancelled, and can be managed or cancelled at
        any time from the billing page. Prices are shown on the pricing page.
      </p>
    ),
  },
  {
    heading: "Liability",
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect losses or for loss of data arising from the use of
        the beta. Nothing in these terms limits rights you have by law.
      </p>
    ),
  },
  {
    heading: "Contact",
    body: (
      <p>
        Questions about these terms? Write to us through the{" "}
        <Link className="link-ui" to="/contactus">
          contact form
        </Link>
        .
      </p>
    ),
  },
];

export function TermsOfService() {
  return <LegalPage title="Terms and Conditions" updated="November 2026" sections={SECTIONS} />;
}
