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
  failedUpdatePoll: "Could not change the poll. Please try again.",
  failedDeletePoll: "Could not delete the poll. Please try again.",
  failedFetchLeaderboard: "Could not load the leaderboard. Please try again.",
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
  /** Beside the inactivity banner's Resume: the key that resumes, said (docs/features/questions.md). */
  inactiveEscapeHint: "Press Escape to resume.",
  questionQueuedOffline: "You're offline. Your question will be sent when you're back online.",
  questionQueuedUnreachable: "We couldn't reach the server. Your question will be sent as soon as we can.",
  questionWaitingToSend: "Will send when you're back online",
  questionsPausedBox: "Questions are paused by the host. You can ask again when they continue.",
  questionsClosedEnded: "This event has ended, so it no longer takes questions.",
  questionsClosedCanceled: "This event was canceled, so it does not take questions.",
  // what the asker and the big screen are told (docs/features/questions.md, "What the asker is told")
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

  // ---- the screens of events, questions, the presenter view and bans (web) ----
  // events: the dashboard, the host's page, the event form, hosts, joining, sharing
  loadingEvents: "Loading events...",
  loadingEvent: "Loading event...",
  checkingAccess: "Checking access...",
  checkingHostPermissions: "Checking host permissions...",
  noHostedEvents: "Host a live Q&A: your audience joins from a link or a QR code and asks from their phones.",
  noJoinedEvents: "Events you join from a link or QR code appear here.",
  confirmDeleteEvent: "Are you sure you want to delete this event? This cannot be undone.",
  eventUnavailableHint: "It may have been made private or deleted, or the link is wrong. Ask the host for a new link.",
  noLongerHost: "You no longer host this event. Here is the audience's view.",
  exportFailed: "Could not download the questions. Please try again.",
  chooseDateAndTime: "Choose a date and a time",
  moderateQuestionsHint: "New questions wait for a host to approve them; only hosts and the asker see them until then.",
  allowAnonymousHint: "Members may ask without their name being shown to anyone, hosts included.",
  questionShareRange: (max: number) => `Enter a whole number from 1 to ${max}, or leave it empty`,
  blockedWordTooLong: (start: string, max: number) => `“${start}…” is longer than ${max} characters`,
  tooManyBlockedWords: (max: number) => `At most ${max} blocked words`,
  hostsIntroCreator:
    "Co-hosts moderate, reply and edit the event like you. Only you delete the event and choose its hosts.",
  hostsIntroCoHost: "Co-hosts moderate, reply and edit the event. Only the event's creator chooses its hosts.",
  confirmRemoveHost: (name: string) =>
    `Remove ${name} as a host? They can no longer moderate this event; their account stays.`,
  hostRemoved: (name: string) => `${name} no longer hosts this event.`,
  hostAdded: (name: string) => `${name} now co-hosts this event.`,
  coHostAdded: "Co-host added.",
  enterHostEmail: "Enter the e-mail address of their Handraise account.",
  addHostHint: "They need a Handraise account with this e-mail address.",
  alreadyJoined: "You've already joined this event.",
  guestNameHint: (min: number) => `At least ${min} characters, shown beside your questions.`,
  sharePublicNotice: "This event is publicly accessible. Anyone with the link can view it.",
  sharePrivateNotice:
    "This event is private: the public link does not open it. Signed-in users with the event page link can.",
  visibilityPublicHint: "Public: anyone with the public link can view it.",
  visibilityPrivateHint: "Private: the public link does not open it; signed-in users with the link can.",
  visibilitySavedPublic: "Saved: the event is now public.",
  visibilitySavedPrivate: "Saved: the event is now private.",
  // questions: the box, the list, review, the editors
  questionTooLong: (max: number) => `A question can be at most ${max} characters`,
  replyTooLong: (max: number) => `A reply can be at most ${max} characters`,
  joinToAsk: "Join the event to ask a question.",
  questionBoxHintAnonymous: (max: number) =>
    `Up to ${max} characters. Your name is not shown to anyone, hosts included.`,
  questionBoxHintNamed: (max: number) =>
    `Up to ${max} characters. Everyone at the event sees your question with your name.`,
  questionBoxReviewed: "A host approves each question before everyone sees it.",
  questionPlaceholder: "Type your question…",
  askedAnonymously: "Asked anonymously.",
  untickToAskWithName: "Untick to ask with your name.",
  loadingQuestions: "Loading questions…",
  noQuestionsMatch: (query: string) => `No questions match "${query}".`,
  noQuestionsHost:
    "Questions from your audience appear here the moment they are asked. Share the event link or QR code so people can join and ask.",
  noQuestionsMember: "Be the first: type your question in the box above and press Ask.",
  noQuestionsVisitor: "Join the event to ask the first question.",
  nothingUnderAll: "No questions yet.",
  nothingUnderPending: "No question is waiting for an answer.",
  nothingUnderAnswered: "No question has been answered yet.",
  nothingUnderMine: "You have not asked a question here yet.",
  nothingUnderHidden: "No question is hidden.",
  nothingUnderAwaiting: "No question is waiting for review.",
  refreshingIn: "Refreshing in...",
  hiddenByHost: "Hidden by a host",
  awaitingReviewForAuthor: "Only you and the hosts see it until a host approves it.",
  awaitingReviewIntro:
    "Only hosts and each asker see these. Approve to publish a question to everyone, or decline to delete it.",
  /** Results of moderation, as toasts (docs/product.md §8 has none for these actions). */
  reviewApproved: "Question approved: everyone can see it now",
  reviewDeclined: "Question declined",
  reviewYoursApproved: "A host approved your question: everyone can see it now",
  questionUpdated: "Your question has been updated",
  emptyEdit: "Type your question before saving.",
  editHint: (max: number) => `Up to ${max} characters. You can edit it until a host marks it answered.`,
  editBackToReview: "Saving sends it back to a host, who approves it before everyone sees it again.",
  answeredWhileEditing: "A host has just marked this question answered, so it can no longer be edited.",
  openingReplyEditor: "Opening the reply editor…",
  replyHint: "Shown under the question to everyone who can see it, with your name. Save it empty to remove it.",
  confirmRemoveReply: "Remove this reply? Nobody will see it any more.",
  replySaved: "Reply saved.",
  replyRemoved: "Reply removed.",
  // the presenter view
  presenterNoQuestionsAsk: "No questions waiting. Scan the code to ask one.",
  presenterNoQuestions: "No questions waiting.",
  presenterLoadFailed: "The questions could not be loaded. They appear as soon as the connection is back.",
  // ---- end of the screens of events, questions, the presenter view and bans ----

  // server answers
  missingMemberIdOrEmpty: "Missing member id or empty input",
  missingMemberIdOrEmptyDisplay: "Missing member ID or empty input",
  /** 401 with code reauthRequired: the session stays, the change needs the password again. */
  reauthRequired: "Please enter your current password to confirm this change",
  notFound: "Not found",
  // polls of every kind (issue 19, docs/features/polls.md); a 400 names its field first
  pollOptionsRequired: "options: a choice, ranking or quiz poll needs 2 to 10 options",
  pollOptionsRefused: "options: only a choice, ranking or quiz poll takes options",
  pollFieldRefused: (field: string) => `${field}: this kind of poll does not take it`,
  pollCorrectOptionsRequired: "correctOptions: a quiz needs at least one correct option",
  pollCorrectOptionsOutOfRange: "correctOptions: each must be the index of one of the options",
  pollDeleted: "Poll deleted",
  /** Follows the field's name: "title: must not contain …" (rules/safe-text.ts). */
  unsafeText: "must not contain control characters or broken characters",
  /** Beside the event form's member limit when it is 0 (docs/features/events.md). */
  noMembersCanJoin: "With 0 members nobody can join this event.",
  questionLimitReached: "This event has reached its question limit",
  questionsPaused: "Questions are paused by the host",
  // the live room (docs/features/questions.md)
  anonymousNotAllowed: "This event does not take anonymous questions",
  nameTooShort: "A name needs at least 3 characters",
  editWhilePaused: "Questions are paused by the host, so they cannot be edited now",
  editWhenClosed: "This event is no longer taking questions, so they cannot be edited",
  /** The asker's toast after an edit that sent the question back to review (docs/features/questions.md). */
  editAwaitsReview: "Question updated. It awaits a host's approval before everyone sees it again",
  // join codes and the presenter view (docs/features/questions.md)
  joinCodeMalformed: "A join code has 6 letters and digits, never 0, O, 1, I or L. Check the code on the screen.",
  joinCodeNotFound: "No event has this code. Check the code on the screen and try again.",
  joinCodeNotFoundVisitor:
    "No event has this code. Check the code on the screen, or log in first if the event is private.",
  failedFindEventByCode: "Could not look up the code. Check your connection and try again.",
  failedSpotlight: "Could not change the question answered now.",
  paymentsDisabled: "Payments are not enabled on this server",
  alreadySubscribed: "You already have an active Pro subscription. Manage it from Billing.",
  // tools against a troll: the per-member question limit, the word filter, bans (docs/features/moderation.md)
  removedNotice: "The host has removed you from this event. You can no longer ask, like or vote here.",
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
  // fallbacks of the web app for calls docs/product.md §8 has no message for (co-hosts, review, replies)
  hostsChangeFailed: "Could not change the hosts. Please try again.",
  approveFailed: "Could not approve the question. Please try again.",
  replyFailed: "Could not save the reply. Please try again.",
} as const;

// ---------------------------------------------------------------------------------------------
// The screens' own sentences (intros, hints, notices), grouped by screen: accounts, billing and
// contact (SCREEN_MESSAGES); welcome, joining, pricing and 404 (PUBLIC_PAGE_MESSAGES); the legal
// pages' texts (LEGAL_TEXTS). Each is a module of its own, so that a page downloads only the
// sentences of its kind, not those of every page as it does MESSAGES'. apps/web/src/test/messages-in-catalogue.test.ts holds the web app to the catalogue.
// ---------------------------------------------------------------------------------------------

export { ANSWER_MESSAGES } from "./answer-messages.ts";
export { LEGAL_TEXTS } from "./legal-texts.ts";
export { POLL_AUDIENCE_MESSAGES } from "./poll-audience-messages.ts";
export { POLL_HOST_MESSAGES } from "./poll-host-messages.ts";
export { POLL_RESULTS_MESSAGES } from "./poll-results-messages.ts";
export { POLL_STAGE_MESSAGES } from "./poll-stage-messages.ts";
export { PUBLIC_PAGE_MESSAGES } from "./public-page-messages.ts";
export { REPORT_MESSAGES } from "./report-messages.ts";
export { SCREEN_MESSAGES } from "./screen-messages.ts";
