// The sentences of a poll's results, wherever they are shown (host's panel, phone, presenter
// view). Part of the message catalogue, in a module of its own so that only pages that show
// polls download them.

export const POLL_RESULTS_MESSAGES = {
  hidden: "Results are hidden until the host shows them.",
  voters: (count: number) => (count === 1 ? "1 person voted." : `${count} people voted.`),
};
