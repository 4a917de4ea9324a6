// Phone widths: below Tailwind's `sm` breakpoint (640 px), where screens change their layout
// rather than only their spacing (the host's table, a member's event page).
import { useSyncExternalStore } from "react";

const QUERY = "(max-width: 639px)";

export function isPhoneWidth(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;
}

/** Follows the width as it changes (a phone turned sideways, a window resized). */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const media = window.matchMedia(QUERY);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    isPhoneWidth,
    notPhoneWidth,
  );
}

/** Outside a browser (the build's first screens) no width is known; those screens fit every one. */
function notPhoneWidth(): boolean {
  return false;
}
