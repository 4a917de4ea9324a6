// The cookie banner, fixed at the bottom, for logged-out visitors who have not consented
// (docs/product.md §2), once the beta notice is not on screen. Accepting stores the consent cookie and
// hides the banner. While it shows, the page keeps its height free at the bottom (a spacer, and
// scroll padding for anything scrolled or focused into view), so it never covers a form's button.
// The build paints it into the first screens (app/prerender.tsx), where index.html's first script
// shows it to a visitor who has seen the beta notice and not consented, at the page's first paint;
// the app's first render then puts the live banner in its place.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { useAppSelector } from "../hooks.ts";
import { giveCookieConsent, hasCookieConsent } from "./consent.ts";

/** `held`: another first-visit notice is on screen (the beta notice); one at a time. */
export function CookieBanner({ held = false }: { held?: boolean }) {
  const t = useT();
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const [consented, setConsented] = useState(hasCookieConsent);
  const painting = typeof document === "undefined";
  const shown = painting || (!loggedIn && !consented && !held);
  const banner = useRef<HTMLElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  // The height goes to the root's scroll padding and to the spacer, each set on its own element:
  // the property does not pass down (index.css), so setting it restyles those two only.
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const holders = [document.documentElement, spacer.current].filter((holder) => holder !== null);
    const measure = () => {
      for (const holder of holders) holder.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const holder of holders) holder.style.removeProperty("--cookie-banner-height");
    };
  }, [shown]);
  if (!shown) return null;

  function accept() {
    giveCookieConsent();
    setConsented(true);
  }

  const content = (
    <>
      {/* Room at the end of the page, so the fixed banner never hides the footer's links. */}
      <div ref={spacer} aria-hidden="true" className="h-[var(--cookie-banner-height,10rem)]" />
      <section
        ref={banner}
        aria-label={t("common.cookieBanner.label")}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">
            {t("common.cookieBanner.text")}{" "}
            <Link className="link-ui" to="/cookies">
              {t("common.cookieBanner.learnMore")}
            </Link>
          </p>
          <Button onClick={accept} className="shrink-0">
            {t("common.cookieBanner.accept")}
          </Button>
        </div>
      </section>
    </>
  );
  return painting ? <div className="painted-cookie-banner">{content}</div> : content;
}
