// The dashboard's Polls panel, fetched when the dashboard shows it: polls add only this wrapper to
// the host page's first download (docs/features/polls.md "The host's Polls panel"). Its sentences
// (poll-host, poll-results) load with its code, in the page's language.
import { onDemand } from "../../../components/ui/on-demand.tsx";
import { loadMessages } from "../../../lib/i18n/locale.ts";

export const PollsPanelOnDemand = onDemand(() =>
  Promise.all([import("./polls-panel.tsx"), loadMessages(["poll-host", "poll-results"])]).then(
    ([module]) => module.PollsPanel,
  ),
);
