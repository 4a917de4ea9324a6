// The signed-in user button and its side panel (docs/product.md §2): plan badge, display name,
// Profile, Billing, Logout, then the language and theme switches.
// A Radix dialog, so focus is trapped and Escape closes it; it slides in from the start side (the
// left, the right in a right-to-left language), and a swipe back towards that side of more than
// 70 px closes it again. The language and theme switches sit at its end, within a thumb's reach.
import { TIMINGS } from "@handraise/contract";
import * as RadixDialog from "@radix-ui/react-dialog";
import { CircleUser, CreditCard, LogOut, X } from "lucide-react";
import { type TouchEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { logout } from "../../features/session/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useAppDispatch, useAppSelector } from "../hooks.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-[var(--radius-ui)] px-3 py-2 text-start font-medium text-slate-800 hover:bg-slate-100";

/** The panel sits on the start side: a swipe closes it towards that side, whichever it is. */
const towardsStart = (dx: number) => (document.documentElement.dir === "rtl" ? Math.max(0, dx) : Math.min(0, dx));

export function AccountPanel() {
  const t = useT();
  const [open, onOpenChange] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const swipeStart = useRef<number | null>(null);
  const [dragX, setDragX] = useState(0);

  const close = () => onOpenChange(false);

  function onTouchStart(event: TouchEvent) {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchMove(event: TouchEvent) {
    const x = event.touches[0]?.clientX;
    if (swipeStart.current === null || x === undefined) return;
    setDragX(towardsStart(x - swipeStart.current));
  }
  function onTouchEnd(event: TouchEvent) {
    const x = event.changedTouches[0]?.clientX;
    const start = swipeStart.current;
    swipeStart.current = null;
    setDragX(0);
    if (start !== null && x !== undefined && Math.abs(towardsStart(x - start)) > TIMINGS.swipeCloseThresholdPx) close();
  }

  const isPro = Boolean(userInfo?.isPro);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        aria-label={t("common.accountPanel.open")}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <CircleUser className="size-7" aria-hidden="true" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid="account-panel"
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-[var(--shadow-ui)]"
          style={dragX ? { transform: `translateX(${dragX}px)` } : undefined}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => {
            swipeStart.current = null;
            setDragX(0);
          }}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col items-start gap-2 pt-1">
              <Badge tone={isPro ? "accent" : "neutral"}>{t(isPro ? "common.planPro" : "common.planFree")}</Badge>
              <RadixDialog.Title className="break-words text-lg font-semibold">
                {userInfo?.displayName || t("common.accountPanel.unnamed")}
              </RadixDialog.Title>
              <RadixDialog.Description className="sr-only">
                {t("common.accountPanel.description")}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              aria-label={t("common.accountPanel.close")}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <nav aria-label={t("common.accountPanel.nav")}>
            <ul className="flex flex-col gap-1">
              <li>
                <Link to="/profile" className={ITEM} onClick={close}>
                  <CircleUser className="size-5 text-slate-600" aria-hidden="true" />
                  {t("common.accountPanel.profile")}
                </Link>
              </li>
              <li>
                <Link to="/billing" className={ITEM} onClick={close}>
                  <CreditCard className="size-5 text-slate-600" aria-hidden="true" />
                  {t("common.accountPanel.billing")}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={ITEM}
                  onClick={() => {
                    close();
                    void dispatch(logout((path) => navigate(path)));
                  }}
                >
                  <LogOut className="size-5 text-slate-600 rtl:-scale-x-100" aria-hidden="true" />
                  {t("common.accountPanel.logout")}
                </button>
              </li>
            </ul>
          </nav>
          <div className="mt-auto flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
