// The sentences of an event's report page (docs/features/reports.md "The report page"). Part of the
// message catalogue, in a module of its own so that only the report page downloads them.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const REPORT_MESSAGES = {
  loadingReport: "Loading the report…",
  failedFetchReport: "Could not load the report. Please try again.",
  exportWorkbookFailed: "Could not download the workbook. Please try again.",
  eraseFailed: "Could not erase the event's data. Please try again.",
  erased: "The event's questions, likes, favourites, polls and votes were erased.",
  liveNote: "Live: the report follows the event as it runs.",
  nothingYet: "Nothing has happened in this event yet.",
  noTopQuestions: "No question has been asked yet.",
  noPolls: "No poll has run in this event.",
  bucketWidth: (minutes: number) =>
    minutes === 1 ? "Counts per minute." : `Each point counts ${plural(minutes, "minute", "minutes")}.`,
  answeredShare: (answered: number, total: number, percent: number) =>
    `${answered} of ${plural(total, "question", "questions")} answered (${percent}%).`,
  chartSummary: "The same counts as the chart, minute by minute:",
  breakdown: (counts: { members: number; guests: number; hidden: number; awaiting: number; anonymous: number }) =>
    [
      plural(counts.members, "account", "accounts"),
      plural(counts.guests, "guest", "guests"),
      `${counts.hidden} hidden`,
      `${counts.awaiting} awaiting review`,
      `${counts.anonymous} anonymous`,
    ].join(" · "),
  likes: (count: number) => plural(count, "like", "likes"),
  generatedAt: (when: string) => `Report as of ${when}.`,
  eraseTitle: "Erase the event's data",
  eraseWhat:
    "This erases every question of the event with its likes and favourites, and every poll with its votes. It cannot be undone.",
  eraseKeeps: "The event itself, its settings and its members stay.",
} as const;
