// Every route of docs/product.md §2. Pages are thin: they compose feature components. Each page is its
// own chunk, loaded when its route matches, so a phone opening the audience page downloads only
// the shell and that page (not the host dashboard, billing or the forms). The browser's router is
// made of them (router.tsx), and so are the build's first screens (prerender.tsx). main.tsx
// renders only once the first page is ready, so no route needs a fallback while it loads.
import type { Namespace } from "@handraise/contract";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PublicOnly, RequireLogin } from "../features/session/route-guards.tsx";
import { loadMessages } from "../lib/i18n/locale.ts";
import { AppShell } from "./app-shell.tsx";
import { startEventPageData } from "./event-page-data.ts";
import type { PageHandle } from "./page-data.ts";

/** A page's route: its chunk and the catalogue namespaces it shows, fetched together. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadMessages(namespaces)]);
    return { Component: module[name] };
  };
}

/** An event page's handle: its event and questions are asked for with its code (page-data.ts). */
const eventPage: PageHandle = {
  startData: (dispatch, { eventId }) => {
    if (eventId) startEventPageData(dispatch, eventId);
  },
};

export const routes: RouteObject[] = [
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
