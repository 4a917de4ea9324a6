// The inactivity banner of SPEC.md §2 over a dim overlay; the button or a click on the overlay
// resumes. Mounted only where the Q&A session is shown, since only there is anything paused.
import { MESSAGES } from "@handraise/contract";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { activityResumed } from "./slice.ts";
import { useInactivityWatch } from "./use-inactivity.ts";

export function InactivityBanner() {
  useInactivityWatch();
  const dispatch = useAppDispatch();
  const isInactive = useAppSelector((s) => s.appSettings.isInactive);
  const resume = () => dispatch(activityResumed());
  return (
    <div aria-live="polite">
      {isInactive ? (
        <>
          {/* The overlay is a pointer convenience; the button is the keyboard's way back. */}
          <div
            aria-hidden="true"
            data-testid="inactivity-overlay"
            className="fixed inset-0 z-30 bg-slate-900/40"
            onClick={resume}
          />
          <section
            aria-label="Inactivity"
            className="fixed inset-x-4 top-4 z-40 mx-auto flex max-w-lg flex-col items-start gap-3 rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 sm:flex-row sm:items-center"
          >
            <p className="flex-1 text-slate-900">{MESSAGES.inactiveBanner}</p>
            <Button onClick={resume}>{MESSAGES.resumeActivity}</Button>
          </section>
        </>
      ) : null}
    </div>
  );
}
