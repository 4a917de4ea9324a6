// The beta notice opens by itself once per visitor (docs/product.md §2, §4), and only before the person
// starts: its code is fetched at once, and if the person has already begun (a tap, a click, a
// key) by the time it could show, it waits for the next page they open instead of laying a modal
// dialog over a form they have begun to fill in. While it is being decided or is open, the
// other first-visit notice (the cookie banner) waits, so the two never show together.
// On a page painted before the script, the notice was painted with it (painted-notice.ts): the
// person has had it in front of them from the first paint and could start nothing behind it, so
// the live notice then opens in its place whatever was tapped or typed meanwhile; when its code is
// already here as the app first renders, it opens in that render, with the page (opensWithPage).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { dialogsReady, loadDialogs } from "../../components/ui/dialog.tsx";
import { storage } from "../../lib/storage.ts";
import { paintedNoticeOnScreen, removePaintedNotice } from "./painted-notice.ts";

const STARTING = ["pointerdown", "keydown"] as const;

// A first visit fetches the notice's code with the page, not after it.
const noticeCode: Promise<void> =
  typeof window !== "undefined" && !storage.betaModalShown()
    ? loadDialogs().catch((error: unknown) => console.warn("could not load a part of the page", error))
    : Promise.resolve();

/**
 * Settles once the notice painted with the page can open live in the app's first render: at once
 * when none is painted, else once the dialog's code is here or could not be fetched. Until then
 * the person has the painted page and notice in front of them, and nothing behind it to tap.
 */
export function paintedNoticeReady(): Promise<void> {
  return paintedNoticeOnScreen() ? noticeCode : Promise.resolve();
}

/**
 * The notice is due, painted on screen, and its dialog's code is here: it opens in the app's first
 * render, in the same commit as the page. Opened a render later, a modal dialog makes the page
 * inert and so restyles all of it a second time, in a long task of its own on a phone
 * (docs/PERFORMANCE.md "The beta notice opens with the page").
 */
function opensWithPage(): boolean {
  return !storage.betaModalShown() && paintedNoticeOnScreen() && dialogsReady();
}

export function useBetaNotice() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(opensWithPage);
  const openedWithPage = useRef(open);
  const [deciding, setDeciding] = useState(() => !open && !storage.betaModalShown());

  // Tried on the first page and, while still due, on each page the person opens after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is a new chance
  useEffect(() => {
    if (openedWithPage.current) {
      openedWithPage.current = false;
      storage.setBetaModalShown();
      return;
    }
    if (storage.betaModalShown()) {
      removePaintedNotice();
      setDeciding(false);
      return;
    }
    let started = false;
    let gone = false;
    const start = () => {
      started = true;
    };
    for (const name of STARTING) window.addEventListener(name, start, { capture: true, passive: true });
    loadDialogs().then(
      () => {
        if (gone) return;
        setDeciding(false);
        if ((started && !paintedNoticeOnScreen()) || storage.betaModalShown()) {
          removePaintedNotice();
          return;
        }
        storage.setBetaModalShown();
        // The painted copy leaves as the live notice opens (beta-modal.tsx).
        setOpen(true);
      },
      () => {
        if (gone) return;
        // Without the dialog's code there is no notice to close: the copy must not stay in the way.
        removePaintedNotice();
        setDeciding(false);
      },
    );
    return () => {
      gone = true;
      for (const name of STARTING) window.removeEventListener(name, start, { capture: true });
    };
  }, [pathname]);

  return { open, setOpen, holdsOtherNotices: deciding || open };
}
