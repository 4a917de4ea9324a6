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
// marketing and legal pages (apps/web/src/test/messages-in-catalogue.test.ts holds the web app
// to the catalogue). Legal texts are paragraphs, or lists of items; `[words](/path)` is a link
// within the site and `**word**` a name shown in bold (features/legal/legal-page.tsx).
// ---------------------------------------------------------------------------------------------

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
  privacy: [
    {
      heading: "Who we are",
      body: "Handraise is a live event Q&A service, currently in beta. This policy explains what information we keep when you use it, why we keep it, and the choices you have.",
    },
    {
      heading: "What we collect",
      body: [
        "Account details you give us: display name, email address, optional company name, and your password, which we store only as a secure hash.",
        "What you create: events, the questions you ask, and your likes and favourites.",
        "If you join as a guest: the name you choose and a random guest identifier kept on your device.",
        "Messages you send through the contact form.",
        "For paid plans: your plan, its status and payment records. Card details are handled by our payment provider and never reach our servers.",
      ],
    },
    {
      heading: "How we use it",
      body: "We use this information only to run the service: to sign you in, show your events and questions to the people taking part, send password reset emails, answer your messages and manage your plan. We do not sell your data and we do not use it for advertising.",
    },
    {
      heading: "Who can see what",
      body: "Questions you post, with your display name or guest name, are visible to the hosts and the audience of that event. Hosts of an event can see its member list. Public events can be viewed by anyone with the link.",
    },
    {
      heading: "Beta data",
      body: "While Handraise is in beta, all data will be wiped before launch. Please do not rely on it to keep anything you cannot afford to lose.",
    },
    {
      heading: "Your rights",
      body: "You can see and correct your details on your profile page, and delete your account there at any time, which removes your personal details. For any other request, for example a copy of your data, write to us through the [contact form](/contactus).",
    },
    {
      heading: "Cookies and local storage",
      body: "See our [cookie policy](/cookies) for what we store on your device.",
    },
  ],
  terms: [
    {
      heading: "Using Handraise",
      body: "By creating an account, joining an event or otherwise using Handraise you agree to these terms. If you do not agree, please do not use the service.",
    },
    {
      heading: "A beta service",
      body: "Handraise is in beta. It is offered as it is, may change or be unavailable at times, and all data will be wiped before launch. Payments are not accepted during the beta.",
    },
    {
      heading: "Your account",
      body: "Keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what is done with it.",
    },
    {
      heading: "What you post",
      body: "You keep the rights to the questions and events you create, and you allow us to show them to the people taking part in the event. Do not post anything unlawful, abusive, or that infringes the rights of others. Hosts may hide or delete questions in their events, and we may remove content or accounts that break these terms.",
    },
    {
      heading: "Hosts",
      body: "Hosts are responsible for their events: who they invite, whether guests may join, and how questions are moderated.",
    },
    {
      heading: "Paid plans",
      body: "When paid plans open, Pro subscriptions renew automatically until cancelled, and can be managed or cancelled at any time from the billing page. Prices are shown on the pricing page.",
    },
    {
      heading: "Liability",
      body: "To the extent the law allows, we are not liable for indirect losses or for loss of data arising from the use of the beta. Nothing in these terms limits rights you have by law.",
    },
    {
      heading: "Contact",
      body: "Questions about these terms? Write to us through the [contact form](/contactus).",
    },
  ],
  cookies: [
    {
      heading: "Our approach",
      body: "Handraise uses only what it needs to work. We use no advertising or tracking cookies and no third-party analytics.",
    },
    {
      heading: "The cookie we set",
      body: "**cookieConsent** remembers that you accepted this notice, so the banner does not appear again. It lasts one year.",
    },
    {
      heading: "What we keep in your browser's storage",
      body: [
        "Your sign-in session (a token and your basic profile), so you stay logged in. Logging out removes it.",
        "If you join an event as a guest: your guest name and identifier, so you can return to the event.",
        "A note that you have seen the beta notice.",
      ],
    },
    {
      heading: "Payments",
      body: "When you upgrade, you are taken to our payment provider's checkout page, which may set its own cookies needed for secure payment. Those are governed by the provider's own policy.",
    },
    {
      heading: "Your choices",
      body: "You can delete cookies and site data in your browser settings at any time. Without the session storage you will need to log in again.",
    },
  ],
} as const;
