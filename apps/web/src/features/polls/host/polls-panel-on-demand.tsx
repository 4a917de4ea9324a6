// The dashboard's Polls panel, fetched when the dashboard shows it: polls add only this wrapper to
// the host page's first download (docs/features/polls.md "The host's Polls panel").
import { onDemand } from "../../../components/ui/on-demand.tsx";

export const PollsPanelOnDemand = onDemand(() => import("./polls-panel.tsx").then((module) => module.PollsPanel));
