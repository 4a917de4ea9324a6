// The page frame: top bar, main content, footer, and the overlays every page shares (beta
// notice, cookie banner, toasts; the dialog library and the toasts are downloaded after the
// page has loaded, not with it). At start it re-fetches the signed-in user (docs/product.md §2).
import { useEffect, useRef } from "react";
import { Outlet } from "react-router";
import { ToastHost } from "../components/ui/toast.ts";
import { useT } from "../lib/i18n/translate.ts";
import { useAppDispatch, useAppSelector } from "./hooks.ts";
import { BetaModal } from "./shell/beta-modal.tsx";
import { CookieBanner } from "./shell/cookie-banner.tsx";
import { Footer } from "./shell/footer.tsx";
import { ScrollOnNavigation } from "./shell/scroll-on-navigation.tsx";
import { TopBar } from "./shell/top-bar.tsx";
import { useBetaNotice } from "./shell/use-beta-notice.ts";

export function AppShell() {
  const t = useT();
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector((s) => Boolean(s.session.token));
  const { open: betaOpen, setOpen: setBetaOpen, holdsOtherNotices } = useBetaNotice();
  const betaButtonRef = useRef<HTMLButtonElement>(null);
  const betaWasOpen = useRef(false);

  // Once per page load: a restored login is refreshed from the server (a dead token answers
  // 401, which the API client turns into a logout). The account calls and their schemas are
  // downloaded only then: a visitor who never signed in does not carry them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the token restored at start counts
  useEffect(() => {
    if (hasToken) void import("../features/session/api.ts").then(({ refreshMe }) => dispatch(refreshMe()));
  }, [dispatch]);

  // The notice has no trigger of its own (it may open by itself), so when it closes focus goes
  // to the BETA MODE label that reopens it, unless the visitor already moved on (a link).
  useEffect(() => {
    if (betaOpen) {
      betaWasOpen.current = true;
      return;
    }
    if (!betaWasOpen.current) return;
    betaWasOpen.current = false;
    // After the dialog's own focus restoring, which runs in a timeout once it unmounts.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) betaButtonRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [betaOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-[var(--radius-ui)] focus:bg-white focus:px-4 focus:py-2 focus:shadow-[var(--shadow-ui)]"
      >
        {t("common.skipToContent")}
      </a>
      <TopBar onOpenBeta={() => setBetaOpen(true)} betaButtonRef={betaButtonRef} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-10">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner held={holdsOtherNotices} />
      <BetaModal open={betaOpen} onOpenChange={setBetaOpen} />
      {/* A new page opens at its top (Back and Forward return where the person was). */}
      <ScrollOnNavigation />
      <ToastHost />
    </div>
  );
}
