// The frame of every page and the pieces every screen shares: top bar, footer, banners, dialogs,
// forms' common words, the language and theme switches.
export const COMMON_MESSAGES = {
  productName: "Handraise",
  skipToContent: "Skip to content",
  loading: "Loading...",
  back: "Back",
  cancel: "Cancel",
  close: "Close",
  /** The two plans as a badge names them (account panel, profile). */
  planFree: "Free",
  planPro: "Pro",
  topBar: {
    beta: "BETA MODE",
    nav: "Main",
    pricing: "Pricing",
    login: "Login",
  },
  accountPanel: {
    open: "Open account menu",
    close: "Close account menu",
    description: "Account menu",
    /** The panel's title when the account has no display name. */
    unnamed: "User",
    nav: "Account",
    profile: "Profile",
    billing: "Billing",
    logout: "Logout",
  },
  footer: {
    nav: "Legal and contact",
    privacy: "Privacy",
    terms: "T&C",
    contact: "Contact Us",
    copyright: "© {year} Handraise. All rights reserved.",
  },
  language: {
    label: "Language",
    notSaved: "Your language could not be saved on your account.",
  },
  cookieBanner: {
    label: "Cookie notice",
    text: "We use cookies to enhance your user experience. By using our website, you agree to our use of cookies.",
    learnMore: "Learn more.",
    accept: "Accept",
  },
  betaNotice: {
    title: "Beta Mode",
    intro: "Handraise is in beta. Thank you for trying it early.",
    wiped: "All data will be wiped before launch.",
    noPayments: "Payments are not accepted yet.",
    feedback: "Feedback is very welcome: send it through the <0>Contact Us</0> link.",
    gotIt: "Got it",
  },
  inactivity: { label: "Inactivity" },
} as const;
