// Business constants of SPEC.md §9 and the plan limits the server enforces (DECISIONS.md).

export const PLAN_LIMITS = {
  free: { maxMembers: 10, maxQuestions: 5, maxPolls: 1 },
  pro: { maxMembers: 100, maxQuestions: 50, maxPolls: 0 },
} as const;

export type PlanTier = keyof typeof PLAN_LIMITS;

export function planTier(isPro: boolean): PlanTier {
  return isPro ? "pro" : "free";
}

/** Default stepper values of the create-event form. */
export const EVENT_DEFAULTS = { maxMembers: 10, maxPolls: 1, maxQuestions: 5 } as const;

export const PRICES = {
  free: { label: "Free", amount: "£0", per: "mo" },
  proMonthly: { label: "Pro monthly", amount: "£9.99", per: "mo" },
  proYearly: { label: "Pro yearly", amount: "£90", per: "yr", saving: "£30" },
} as const;

export const TIMINGS = {
  consentCookieDays: 365,
  inactivityMs: 6000,
  swipeCloseThresholdPx: 70,
  copiedLabelMs: 2000,
  logoutReloadMs: 50,
  autoRefreshMs: 30_000,
  refreshCountdownSeconds: 5,
  typingFlagMs: 3000,
  searchDebounceMs: 300,
  resetRedirectMs: 2000,
  toastAutoCloseMs: 5000,
} as const;

export const QR_CODE_SIZE = 160;
export const GUEST_NAME_MIN = 3;
export const DESCRIPTION_CLAMP = 160;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const QUESTION_MAX = 500;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
