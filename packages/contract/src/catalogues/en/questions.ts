// The screens of questions: the box, the list, its filters and search, review, replies and the
// host's tools on each question (labels beside the sentences of messages.ts).
export const QUESTIONS_MESSAGES = {
  session: {
    heading: "Q&A",
    /** On the host dashboard: opens the presenter view (its own words are presenter.ts's). */
    presenterView: "Presenter view",
  },
  box: {
    formLabel: "Ask a question",
    fieldLabel: "Your question",
    ask: "Ask",
    askAnonymously: "Ask anonymously",
    anonymousRefused: "This event does not take anonymous questions. Untick to ask with your name.",
    waitingList: "Questions waiting to send",
    sending: "Sending…",
    discard: "Discard",
    discardLabel: "Discard waiting question",
    /** The host's own box, folded under the list. */
    hostBox: "Ask a question yourself",
  },
  asker: {
    askedAnonymously: "you asked anonymously",
  },
  toolbar: {
    search: "Search questions",
    view: "View",
    feed: "Feed",
    table: "Table",
    sort: "Sort",
    newest: "Newest",
    mostLiked: "Most liked",
    /** The last seconds before an automatic refresh of the list. */
    refreshingIn: "Refreshing in... {seconds}",
    refreshNow: "Refresh Now",
  },
  list: {
    label: "Questions",
    tryAgain: "Try again",
    noMatches: "No matches",
    noQuestionsYet: "No questions yet",
    status: "Status",
    question: "Question",
    askedBy: "Asked by",
    actions: "Actions",
  },
  filters: {
    legend: "Show questions",
    show: "Show",
    all: "All",
    pending: "Pending",
    answered: "Answered",
    mine: "Mine",
    hidden: "Hidden",
    awaiting: "Awaiting review",
    nothingUnder: "Nothing under “{filter}”",
    showAll: "Show all questions",
  },
  limit: {
    used: "{used} of {max, plural, one {# question} other {# questions}} used",
    usedFull: "{used} of {max, plural, one {# question} other {# questions}} used · the limit is reached",
  },
  marks: {
    answered: "Answered",
    pending: "Pending",
    hidden: "(Hidden)",
    nowAnswering: "Now answering",
    awaitingReview: "Awaiting review",
  },
  review: {
    heading: "Awaiting review ({count})",
  },
  actions: {
    like: "Like, {count, plural, one {# like} other {# likes}}",
    favourite: "Favourite, {count, plural, one {# favourite} other {# favourites}}",
    approve: "Approve",
    reply: "Reply",
    editReply: "Edit reply",
    markPending: "Mark as pending",
    markAnswered: "Mark as answered",
    hide: "Hide",
    unhide: "Unhide",
    nowAnswering: "Now answering",
    removePerson: "Remove the person who asked",
    edit: "Edit question",
    decline: "Decline",
    delete: "Delete question",
  },
  deleteDialog: {
    declineTitle: "Decline question",
    deleteTitle: "Delete question",
    decline: "Decline",
    delete: "Delete",
  },
  pause: {
    closed: "Questions closed",
    paused: "Questions paused",
    open: "Questions open",
    continue: "Continue Q's",
    pause: "Pause Q's",
  },
  editor: {
    title: "Edit your question",
    cancel: "Cancel",
    save: "Save",
  },
  reply: {
    /** Over a host's reply: <0> holds the host's name. */
    from: "Reply from <0>{name}</0>",
    formLabel: "Reply to the question",
    fieldLabel: "Your reply",
    remove: "Remove reply",
    cancel: "Cancel",
    save: "Save reply",
  },
  /** What a screen reader hears when the list changes live. */
  announce: {
    newQuestion: "New question from {name}: {question}",
    newAwaiting: "New question awaiting review from {name}: {question}",
    approved: "Question approved, everyone can see it now: {question}",
  },
} as const;
