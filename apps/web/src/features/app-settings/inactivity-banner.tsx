// The inactivity banner of docs/product.md §2. It never stands in the way: the dim overlay lets every
// click through (the click that ends inactivity also does what it was aimed at, see
// use-inactivity.ts), and while a dialog is open the banner shows inside that dialog, without
// an overlay, so it is neither hidden behind the dialog's backdrop nor laid over the dialog.
// Focus goes to Resume, which says that Escape resumes too; on resume it goes back.
// Mounted only where the Q&A session is shown, since only there is anything paused.
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { activityResumed } from "./slice.ts";
import { BANNER_ATTRIBUTE, focusResume, giveFocusBack, useInactivityWatch } from "./use-inactivity.ts";

/**
 * The box of the open dialog on top, if any: a dialog's (components/ui/dialog-box.tsx), or the
 * account panel's (Radix marks an open one with data-state="open").
 */
function openDialog(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>(
    'dialog[open] > [data-dialog-box], [role="dialog"][data-state="open"]',
  );
  return open[open.length - 1] ?? null;
}

/** The open dialog on top while `watching`, followed as dialogs open and close. */
function useOpenDialog(watching: boolean): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!watching) {
      setDialog(null);
      return;
    }
    const update = () => setDialog(openDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-state", "open"] });
    return () => observer.disconnect();
  }, [watching]);
  return dialog;
}

export function InactivityBanner() {
  const t = useT();
  useInactivityWatch();
  const dispatch = useAppDispatch();
  const isInactive = useAppSelector((s) => s.appSettings.isInactive);
  const dialog = useOpenDialog(isInactive);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const hintId = useId();
  const resume = () => {
    dispatch(activityResumed());
    giveFocusBack();
  };

  // Focus to Resume when the banner shows, and again when it moves into or out of a dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the banner is a new element when it moves
  useEffect(() => {
    if (isInactive && resumeRef.current) focusResume(resumeRef.current);
  }, [isInactive, dialog]);

  const banner = (
    <section
      {...{ [BANNER_ATTRIBUTE]: "" }}
      aria-label={t("common.inactivity.label")}
      className={
        dialog
          ? "sticky bottom-0 z-10 mt-4 flex flex-col items-start gap-3 rounded-[var(--radius-ui)] bg-amber-50 p-3 ring-1 ring-amber-300"
          : "fixed inset-x-4 top-4 z-40 mx-auto flex max-w-lg flex-col items-start gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 sm:flex-row sm:items-center"
      }
    >
      <div className="flex-1">
        <p id={textId} className="text-slate-900">
          {t("messages.inactiveBanner")}
        </p>
        <p id={hintId} className="text-sm text-slate-700 pointer-coarse:hidden">
          {t("messages.inactiveEscapeHint")}
        </p>
      </div>
      <button
        ref={resumeRef}
        type="button"
        className={buttonClass("primary")}
        onClick={resume}
        aria-keyshortcuts="Escape"
        aria-describedby={`${textId} ${hintId}`}
      >
        {t("messages.resumeActivity")}
      </button>
    </section>
  );

  return (
    <div aria-live="polite">
      {isInactive && dialog ? createPortal(banner, dialog) : null}
      {isInactive && !dialog ? (
        <>
          {/* Dims the page and lets every click through: the click resumes and does its work. */}
          <div
            aria-hidden="true"
            data-testid="inactivity-overlay"
            className="pointer-events-none fixed inset-0 z-30 bg-slate-900/40"
          />
          {banner}
        </>
      ) : null}
    </div>
  );
}
