// The sentences of the account, billing and contact screens, grouped by screen. Part of the
// message catalogue (messages.ts exports it), in a module of its own so that the pages a visitor
// opens first (public-page-messages.ts) do not download them.

export const SCREEN_MESSAGES = {
  login: {
    intro: "Welcome back. Log in to host events and take part in Q&A.",
    forgotPassword: "Forgot your password?",
    newHere: "New to Handraise?",
  },
  signup: {
    intro: "Create a free account to host events and join them.",
    haveAccount: "Already have an account?",
  },
  /** Beneath a new password's field (signup, reset). */
  passwordHint: (min: number) => `At least ${min} characters.`,
  forgotPassword: { intro: "Enter the email of your account and we will send you a reset link." },
  resetPassword: { intro: "Choose a new password for your account." },
  profile: {
    newPasswordHint: (min: number) => `Leave blank to keep your current password. At least ${min} characters.`,
  },
  deleteAccount: {
    explained: "Deleting your account removes your profile and signs you out on every device.",
    confirmTitle: "Delete your account?",
    confirmText: "Are you sure you want to delete your account? This cannot be undone.",
  },
  contact: {
    intro: "Questions, feedback on the beta, or a problem to report: write to us and we will reply by email.",
  },
  upgrade: {
    proActive: "Your subscription is active. Change or cancel it from the subscription portal.",
    proOffer: (members: number, questions: number) =>
      `${members} members and ${questions} questions per event, unlimited events, moderation tools and priority email support.`,
  },
  receipts: { none: "No payment history found." },
} as const;
