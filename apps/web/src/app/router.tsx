// Every route of SPEC.md §2. Pages are thin: they compose feature components.
import { createBrowserRouter } from "react-router";
import { AppShell } from "../components/layout/app-shell.tsx";
import { PublicOnly, RequireLogin } from "../features/session/route-guards.tsx";
import { BillingPage } from "../pages/billing-page.tsx";
import { BillingUpgradePage } from "../pages/billing-upgrade-page.tsx";
import { ContactPage } from "../pages/contact-page.tsx";
import { CookiesPage } from "../pages/cookies-page.tsx";
import { EditEventPage } from "../pages/edit-event-page.tsx";
import { EventPage } from "../pages/event-page.tsx";
import { ForgotPasswordPage } from "../pages/forgot-password-page.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { HostDashboardPage } from "../pages/host-dashboard-page.tsx";
import { LoginPage } from "../pages/login-page.tsx";
import { NewEventPage } from "../pages/new-event-page.tsx";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { PricingPage } from "../pages/pricing-page.tsx";
import { PrivacyPage } from "../pages/privacy-page.tsx";
import { ProfilePage } from "../pages/profile-page.tsx";
import { PublicEventPage } from "../pages/public-event-page.tsx";
import { ResetPasswordPage } from "../pages/reset-password-page.tsx";
import { SignupPage } from "../pages/signup-page.tsx";
import { TermsPage } from "../pages/terms-page.tsx";

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <HomePage /> },
      {
        element: <PublicOnly />,
        children: [
          { path: "/login", element: <LoginPage /> },
          { path: "/signup", element: <SignupPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password/:token", element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          { path: "/events/new", element: <NewEventPage /> },
          { path: "/events/:eventId/edit", element: <EditEventPage /> },
          { path: "/events/:eventId", element: <EventPage /> },
          { path: "/events/:eventId/host", element: <HostDashboardPage /> },
          { path: "/profile", element: <ProfilePage /> },
          { path: "/billing", element: <BillingPage /> },
          { path: "/billing-upgrade", element: <BillingUpgradePage /> },
        ],
      },
      { path: "/events/p/:eventId", element: <PublicEventPage /> },
      { path: "/pricing", element: <PricingPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/cookies", element: <CookiesPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/contactus", element: <ContactPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
