// A component whose code is downloaded the first time it is shown, not with the page: the beta
// notice's dialog, the toasts, the account panel, the host's dashboard. Until the code arrives
// the placeholder shows (nothing by default); once loaded, every later use renders at once.
// What must also work after the network is gone (a toast saying so, a confirmation) is fetched
// in the background once the page has loaded (`afterPageLoad(X.preload)`).
// Not React.lazy: a suspended tree is revealed on a timer (up to 300 ms after its code arrives),
// which delays the first dialog or toast for nothing and never fires under a paused test clock.
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from "react";

export type OnDemand<P> = ComponentType<P> & {
  /** Starts the download now; the component renders at once when first shown after it. */
  preload: () => void;
  /** The same, settled once the code is in (rejected when it could not be fetched). */
  load: () => Promise<void>;
  /** The code is here: the component renders at once, in the render that first shows it. */
  ready: () => boolean;
};

/** Runs `work` once the page has loaded (its own scripts, styles and images), at once if it has. */
export function afterPageLoad(work: () => void): void {
  if (typeof document === "undefined") return;
  if (document.readyState === "complete") queueMicrotask(work);
  else window.addEventListener("load", work, { once: true });
}

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    // A failed download (offline) is tried again the next time the component is shown.
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function OnDemandComponent(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (component) return;
      let mounted = true;
      start().then(
        (next) => {
          if (mounted) setComponent(() => next);
        },
        (error: unknown) => console.warn("could not load a part of the page", error),
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    return component ? createElement(component, props) : placeholder;
  }
  return Object.assign(OnDemandComponent, {
    preload: () => {
      start().catch((error: unknown) => console.warn("could not load a part of the page", error));
    },
    load: () => start().then(() => undefined),
    ready: () => loaded !== undefined,
  });
}
