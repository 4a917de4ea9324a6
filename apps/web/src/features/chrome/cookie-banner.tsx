// The cookie banner, fixed at the bottom, for logged-out visitors who have not consented
// (SPEC.md §2). Accepting stores the consent cookie and hides the banner.
import { useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { giveCookieConsent, hasCookieConsent } from "./consent.ts";

export function CookieBanner() {
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const [consented, setConsented] = useState(hasCookieConsent);
  if (loggedIn || consented) return null;

  function accept() {
    giveCookieConsent();
    setConsented(true);
  }

  return (
    <>
      {/* Room at the end of the page, so the fixed banner never hides the footer's links. */}
      <div aria-hidden="true" className="h-40 sm:h-24" />
      <section
        aria-label="Cookie notice"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">
            We use cookies to enhance your user experience. By using our website, you agree to our use of cookies.{" "}
            <Link className="link-ui" to="/cookies">
              Learn more.
            </Link>
          </p>
          <Button onClick={accept} className="shrink-0">
            Accept
          </Button>
        </div>
      </section>
    </>
  );
}
