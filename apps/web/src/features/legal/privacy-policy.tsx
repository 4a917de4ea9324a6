// `/privacy`: what Handraise keeps about people and why, in plain words, for the beta.
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const SECTIONS: LegalSection[] = [
  {
    heading: "Who we are",
    body: (
      <p>
        Handraise is a live event Q&amp;A service, currently in beta. This policy explains what information we keep when
        you use it, why we keep it, and the choices you have.
      </p>
    ),
  },
  {
    heading: "What we collect",
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Account details you give us: display name, email address, optional company name, and your password, which we
          store only as a secure hash.
        </li>
        <li>What you create: events, the questions you ask, and your likes and favourites.</li>
        <li>If you join as a guest: the name you choose and a random guest identifier kept on your device.</li>
        <li>Messages you send through the contact form.</li>
        <li>
          For paid plans: your plan, its status and payment records. Card details are handled by our payment provider
          and never reach our servers.
        </li>
      </ul>
    ),
  },
  {
    heading: "How we use it",
    body: (
      <p>
        We use this information only to run the service: to sign you in, show your events and questions to the people
        taking part, send password reset emails, answer your messages and manage your plan. We do not sell your data and
        we do not use it for advertising.
      </p>
    ),
  },
  {
    heading: "Who can see what",
    body: (
      <p>
        Questions you post, with your display name or guest name, are visible to the hosts and the audience of that
        event. Hosts of an event can see its member list. Public events can be viewed by anyone with the link.
      </p>
    ),
  },
  {
    heading: "Beta data",
    body: (
      <p>
        While Handraise is in beta, all data will be wiped before launch. Please do not rely on it to keep anything you
        cannot afford to lose.
      </p>
    ),
  },
  {
    heading: "Your rights",
    body: (
      <p>
        You can see and correct your details on your profile page, and delete your account there at any time, which
        removes your personal details. For any other request, for example a copy of your data, write to us through the{" "}
        <Link className="link-ui" to="/contactus">
          contact form
        </Link>
        .
      </p>
    ),
  },
  {
    heading: "Cookies and local storage",
    body: (
      <p>
        See our{" "}
        <Link className="link-ui" to="/cookies">
          cookie policy
        </Link>{" "}
        for what we store on your device.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return <LegalPage title="Privacy Policy" updated="November 2026" sections={SECTIONS} />;
}
