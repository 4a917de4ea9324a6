// Every route of docs/product.md §2. Pages are thin: they compose feature components. Each page is its
// own chunk, loaded when its route first matches (lazy-page.ts), so a phone opening the audience
// page downloads only the shell and that page (not the host dashboard, billing or the forms). The
// browser's routes are made of them (AppRoutes), and so are the build's first screens
// (prerender.tsx). main.tsx renders only once the first page is ready, so no route needs a
// fallback while it loads.
import type { ReactNode } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { PublicOnly, RequireLogin } from "../features/session/route-guards.tsx";
import { AppShell } from "./app-shell.tsx";
import { startEventPageData } from "./event-page-data.ts";
import { type LazyPage, page } from "./lazy-page.ts";
import { useOutsideNavigation } from "./outside-navigation.ts";
import type { PageHandle } from "./page-data.ts";
import { PageRoute } from "./page-route.tsx";

/** A route of the app: a frame or guard (`element`) over its children, or a page (`lazy`). */
type AppRoute = {
  path?: string;
  element?: ReactNode;
  lazy?: LazyPage;
  /** What the page starts as it is asked for (page-data.ts). */
  handle?: PageHandle;
  children?: AppRoute[];
};

/** An event page's handle: its event and questions are asked for with its code (page-data.ts). */
const eventPage: PageHandle = {
  startData: (dispatch, { eventId }) => {
    if (eventId) startEventPageData(dispatch, eventId);
  },
};

const routes: AppRoute[] = [
  // The presenter view is the whole screen of a projector: no top bar, footer or banners.
  {
    element: <RequireLogin />,
    children: [
      {
        path: "/events/:eventId/present",
        lazy: page(() => import("../pages/presenter-page.tsx"), "PresenterPage", [
          "presenter",
          "questions",
          "events",
          "messages",
        ]),
      },
    ],
  },
  {
    element: <AppShell />,
    children: [
      {
        path: "/",
        lazy: page(() => import("../pages/home-page.tsx"), "HomePage", ["public-pages", "events", "messages"]),
      },
      {
        element: <PublicOnly />,
        children: [
          { path: "/login", lazy: page(() => import("../pages/login-page.tsx"), "LoginPage", ["screens", "messages"]) },
          {
            path: "/signup",
            lazy: page(() => import("../pages/signup-page.tsx"), "SignupPage", ["screens", "messages"]),
          },
          {
            path: "/forgot-password",
            lazy: page(() => import("../pages/forgot-password-page.tsx"), "ForgotPasswordPage", [
              "screens",
              "messages",
            ]),
          },
          {
            path: "/reset-password/:token",
            lazy: page(() => import("../pages/reset-password-page.tsx"), "ResetPasswordPage", ["screens", "messages"]),
          },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          {
            path: "/events/new",
            lazy: page(() => import("../pages/new-event-page.tsx"), "NewEventPage", ["events", "messages"]),
          },
          {
            path: "/events/:eventId/edit",
            lazy: page(() => import("../pages/edit-event-page.tsx"), "EditEventPage", ["events", "messages"]),
          },
          {
            path: "/events/:eventId",
            handle: eventPage,
            lazy: page(() => import("../pages/event-page.tsx"), "EventPage", ["events", "questions", "messages"]),
          },
          {
            path: "/events/:eventId/host",
            lazy: page(() => import("../pages/host-dashboard-page.tsx"), "HostDashboardPage", [
              "events",
              "questions",
              "report",
              "messages",
            ]),
          },
          {
            path: "/events/:eventId/report",
            lazy: page(() => import("../pages/report-page.tsx"), "ReportPage", [
              "report",
              "events",
              "poll-results",
              "messages",
            ]),
          },
          {
            path: "/profile",
            lazy: page(() => import("../pages/profile-page.tsx"), "ProfilePage", ["screens", "messages"]),
          },
          {
            path: "/billing",
            lazy: page(() => import("../pages/billing-page.tsx"), "BillingPage", ["screens", "messages"]),
          },
          {
            path: "/billing-upgrade",
            lazy: page(() => import("../pages/billing-upgrade-page.tsx"), "BillingUpgradePage", [
              "screens",
              "messages",
            ]),
          },
        ],
      },
      {
        path: "/events/p/:eventId",
        handle: eventPage,
        lazy: page(() => import("../pages/public-event-page.tsx"), "PublicEventPage", [
          "events",
          "questions",
          "messages",
        ]),
      },
      {
        path: "/join",
        lazy: page(() => import("../pages/join-page.tsx"), "JoinPage", ["public-pages", "events", "messages"]),
      },
      {
        path: "/join/:code",
        lazy: page(() => import("../pages/join-page.tsx"), "JoinPage", ["public-pages", "events", "messages"]),
      },
      { path: "/pricing", lazy: page(() => import("../pages/pricing-page.tsx"), "PricingPage", ["public-pages"]) },
      { path: "/privacy", lazy: page(() => import("../pages/privacy-page.tsx"), "PrivacyPage", ["legal"]) },
      { path: "/cookies", lazy: page(() => import("../pages/cookies-page.tsx"), "CookiesPage", ["legal"]) },
      { path: "/terms", lazy: page(() => import("../pages/terms-page.tsx"), "TermsPage", ["legal"]) },
      {
        path: "/contactus",
        lazy: page(() => import("../pages/contact-page.tsx"), "ContactPage", ["screens", "messages"]),
      },
      { path: "*", lazy: page(() => import("../pages/not-found-page.tsx"), "NotFoundPage", ["public-pages"]) },
    ],
  },
];

/** Each page's route as React Router takes it, with the page it renders. */
const pages = new WeakMap<RouteObject, { lazy: LazyPage; handle?: PageHandle }>();

/** The routes as React Router takes them: a page's route renders it through PageRoute. */
function toRouteObjects(from: AppRoute[]): RouteObject[] {
  return from.map(({ path, element, lazy, handle, children }) => {
    const route: RouteObject = {
      path,
      element: lazy ? <PageRoute page={lazy} handle={handle} /> : element,
      children: children ? toRouteObjects(children) : undefined,
    };
    if (lazy) pages.set(route, { lazy, handle });
    return route;
  });
}

const routeObjects = toRouteObjects(routes);

/** The app's routes, rendered for the router's current address. */
export function AppRoutes() {
  useOutsideNavigation();
  return useRoutes(routeObjects);
}

/** The page a path opens, with its handle and parameters; none when no route has a page for it. */
export function pageAt(pathname: string) {
  const leaf = matchRoutes(routeObjects, pathname)?.at(-1);
  const found = leaf && pages.get(leaf.route);
  return found && leaf ? { ...found, params: leaf.params } : undefined;
}
