// The message catalogue: every user-facing string the server answers with or the web app
// falls back to (docs/product.md §8). Exact strings are exact.

export const MESSAGES = {
  // fallbacks of the web app when the server gives none
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  notAuthenticated: "Not authenticated",
  updateFailed: "Update failed",
  deleteFailed: "Delete failed",
  errorSendingEmail: "Error sending email",
  resetFailed: "Reset failed",
  failedFetchEvents: "Failed to fetch events",
  failedFetchEvent: "Failed to fetch event",
  failedCreateEvent: "Failed to create event",
  failedUpdateEvent: "Failed to update event",
  failedUpdateStatus: "Failed to update status",
  failedUpdateVisibility: "Failed to update event visibility",
  failedJoinEvent: "Failed to Join Event",
  failedGuestJoinEvent: "Failed to Guest Join Event",
  failedDeleteEvent: "Failed to delete event",
  failedFetchPolls: "Failed to fetch polls",
  failedCreatePoll: "Failed to create poll",
  failedVotePoll: "Failed to vote on poll",
  failedFetchQuestions: "Failed to fetch questions",
  submissionFailed: "Submission failed",
  failedEditQuestion: "Failed to edit question",
  failedVoteQuestion: "Failed to vote on question",
  errorTogglingAnswered: "Error toggling answered",
  errorTogglingHidden: "Error toggling hidden",
  upgradeFailed: "Upgrade failed.",
  failedLaunchPortal: "Failed to launch subscription portal.",
  failedFetchPlanStatus: "Failed to fetch plan status.",
  failedLoadPaymentHistory: "Failed to load payment history",
  failedSendMessage: "Failed to send message",
  noTokenFound: "No token found",
  noUserIdFound: "No user ID found",

  // toasts
  eventStatusUpdated: "Event status updated",
  eventDeleted: "Event deleted successfully",
  failedToDelete: "Failed to delete",
  somethingWentWrong: "Something went wrong",
  failedUpdateVisibilityToast: "Failed to update visibility",
  eventCreated: "Event created!",
  failedCreateEventReason: (reason: string) => `Failed to create event: ${reason}`,
  eventUpdated: "Event updated!",
  failedToUpdate: "Failed to update",
  questionAdded: "Thank you - Your Question has been added to the session",
  failedAddQuestion: "Failed to add question",
  questionDeleted: "Your Question has been Deleted",
  confirmDeleteQuestion: "Are you sure you want to delete this question? This action cannot be undone.",
  inactiveBanner: "You've been inactive for a while. Auto-refresh is paused.",
  resumeActivity: "Resume Activity",
  /** Beside the inactivity banner's Resume: the key that resumes, said (docs/qanda-web.md). */
  inactiveEscapeHint: "Press Escape to resume.",
  questionQueuedOffline: "You're offline. Your question will be sent when you're back online.",
  questionQueuedUnreachable: "We couldn't reach the server. Your question will be sent as soon as we can.",
  questionWaitingToSend: "Will send when you're back online",
  questionsPausedBox: "Questions are paused by the host. You can ask again when they continue.",
  questionsClosedEnded: "This event has ended, so it no longer takes questions.",
  questionsClosedCanceled: "This event was canceled, so it does not take questions.",
  // what the asker and the big screen are told (docs/live-room-web.md, "What the asker is told")
  questionLimitBox: "This event has reached its question limit, so it takes no more questions for now.",
  questionAwaitingReview:
    "Thank you - Your question is waiting for a host's approval. Only you and the hosts see it until then.",
  questionDeclined: (question: string) =>
    `A host declined your question “${question}”, so it was removed. Only you and the hosts ever saw it.`,
  questionHiddenForAuthor: "Only you and the hosts see it now.",
  presenterAsk: "Ask your questions",
  presenterPaused: "Questions are paused",
  presenterPausedLine: "You can ask again when the host continues.",
  presenterFull: "No more questions",
  presenterFullLine: "This event has reached its question limit.",
  presenterEnded: "This event has ended",
  presenterEndedLine: "Thank you for your questions.",
  presenterCanceled: "This event was canceled",
  signedOutElsewhere:
    "You have been signed out. Your password may have been reset, or your account deleted, somewhere else. Please log in again.",
  joinFailed: "Join failed.",
  errorJoiningEvent: "Error joining event.",
  profileUpdated: "Profile updated",
  failedUpdateProfile: "Failed to update profile.",
  accountDeleted: "Account deleted",
  failedDeleteAccount: "Failed to delete account.",
  subscriptionActivated: "Subscription activated!",
  checkoutCanceled: "Checkout canceled.",
  failedFetchSubscriptionStatus: "Failed to fetch subscription status",
  invalidPlanSelection: "Invalid plan selection.",
  unableRetrieveSubscription: "Unable to retrieve subscription info.",

  // server answers
  missingMemberIdOrEmpty: "Missing member id or empty input",
  missingMemberIdOrEmptyDisplay: "Missing member ID or empty input",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  authRequired: "Please log in to continue",
  sessionExpired: "Your session has expired. Please log in again",
  /** 401 with code reauthRequired: the session stays, the change needs the password again. */
  reauthRequired: "Please enter your current password to confirm this change",
  currentPasswordWrong: "That is not your current password",
  forbidden: "You are not allowed to do that",
  notFound: "Not found",
  eventNotFound: "Event not found",
  questionNotFound: "Question not found",
  pollNotFound: "Poll not found",
  pollOptionNotFound: "This option is not part of the poll",
  forgotPasswordSent: "If an account exists for that email, a reset link has been sent.",
  passwordResetDone: "Your password has been reset. You can now log in.",
  resetLinkInvalid: "This reset link is invalid or has expired",
  contactSent: "Thank you for your message. We will get back to you soon.",
  accountDeletedServer: "Your account has been deleted",
  loggedOutEverywhere: "You have been logged out on every device",
  notJson: "Requests must be sent as JSON",
  bodyTooLarge: "The request is too large",
  badUrl: "The address of this request is not valid",
  /** Follows the field's name: "title: must not contain …" (rules/safe-text.ts). */
  unsafeText: "must not contain control characters or broken characters",
  /** The database refused a value (PostgreSQL class 22): the request's fault, not the server's. */
  unstorableValue: "The request contains a value that cannot be stored",
  /** The database refused a change that clashes with stored rows (PostgreSQL class 23). */
  conflictingChange: "This change conflicts with another one. Please reload and try again",
  tooManyRequests: "Too many requests. Please wait a moment and try again",
  internalError: "Something went wrong on our side. Please try again",
  serviceUnavailable: "The service is busy for a moment. Please try again",
  eventFull: "This event is full",
  /** Beside the event form's member limit when it is 0 (docs/events-web.md). */
  noMembersCanJoin: "With 0 members nobody can join this event.",
  questionLimitReached: "This event has reached its question limit",
  pollLimitReached: "This event has reached its poll limit",
  questionsPaused: "Questions are paused by the host",
  eventClosed: "This event is no longer taking questions",
  notAMember: "Join the event to take part",
  guestsNotAllowed: "This event does not allow guest members",
  // the live room (docs/live-room.md)
  anonymousNotAllowed: "This event does not take anonymous questions",
  spotlightNotShown: "Only a question the audience can see can be answered now",
  editAnsweredQuestion: "An answered question can no longer be edited",
  nameTooShort: "A name needs at least 3 characters",
  editWhilePaused: "Questions are paused by the host, so they cannot be edited now",
  editWhenClosed: "This event is no longer taking questions, so they cannot be edited",
  /** The asker's toast after an edit that sent the question back to review (docs/live-room.md). */
  editAwaitsReview: "Question updated. It awaits a host's approval before everyone sees it again",
  editPausedBox: "Questions are paused by the host, so you cannot edit yours now.",
  noAccountForEmail: "There is no account with that e-mail address",
  alreadyHost: "This account already hosts the event",
  hostNotFound: "This account does not host the event",
  creatorStaysHost: "The event's creator stays its host",
  // join codes and the presenter view (docs/live-room-web.md)
  joinCodeMalformed: "A join code has 6 letters and digits, never 0, O, 1, I or L. Check the code on the screen.",
  joinCodeNotFound: "No event has this code. Check the code on the screen and try again.",
  joinCodeNotFoundVisitor:
    "No event has this code. Check the code on the screen, or log in first if the event is private.",
  failedFindEventByCode: "Could not look up the code. Check your connection and try again.",
  failedSpotlight: "Could not change the question answered now.",
  guestTokenRequired: "This guest id is already registered; its guest token is required",
  memberIdMismatch: "memberId does not match the signed-in member",
  limitAbovePlan: (field: string, max: number) => `${field} must be between 0 and ${max} on your plan`,
  paymentsDisabled: "Payments are not enabled on this server",
  invalidPromoCode: "Invalid promo code",
  invalidSignature: "Invalid webhook signature",
  noBillingAccount: "There is no subscription to manage yet. Upgrade to Pro first.",
  subscriptionCancelFailed: "We could not cancel your subscription. Please try again.",
  alreadySubscribed: "You already have an active Pro subscription. Manage it from Billing.",
  // tools against a troll: the per-member question limit, the word filter, bans (docs/moderation.md)
  memberQuestionLimitReached: "You have asked as many questions as this event allows each person",
  bannedFromEvent: "The host has removed you from this event",
  banNotFound: "This removal does not exist, or was already lifted",
  banTargetNotFound: "This person is not part of the event",
  hostCannotBeBanned: "A host cannot be removed from the event",
  alreadyBanned: "This person has already been removed from the event",
  nameBlocked: "This name contains a word the event does not allow. Please choose another name",
  replyBlocked: "This reply contains a word the event does not allow",
  removedNotice: "The host has removed you from this event. You can no longer ask, like or vote here.",
  banAction: "Remove the person who asked",
  banConfirmTitle: "Remove this person from the event?",
  banConfirmText:
    "They leave the event at once, their questions are hidden, and they cannot join, ask, like or vote here again until you lift the removal. If they asked anonymously, you will not learn who they are.",
  banConfirm: "Remove",
  banDone: "The person was removed from the event",
  banFailed: "Could not remove this person.",
  bansTitle: "Removed people",
  bansEmpty: "Nobody has been removed from this event.",
  liftBan: "Let back in",
  liftBanFailed: "Could not lift the removal.",
  banLifted: "They may join the event again",
  flaggedQuestion: (word: string) => `Held by the word filter: the question contains “${word}”`,
  flaggedName: (word: string) => `Held by the word filter: the asker's name contains “${word}”`,
  maxQuestionsPerMemberLabel: "Questions per person",
  maxQuestionsPerMemberHint: "Optional. Leave empty to let each person ask up to the event's question limit.",
  blockedWordsLabel: "Blocked words",
  blockedWordsHint:
    "Optional. One word or phrase per line (up to 100, 40 characters each). Questions containing one wait for your review, and guests cannot join under a name containing one. A list of common swear words always applies.",
  /** The upgrade page, before the form, when the server has no payment provider. */
  paymentsOffNotice:
    "Upgrading is not possible on this server: it does not take payments. Your free plan keeps working as before.",
} as const;

// ---------------------------------------------------------------------------------------------
// The screens' own sentences, grouped by screen: accounts, billing, contact, joining, the
// marketing pages, and the legal pages' texts (LEGAL_TEXTS, a module of their own so that only
// those pages download them). apps/web/src/test/messages-in-catalogue.test.ts holds the web app
// to the catalogue.
// ---------------------------------------------------------------------------------------------

export { LEGAL_TEXTS } from "./legal-texts.ts";

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
  join: {
    intro: "Type the code the host shows on the screen.",
    codeHint: "6 letters and digits, shown by the host on screen.",
  },
  notFound: { explained: "The page you are looking for does not exist or has moved." },
  pricing: {
    intro: "Start free. Upgrade to Pro when your events outgrow it. Payments are not accepted during the beta.",
    thanksPro: "You are on Pro. Thank you for your support.",
    noAccountYet: "No account yet?",
  },
  welcome: {
    intro:
      "Hosts run the room, the audience raises their hand from their phone. Create an event, share the link, and take the questions that matter.",
    joinFromPhone: "Share a link or a QR code. Your audience asks in seconds, with an account or as a guest.",
    questionsLive: "New questions appear as they arrive, and likes show what the room wants answered first.",
    stayInControl: "Hide, answer or remove questions, and pause new ones whenever the stage needs it.",
  },
} as const;
