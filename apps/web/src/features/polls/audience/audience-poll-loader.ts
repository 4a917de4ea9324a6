// The second step of loading the poll section (audience-poll-on-demand.tsx). The page itself
// imports only this small module: the list of chunks the section needs, which the bundler writes
// beside each dynamic import, is written here, after the first paint, not into the page's code.
// The section's sentences load with it, in the page's language.
import { loadMessages } from "../../../lib/i18n/locale.ts";

export const loadAudiencePoll = () =>
  Promise.all([import("./audience-poll.tsx"), loadMessages(["poll-audience", "poll-results"])]).then(
    ([module]) => module.AudiencePoll,
  );
