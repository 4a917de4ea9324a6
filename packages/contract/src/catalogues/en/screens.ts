// The sentences of the account, billing and contact screens, grouped by screen. Part of the
// message catalogue (namespace `screens`), in a module of its own so that the pages a visitor
// opens first (public-pages) do not download them.

export const SCREEN_MESSAGES = {
  /** The account forms' fields (login, signup, profile, password reset, contact). */
  fields: {
    displayName: "Display name",
    email: "Email",
    password: "Password",
    companyName: "Company name (optional)",
    newPassword: "New password",
    currentPassword: "Current password",
    name: "Name",
    message: "Message",
  },
  login: {
    title: "Login",
    intro: "Welcome back. Log in to host events and take part in Q&A.",
    submit: "Login",
    forgotPassword: "Forgot your password?",
    newHere: "New to Handraise?",
    signUp: "Sign Up",
  },
  signup: {
    title: "Sign Up",
    intro: "Create a free account to host events and join them.",
    submit: "Sign Up",
    haveAccount: "Already have an account?",
    logIn: "Login",
  },
  /** Beneath a new password's field (signup, reset). */
  passwordHint: "At least {min} characters.",
  backToLogin: "Back to Login",
  forgotPassword: {
    title: "Forgot password",
    intro: "Enter the email of your account and we will send you a reset link.",
    submit: "Send reset link",
  },
  resetPassword: {
    title: "Reset password",
    intro: "Choose a new password for your account.",
    submit: "Reset password",
  },
  profile: {
    title: "Profile",
    details: "Your details",
    newPasswordHint: "Leave blank to keep your current password. At least {min} characters.",
    save: "Save changes",
  },
  /** Asked before a sensitive change when the session signed in long ago. */
  passwordPrompt: { title: "Confirm it is you" },
  deleteAccount: {
    title: "Delete account",
    explained: "Deleting your account removes your profile and signs you out on every device.",
    confirmTitle: "Delete your account?",
    confirmText: "Are you sure you want to delete your account? This cannot be undone.",
    confirm: "Delete account",
  },
  contact: {
    title: "Contact Us",
    intro: "Questions, feedback on the beta, or a problem to report: write to us and we will reply by email.",
    send: "Send message",
  },
  billing: {
    title: "Billing",
    currentPlan: "Current plan",
    plan: "Plan",
    status: "Status",
    renewsOrEnds: "Renews or ends on",
    endDate: "End date",
    manage: "Manage subscription",
    upgrade: "Upgrade to Pro",
    /** A plan's name (plan ids of the contract). */
    plans: { free: "Free", pro: "Pro", proMonthly: "Pro monthly", proYearly: "Pro yearly" },
    /** A subscription's or a payment's status as Stripe names it. */
    statuses: {
      free: "Free",
      active: "Active",
      trialing: "Trialing",
      past_due: "Past due",
      canceled: "Canceled",
      incomplete: "Incomplete",
      incomplete_expired: "Incomplete expired",
      unpaid: "Unpaid",
      paused: "Paused",
      paid: "Paid",
      open: "Open",
      draft: "Draft",
      void: "Void",
      uncollectible: "Uncollectible",
    },
  },
  upgrade: {
    title: "Upgrade to Pro",
    onPro: "You are on Pro",
    proActive: "Your subscription is active. Change or cancel it from the subscription portal.",
    proOffer:
      "{members} members and {questions} questions per event, unlimited events, moderation tools and priority email support.",
    interval: "Billing interval",
    perMonth: "{amount}/mo",
    perYear: "{amount}/yr",
    saving: "Saves {saving} a year",
    promoCode: "Promo code",
    optional: "Optional",
    submit: "Continue to checkout",
  },
  receipts: {
    title: "Receipts",
    none: "No payment history found.",
    list: "Payment history",
    userDeleted: "User deleted",
    view: "View receipt",
    newTab: "(opens in a new tab)",
  },
} as const;
