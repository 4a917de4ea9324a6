// What stays above an open dialog: the toasts. A modal <dialog> (dialog-box.tsx) is drawn in the
// browser's top layer, above every z-index, so toasts on the page would sit under its backdrop.
// Their container is a popover: drawn on the page like any element until a dialog opens, then
// shown in the top layer above it (and put back on top at each opening after). Showing a popover
// makes the browser lay the page out at once, so it is done only as a dialog opens, whose own
// opening has just paid for that, not as the toasts arrive after every page's load.
let toastLayer: HTMLElement | null = null;

/** The toasts' layer, known while it is mounted (a React ref callback). */
export function holdToastLayer(element: HTMLElement | null): () => void {
  toastLayer = element;
  return () => {
    if (toastLayer === element) toastLayer = null;
  };
}

/** After a dialog opened: the toasts go above it. */
export function raiseToastLayer(): void {
  if (!toastLayer) return;
  if (toastLayer.matches(":popover-open")) toastLayer.hidePopover();
  toastLayer.showPopover();
}
