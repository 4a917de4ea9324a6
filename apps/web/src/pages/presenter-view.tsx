// The presenter view at /events/:id/present (docs/features/presenter.md): the event on a projector,
// for hosts only, the way the host dashboard lets them in. Everything here is the cache every
// other page reads (the event and its question list), kept live by their cache entries, so a
// question asked, liked, hidden or put on screen anywhere shows here without a reload. It never
// dims: the inactivity overlay belongs to the pages with the auto-refresh countdown, and this
// view has neither; it holds a screen wake lock instead. While a poll is open it takes the place
// of the questions (docs/features/polls.md "Results and the presenter view"); the polls' calls
// and drawings are downloaded on demand, right after this page's own code, with their words.
// The view speaks the event's language when the host chose one (presenter-i18n.tsx), whatever
// the language of the laptop that opened it, and lays itself out in that language's direction.
import { directionOf, isLocale } from "@handraise/contract";
import { Maximize, Minimize } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useAppSelector } from "../app/hooks.ts";
import { Button } from "../components/ui/button.tsx";
import { onDemand } from "../components/ui/on-demand.tsx";
import { ConnectionIndicator } from "../features/events/connection-indicator.tsx";
import { LoadingEvent } from "../features/events/event-states.tsx";
import { useCurrentEvent } from "../features/events/use-current-event.ts";
import { useMemberType } from "../features/events/use-member-type.ts";
import type { PollOnScreen } from "../features/polls/results/presenter-polls.tsx";
import { JoinPanel } from "../features/presenter/join-panel.tsx";
import {
  eventLanguage,
  PRESENTER_POLL_NAMESPACES,
  PresenterI18n,
  useLoadMessages,
} from "../features/presenter/presenter-i18n.tsx";
import { SpotlightPanel, TopQuestions } from "../features/presenter/presenter-questions.tsx";
import { PresenterThemeSwitch } from "../features/presenter/presenter-theme.tsx";
import { spotlightedQuestion, TOP_MOST, topQuestions } from "../features/presenter/top-questions.ts";
import { useFullscreen } from "../features/presenter/use-fullscreen.ts";
import { usePresenterTheme } from "../features/presenter/use-presenter-theme.ts";
import { useScreenWakeLock } from "../features/presenter/use-screen-wake-lock.ts";
import { useQuestionsQuery } from "../features/questions/api.ts";
import { type AskingState, askingState } from "../lib/asking-state.ts";
import { useFormat, useT } from "../lib/i18n/translate.ts";

const PresenterPolls = onDemand(() =>
  import("../features/polls/results/presenter-polls.tsx").then((module) => module.PresenterPolls),
);

export function PresenterView({ eventId }: { eventId: string }) {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const { event, error, notFound } = useCurrentEvent(eventId);
  const memberType = useMemberType(event);
  const t = useT();
  // The host's look for this event's screen (dark unless chosen), from the first render on.
  usePresenterTheme(eventId);

  // Not a host, or no such event: as on the host dashboard, the start page.
  if (notFound) return <Navigate to="/" replace />;
  if (!event) {
    return (
      <main className="p-8">
        {error ? (
          <p role="alert" className="text-red-800">
            {t("presenter.error", { error })}
          </p>
        ) : (
          <LoadingEvent label={t("messages.checkingAccess")} />
        )}
      </main>
    );
  }
  if (!userId || !memberType)
    return (
      <main className="p-8">
        <LoadingEvent label={t("messages.checkingHostPermissions")} />
      </main>
    );
  if (memberType !== "host") return <Navigate to="/" replace />;
  return (
    <PresenterI18n
      language={eventLanguage(event)}
      placeholder={
        <main className="p-8">
          <LoadingEvent />
        </main>
      }
    >
      <PresenterScreen
        eventId={event._id}
        title={event.title}
        code={event.code}
        spotlightId={event.spotlightQuestionId}
        asking={askingState(event)}
      />
    </PresenterI18n>
  );
}

function PresenterScreen({
  eventId,
  title,
  code,
  spotlightId,
  asking,
}: {
  eventId: string;
  title: string;
  code: string;
  spotlightId: string | null;
  asking: AskingState;
}) {
  useScreenWakeLock();
  const fullscreen = useFullscreen();
  const t = useT();
  // The view's own language (the event's, or the app's), on its root for direction and fonts.
  const { locale } = useFormat();
  const language = isLocale(locale) ? locale : "en";
  // The hosts' list, read afresh when the view opens and kept live by its cache entry.
  const list = useQuestionsQuery(eventId, { refetchOnMountOrArgChange: true });
  const questions = list.data ?? [];
  const spotlighted = spotlightedQuestion(questions, spotlightId);
  // As many as could fit without a question on screen; the list then keeps the whole cards that fit.
  const top = topQuestions(questions, spotlighted?._id, TOP_MOST);

  const questionsPart = (
    <div className="flex min-h-0 flex-1 flex-col gap-[2.5vh]">
      {/* Announced politely, so a screen reader on the host's laptop hears the change too. */}
      <div aria-live="polite">{spotlighted ? <SpotlightPanel question={spotlighted} /> : null}</div>
      {list.isError && !list.data ? (
        <p role="alert" className="text-[clamp(1rem,1.5vw,2.5rem)] text-red-800">
          {t("messages.presenterLoadFailed")}
        </p>
      ) : (
        <TopQuestions questions={top} asking={asking} />
      )}
    </div>
  );
  // The poll on screen, if any, takes the questions' place; the way in stays beside it.
  const screen = (poll: PollOnScreen) => (
    <div className="grid min-h-0 flex-1 grid-cols-1 gap-[2vw] md:grid-cols-[minmax(0,2.1fr)_minmax(0,1fr)]">
      <div className="flex min-h-0 flex-col">
        <p aria-live="polite" className="sr-only">
          {poll ? t("poll-stage.pollOnScreen", { question: poll.question }) : ""}
        </p>
        {poll ? poll.stage : questionsPart}
      </div>
      <JoinPanel code={code} asking={asking} voting={poll !== null} />
    </div>
  );

  return (
    <main
      lang={language}
      dir={directionOf(language)}
      className="flex h-dvh flex-col gap-[2vh] overflow-hidden bg-slate-50 p-[2vw] text-slate-900"
    >
      <header className="flex shrink-0 items-center justify-between gap-4">
        <h1 dir="auto" className="min-w-0 truncate text-[clamp(1.5rem,2.4vw,4rem)] font-semibold tracking-tight">
          {title}
        </h1>
        <div className="flex shrink-0 items-center gap-3">
          <ConnectionIndicator />
          {/* The look of the view on the projector, the host's choice for this event. */}
          <PresenterThemeSwitch eventId={eventId} />
          {fullscreen.supported ? (
            fullscreen.on ? (
              <Button variant="secondary" onClick={() => void fullscreen.leave()}>
                <Minimize aria-hidden="true" className="size-4" />
                {t("presenter.exitFullScreen")}
              </Button>
            ) : (
              <Button variant="secondary" onClick={fullscreen.enter}>
                <Maximize aria-hidden="true" className="size-4" />
                {t("presenter.fullScreen")}
              </Button>
            )
          ) : null}
        </div>
      </header>
      <WithPolls eventId={eventId} screen={screen} />
    </main>
  );
}

/**
 * The screen without polls until their code is in (a moment after the page's), then with them.
 * Their words come with their code, in the view's language (its own i18n instance).
 */
function WithPolls({ eventId, screen }: { eventId: string; screen: (poll: PollOnScreen) => ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  const loadMessages = useLoadMessages();
  useEffect(() => {
    let mounted = true;
    Promise.all([PresenterPolls.load(), loadMessages(PRESENTER_POLL_NAMESPACES)]).then(
      () => mounted && setLoaded(true),
      (error: unknown) => console.warn("could not load the polls of the presenter view", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadMessages]);
  return loaded ? <PresenterPolls eventId={eventId} screen={screen} /> : screen(null);
}
