// Business constants of docs/product.md §9 and the plan limits the server enforces (docs/product.md §10).

export const PLAN_LIMITS = {
  free: { maxMembers: 10, maxQuestions: 5, maxPolls: 3 },
  pro: { maxMembers: 100, maxQuestions: 50, maxPolls: 50 },
} as const;

export type PlanTier = keyof typeof PLAN_LIMITS;

export function planTier(isPro: boolean): PlanTier {
  return isPro ? "pro" : "free";
}

/**
 * The most polls an event may allow, by the creator's plan (issue 19, docs/features/polls.md): Free 3,
 * Pro 50; a Pro host is never allowed less than a Free one (docs/SECURITY.md "Limits").
 */
export const POLL_CEILING = {
  free: PLAN_LIMITS.free.maxPolls,
  pro: PLAN_LIMITS.pro.maxPolls,
} as const satisfies Record<PlanTier, number>;

/** The three limits a plan puts on each event. */
export type PlanLimit = { maxMembers: number; maxQuestions: number; maxPolls: number };
export type PlanLimits = Record<PlanTier, PlanLimit>;

/**
 * What each plan allows per event when the operator sets nothing (PLAN_LIMITS,
 * docs/CONFIGURATION.md): the product's numbers (docs/product.md §9), and the poll ceiling for polls.
 */
export const DEFAULT_PLAN_LIMITS: PlanLimits = {
  free: {
    maxMembers: PLAN_LIMITS.free.maxMembers,
    maxQuestions: PLAN_LIMITS.free.maxQuestions,
    maxPolls: POLL_CEILING.free,
  },
  pro: {
    maxMembers: PLAN_LIMITS.pro.maxMembers,
    maxQuestions: PLAN_LIMITS.pro.maxQuestions,
    maxPolls: POLL_CEILING.pro,
  },
};

/** The most an operator may allow per event, so a typo cannot ask for a billion rows. */
export const PLAN_LIMIT_CEILING: PlanLimit = { maxMembers: 100_000, maxQuestions: 100_000, maxPolls: 1_000 };

/** Default stepper values of the create-event form. */
export const EVENT_DEFAULTS = { maxMembers: 10, maxPolls: 3, maxQuestions: 5 } as const;

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
/** One rule for every name a person goes by: a profile's display name and a guest's name. */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 80;
/** the product's guest (docs/product.md) name minimum: the display-name rule. */
export const GUEST_NAME_MIN = DISPLAY_NAME_MIN;
export const DESCRIPTION_CLAMP = 160;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const QUESTION_MAX = 500;
/** A host's reply under a question (docs/features/questions.md). */
export const REPLY_MAX = 1000;
/** A host's own blocked words of an event (docs/features/moderation.md): how many, and how long each. */
export const BLOCKED_WORDS_MAX = 100;
export const BLOCKED_WORD_MAX_LENGTH = 40;

/** A join code as looked up (docs/features/events.md "Join codes"): room for one typed with spaces or dashes. */
export const JOIN_CODE_TYPED_MAX_LENGTH = 16;
/** The most a host may set as one person's share of an event's questions. */
export const QUESTIONS_PER_MEMBER_MAX = 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Rate limits per minute (docs/SECURITY.md "Limits"). Each costly call counts per client
 * address and per account (or target e-mail, member, guest). Per address is generous, because
 * hundreds of phones on a venue's Wi-Fi share one address; per account is tight.
 */
export const RATE_LIMITS = {
  windowMs: 60_000,
  /** Every API call, per address. */
  general: { perAddress: 3000 },
  login: { perAccount: 10, perAddress: 100 },
  register: { perAccount: 5, perAddress: 100 },
  forgotPassword: { perAccount: 3, perAddress: 100 },
  resetPassword: { perAccount: 10, perAddress: 100 },
  contact: { perAccount: 3, perAddress: 30 },
  askQuestion: { perAccount: 20, perAddress: 600 },
  joinEvent: { perAccount: 30, perAddress: 1000 },
  guestJoinEvent: { perAccount: 30, perAddress: 1000 },
  /** Looking an event up by its join code: per address, so codes cannot be guessed in bulk. */
  findEventByCode: { perAccount: 30, perAddress: 300 },
  /**
   * New guest identities (a guestId's first join) from one address into one event: what one
   * queue at a door lets in, about one person every two seconds (docs/SECURITY.md "Limits").
   */
  newGuest: { perAddressAndEvent: 30 },
  /**
   * A profile change or deletion confirmed with `currentPassword` (docs/features/accounts.md
   * "Re-authentication"): as tight as a login, so a borrowed session cannot guess the password.
   */
  confirmPassword: { perAccount: 10, perAddress: 100 },
} as const;

export type LimitedCall = Exclude<keyof typeof RATE_LIMITS, "windowMs" | "general" | "newGuest">;
export const LIMITED_CALLS = Object.keys(RATE_LIMITS).filter(
  (key): key is LimitedCall => key !== "windowMs" && key !== "general" && key !== "newGuest",
);
