// The top bar (docs/product.md §2): logo and product name, the BETA MODE label that reopens the beta
// notice, and Pricing and Login when logged out or the account button when logged in.
import { type Ref, useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { onDemand } from "../../components/ui/on-demand.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { useAppSelector } from "../hooks.ts";

// Only a signed-in user has the account button and its panel (a Radix dialog): downloaded then,
// so a visitor's first page does not carry them. Until it arrives its place is kept.
const AccountPanel = onDemand(
  () => import("./account-panel.tsx").then((module) => module.AccountPanel),
  <span className="inline-flex size-11" />,
);

const NAV_LINK =
  "inline-flex min-h-11 items-center rounded-[var(--radius-ui)] px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-accent-700";

export function TopBar({
  onOpenBeta,
  betaButtonRef,
}: {
  onOpenBeta: () => void;
  betaButtonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const bar = useRef<HTMLElement>(null);
  // The bar stays on top while the page scrolls: its height is the page's scroll padding, so
  // what is scrolled or focused into view (a heading, a form's first invalid field) stops below it.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty("--top-bar-height", `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--top-bar-height");
    };
  }, []);

  return (
    <header ref={bar} className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-2 px-3 py-1 sm:px-4">
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-ui)] pe-1 text-lg font-semibold tracking-tight text-slate-900"
          >
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            {t("common.productName")}
          </Link>
          <button
            ref={betaButtonRef}
            type="button"
            onClick={onOpenBeta}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 items-center rounded-[var(--radius-ui)] px-1"
          >
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold tracking-wide text-amber-900 ring-1 ring-inset ring-amber-300">
              {t("common.topBar.beta")}
            </span>
          </button>
        </div>
        {loggedIn ? (
          <AccountPanel />
        ) : (
          <nav aria-label={t("common.topBar.nav")} className="ms-auto">
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to="/pricing" className={NAV_LINK}>
                  {t("common.topBar.pricing")}
                </NavLink>
              </li>
              <li>
                <NavLink to="/login" className={NAV_LINK}>
                  {t("common.topBar.login")}
                </NavLink>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
