// A poll's results as every screen shows them: the host's panel and the audience's phone
// ("compact"), and the presenter view ("stage", sized for the back of a hall). One drawing per
// kind, each with a text alternative: the numbers are written out beside bars, and charts drawn
// only for the eye (the word cloud, the rating's columns) carry a visually hidden table. While
// results are hidden from the viewer (the server sent no numbers), it says so instead, under a
// closed quiz's options with its correct answer marked.
// Plain HTML and CSS, no charting library: bars, columns and a grid of words need none, and the
// phone's page stays light (docs/features/polls.md "Results and the presenter view").
import type { Poll } from "@handraise/contract";
import { useT } from "../../../lib/i18n/translate.ts";
import { AnswerWall } from "./answer-wall.tsx";
import { OptionBars, OptionList } from "./option-bars.tsx";
import { RankingResults } from "./ranking-results.tsx";
import { RatingResults } from "./rating-results.tsx";
import { RESULTS_TYPE, type ResultsSize } from "./results-size.ts";
import { WordCloud } from "./word-cloud.tsx";

export type { ResultsSize } from "./results-size.ts";

export function PollResults({ poll, size = "compact" }: { poll: Poll; size?: ResultsSize }) {
  const t = useT();
  const type = RESULTS_TYPE[size];
  if (poll.totalVotes === null) {
    // A closed quiz still tells its answer when its tallies stay hidden.
    const hidden = <p className={`text-slate-700 ${type.labelSize}`}>{t("poll-results.hidden")}</p>;
    if (!poll.correctOptionIds) return hidden;
    return (
      <div className="flex flex-col gap-3">
        <OptionList poll={poll} size={size} />
        {hidden}
      </div>
    );
  }
  const stage = size === "stage";
  return (
    <div data-testid="poll-results" className={`flex flex-col ${stage ? "h-full min-h-0 gap-[2vh]" : "gap-3"}`}>
      <p className={`text-slate-700 ${type.small}`} data-testid="poll-voters">
        {t("poll-results.voters", { count: poll.totalVotes })}
      </p>
      <div className={stage ? "min-h-0 flex-1" : ""}>
        <KindResults poll={poll} size={size} />
      </div>
    </div>
  );
}

function KindResults({ poll, size }: { poll: Poll; size: ResultsSize }) {
  switch (poll.kind) {
    case "wordcloud":
      return <WordCloud poll={poll} size={size} />;
    case "rating":
      return <RatingResults poll={poll} size={size} />;
    case "ranking":
      return <RankingResults poll={poll} size={size} />;
    case "open":
      return <AnswerWall poll={poll} size={size} />;
    default:
      return <OptionBars poll={poll} size={size} />;
  }
}
