// The audience's poll section, downloaded once the event page shows: the poll calls, their
// schemas, the controls and the results stay out of the page's first paint (its budget,
// docs/PERFORMANCE.md), in two steps (audience-poll-loader.ts). onDemand rather than React.lazy:
// no Suspense reveal on a timer, which a paused test clock would hold (components/ui/on-demand.tsx).
import { onDemand } from "../../../components/ui/on-demand.tsx";
import type { AudiencePollProps } from "./audience-poll.tsx";

export const AudiencePollOnDemand = onDemand<AudiencePollProps>(() =>
  import("./audience-poll-loader.ts").then((loader) => loader.loadAudiencePoll()),
);
