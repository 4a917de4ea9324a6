// A navigation asked for outside React: the API client's 401 rule sends a person whose saved login
// ended to /login (main.tsx), possibly before the app has rendered. Once the routes are rendered
// they hand their navigate function here; before that, the address is changed in place, and the
// router, made at the first render, starts there.

import { useLayoutEffect } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

let navigateInApp: NavigateFunction | undefined;

export function navigateFromOutside(to: string): void {
  if (navigateInApp) void navigateInApp(to);
  else window.history.pushState(null, "", to);
}

/** Called by the app's routes: navigations from outside go through the router from now on. */
export function useOutsideNavigation(): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateInApp = navigate;
    return () => {
      navigateInApp = undefined;
    };
  }, [navigate]);
}
