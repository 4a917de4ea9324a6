// The signed-in user button and its side panel (docs/product.md §2): plan badge, display name,
// Profile, Billing, Logout.
// A Radix dialog, so focus is trapped and Escape closes it; it slides in from the left, and a
// swipe to the left of more than 70 px closes it again.
import { TIMINGS } from "@handraise/contract";
import * as RadixDialog from "@radix-ui/react-dialog";
import { CircleUser, CreditCard, LogOut, X } from "lucide-react";
import { type TouchEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { logout } from "../../features/session/api.ts";
import { useAppDispatch, useAppSelector } from "../hooks.ts";

const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-[var(--radius-ui)] px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100";

export function AccountPanel() {
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
    setDragX(Math.min(0, x - swipeStart.current));
  }
  function onTouchEnd(event: TouchEvent) {
    const x = event.changedTouches[0]?.clientX;
    const start = swipeStart.current;
    swipeStart.current = null;
    setDragX(0);
    if (start !== null && x !== undefined && start - x > TIMINGS.swipeCloseThresholdPx) close();
  }

  const isPro = Boolean(userInfo?.isPro);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        aria-label="Open account menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <CircleUser className="size-7" aria-hidden="true" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid="account-panel"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-[var(--shadow-ui)]"
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
              <Badge tone={isPro ? "accent" : "neutral"}>{isPro ? "Pro" : "Free"}</Badge>
              <RadixDialog.Title className="break-words text-lg font-semibold">
                {userInfo?.displayName || "User"}
              </RadixDialog.Title>
              <RadixDialog.Description className="sr-only">Account menu</RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              aria-label="Close account menu"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Account">
            <ul className="flex flex-col gap-1">
              <li>
                <Link to="/profile" className={ITEM} onClick={close}>
                  <CircleUser className="size-5 text-slate-600" aria-hidden="true" />
                  Profile
                </Link>
              </li>
              <li>
                <Link to="/billing" className={ITEM} onClick={close}>
                  <CreditCard className="size-5 text-slate-600" aria-hidden="true" />
                  Billing
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
                  <LogOut className="size-5 text-slate-600" aria-hidden="true" />
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
