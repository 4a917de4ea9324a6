// The beta notice painted before the script (painted-beta-notice.tsx, beside the painted page in
// index.html): shown at once to a first visit, until the app opens the live notice in its place or
// decides not to. index.html's first script hides it from a visitor who has seen the notice.
export const PAINTED_NOTICE_CLASS = "painted-notice";

function paintedNotice(): Element | null {
  return typeof document === "undefined" ? null : document.querySelector(`.${PAINTED_NOTICE_CLASS}`);
}

/** The painted notice is in front of the person now (not hidden by index.html's first script). */
export function paintedNoticeOnScreen(): boolean {
  const notice = paintedNotice();
  return notice !== null && getComputedStyle(notice).display !== "none";
}

export function removePaintedNotice(): void {
  paintedNotice()?.remove();
}
