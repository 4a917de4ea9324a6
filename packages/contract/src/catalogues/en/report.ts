// The sentences of an event's report page (docs/features/reports.md "The report page"). Part of the
// message catalogue, in a module of its own so that only the report page downloads them.

export const REPORT_MESSAGES = {
  eventReport: "Event report",
  hostDashboard: "Host dashboard",
  print: "Print",
  downloadExcel: "Download Excel",
  eraseData: "Erase data",
  tryAgain: "Try again",
  /** The event could not be read: {error} is the failure's own sentence. */
  error: "Error: {error}",
  loadingReport: "Loading the report…",
  failedFetchReport: "Could not load the report. Please try again.",
  exportWorkbookFailed: "Could not download the workbook. Please try again.",
  eraseFailed: "Could not erase the event's data. Please try again.",
  erased: "The event's questions, likes, favourites, polls and votes were erased.",
  liveNote: "Live: the report follows the event as it runs.",
  /** The page's sections, in order. */
  sections: {
    glance: "At a glance",
    activity: "Activity over time",
    topQuestions: "Top questions",
    polls: "Polls",
  },
  /** The headline figures' labels. */
  figures: {
    participants: "Participants",
    askers: "Askers",
    voters: "Voters",
    questions: "Questions",
    answered: "Answered",
    likes: "Likes",
  },
  /** The chart's series, in its legend and as its table's columns. */
  series: {
    joins: "Joins",
    questions: "Questions",
    likes: "Likes",
    votes: "Votes",
  },
  /** The chart's table: the column of each bucket's start. */
  from: "From",
  /** A top question the hosts marked answered. */
  answered: "Answered",
  nothingYet: "Nothing has happened in this event yet.",
  noTopQuestions: "No question has been asked yet.",
  noPolls: "No poll has run in this event.",
  bucketWidth:
    "{minutes, plural, =1 {Counts per minute.} one {Each point counts # minute.} other {Each point counts # minutes.}}",
  answeredShare:
    "{answered, number} of {total, plural, one {# question} other {# questions}} answered ({percent, number}%).",
  chartSummary: "The same counts as the chart, minute by minute:",
  breakdown:
    "{members, plural, one {# account} other {# accounts}} · {guests, plural, one {# guest} other {# guests}} · {hidden, plural, one {# hidden} other {# hidden}} · {awaiting, plural, one {# awaiting review} other {# awaiting review}} · {anonymous, plural, one {# anonymous} other {# anonymous}}",
  likes: "{count, plural, one {# like} other {# likes}}",
  /** {when}: the date and time the report was read, in the page's language. */
  generatedAt: "Report as of {when}.",
  eraseTitle: "Erase the event's data",
  eraseWhat:
    "This erases every question of the event with its likes and favourites, and every poll with its votes. It cannot be undone.",
  eraseKeeps: "The event itself, its settings and its members stay.",
} as const;
