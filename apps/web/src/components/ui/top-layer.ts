// What stays above an open dialog: the toasts. A modal <dialog> (dialog-box.tsx) is drawn in the
// browser's top layer, above every z-index, so toasts on the page would sit under its backdrop.
// Their container is a popover in that same layer instead, put back on top each time a dialog opens.
let toastLayer: HTMLElement | null = null;

/** The toasts' layer, shown in the top layer for as long as it is mounted (a React ref callback). */
export function holdToastLayer(element: HTMLElement | null): () => void {
  toastLayer = element;
  if (element && !element.matches(":popover-open")) element.showPopover();
  return () => {
    if (toastLayer === element) toastLayer = null;
  };
}

/** After a dialog opened: the toasts go back above it. */
export function raiseToastLayer(): void {
  if (!toastLayer?.matches(":popover-open")) return;
  toastLayer.hidePopover();
  toastLayer.showPopover();
}
