// A poll on the presenter view: its kind and question in large type, then what the room may see
// now. The view is a host's, so it gets every number and a quiz's answer at once; what reaches the
// screen is decided here (docs/features/polls.md "Results and the presenter view"):
// - results the host has not shown: the count of voters and "Results will appear when the host
//   shows them." (the room sees that people vote, not how);
// - a quiz while people answer: its options and the countdown, no tallies (nobody follows the
//   crowd); once time is up, the tallies; once closed, the correct answer and the leaderboard.
import type { Poll } from "@handraise/contract";
import { BarChart3, Cloud, EyeOff, ListOrdered, MessagesSquare, Star, Trophy } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import { Leaderboard } from "./leaderboard.tsx";
import { OptionList } from "./option-bars.tsx";
import { PollResults } from "./poll-results.tsx";
import { QuizCountdown } from "./quiz-countdown.tsx";
import { useSecondsLeft } from "./use-seconds-left.ts";

const KIND_ICONS = {
  choice: BarChart3,
  wordcloud: Cloud,
  rating: Star,
  ranking: ListOrdered,
  open: MessagesSquare,
  quiz: Trophy,
} as const;

export function PollStage({
  poll,
  eventId,
  backToQuestions,
}: {
  poll: Poll;
  eventId: string;
  backToQuestions: () => void;
}) {
  const t = useT();
  const left = useSecondsLeft(poll);
  const quiz = poll.kind === "quiz";
  const revealed = quiz && poll.status === "closed";
  const answering = quiz && poll.status === "open" && left !== 0;
  // Until the quiz closes the room must not see which answer is right, though the host's view has it.
  const shown: Poll = revealed ? poll : { ...poll, correctOptionIds: undefined };
  const Icon = KIND_ICONS[poll.kind];
  const long = poll.question.length > 140;
  return (
    <section
      aria-labelledby="presenter-poll-heading"
      data-testid="presenter-poll"
      data-poll-id={poll._id}
      className="flex min-h-0 flex-1 flex-col gap-[2vh] rounded-[var(--radius-ui)] bg-white p-[1.6vw] shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <div className="flex shrink-0 items-start justify-between gap-[2vw]">
        <div className="flex min-w-0 flex-col gap-[1vh]">
          <p className="inline-flex items-center gap-[0.5vw] self-start rounded-full bg-accent-50 px-[1vw] py-[0.4vh] text-[clamp(1rem,1.4vw,2.25rem)] font-semibold text-accent-800 ring-1 ring-accent-100">
            <Icon aria-hidden="true" className="size-[1.2em]" />
            {t(`poll-stage.kinds.${poll.kind}`)}
          </p>
          <h2
            id="presenter-poll-heading"
            dir="auto"
            className={`break-words font-semibold leading-tight text-slate-900 ${
              long ? "text-[clamp(1.25rem,2.2vw,3.5rem)]" : "text-[clamp(1.5rem,3vw,5rem)]"
            }`}
          >
            {poll.question}
          </h2>
        </div>
        {quiz && poll.status === "open" && left !== null ? (
          <QuizCountdown left={left} total={poll.secondsToAnswer ?? 0} />
        ) : null}
        {revealed ? (
          <Button variant="secondary" className="shrink-0" onClick={backToQuestions}>
            {t("poll-stage.backToQuestions")}
          </Button>
        ) : null}
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        {answering ? (
          <Answering poll={shown} />
        ) : revealed ? (
          <div className="grid min-h-0 flex-1 grid-cols-1 gap-[2.5vw] lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
            <div className="min-h-0">
              {poll.resultsShown ? <PollResults poll={shown} size="stage" /> : <OptionList poll={shown} size="stage" />}
            </div>
            <Leaderboard eventId={eventId} />
          </div>
        ) : poll.resultsShown ? (
          <PollResults poll={shown} size="stage" />
        ) : (
          <HiddenResults poll={shown} />
        )}
      </div>
    </section>
  );
}

/** A quiz while people answer: how many did, and the options to choose from. */
function Answering({ poll }: { poll: Poll }) {
  return (
    <div className="flex min-h-0 flex-col gap-[2vh]">
      <Voters count={poll.totalVotes ?? 0} />
      <OptionList poll={poll} size="stage" />
    </div>
  );
}

/** Results not shown yet: what the room votes on (the options, if any), and how many have. */
function HiddenResults({ poll }: { poll: Poll }) {
  const t = useT();
  const options = poll.options.length > 0;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-[3vh]" data-testid="results-hidden">
      {options ? <OptionList poll={poll} size="stage" /> : null}
      <div className={`flex flex-col items-center justify-center gap-[1.5vh] text-center ${options ? "" : "flex-1"}`}>
        <EyeOff aria-hidden="true" className="size-[clamp(2.5rem,4.5vw,7rem)] text-slate-400" />
        <p className="text-[clamp(1.25rem,2.4vw,4rem)] font-semibold text-slate-800">{t("poll-stage.hidden")}</p>
        <Voters count={poll.totalVotes ?? 0} />
      </div>
    </div>
  );
}

function Voters({ count }: { count: number }) {
  const t = useT();
  return (
    <p className="text-[clamp(1rem,1.5vw,2.5rem)] text-slate-700" data-testid="poll-voters">
      {t("poll-results.voters", { count })}
    </p>
  );
}
