// Toast notifications for results (docs/product.md §8); they close after 5000 ms. A toast given an id
// can be taken back when it stops being true (a queued question that has now been sent).
// The toast library, its styles and its container are not part of any page's first download:
// they are fetched once the page has loaded (so a toast still shows after the network is gone),
// or with a toast asked for before that. A toast asked for meanwhile waits in the library's
// queue until the container (ToastHost) is on screen, so none is lost and their order is kept.
// The library's unstyled build: its default build carries its stylesheet a second time, as a
// string it puts into a <style> at the page's head when the container mounts, restyling the whole
// page in one long task (toast-container.tsx loads the same styles as a file instead).
import { createElement, useSyncExternalStore } from "react";
import { afterPageLoad, onDemand } from "./on-demand.tsx";

type ToastOptions = { id?: string };
type Toastify = typeof import("react-toastify/unstyled");

let library: Promise<Toastify> | undefined;
const hostListeners = new Set<() => void>();

function loadToasts(): Promise<Toastify> {
  if (!library) {
    // A failed download (offline) is tried again by the next toast.
    library = import("react-toastify/unstyled").catch((error: unknown) => {
      library = undefined;
      throw error;
    });
    for (const listener of hostListeners) listener();
  }
  return library;
}

function withToasts(use: (toastify: Toastify) => void): void {
  loadToasts()
    .then(use)
    .catch((error: unknown) => console.warn("could not load toasts", error));
}

export const notify = {
  success: (message: string, options: ToastOptions = {}) =>
    withToasts(({ toast }) => toast.success(message, { toastId: options.id })),
  error: (message: string, options: ToastOptions = {}) =>
    withToasts(({ toast }) => toast.error(message, { toastId: options.id })),
  info: (message: string, options: ToastOptions = {}) =>
    withToasts(({ toast }) => toast.info(message, { toastId: options.id })),
  /** Nothing to take back before the first toast: then the library is not even loaded. */
  dismiss: (id: string) => {
    if (library) withToasts(({ toast }) => toast.dismiss(id));
  },
};

const Toasts = onDemand(() => import("./toast-container.tsx").then((module) => module.Toasts));

function subscribe(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

afterPageLoad(() => {
  void loadToasts().catch(() => undefined);
  Toasts.preload();
});

/** Where toasts appear (once per app, in the shell): on screen once the toasts are loaded. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => library !== undefined,
    () => false,
  );
  return wanted ? createElement(Toasts) : null;
}
