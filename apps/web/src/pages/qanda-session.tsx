// The Q&A session of an event page and the host dashboard (docs/product.md §2 "Q&A session"): for the
// audience the question box on top, then search, view, order and refresh, then the live list;
// for hosts the list comes first and their own box folds away beneath it. Everything
// here follows the server: live messages change one question at a time, the list is re-read on
// reconnection and every 30 s, and the host's pause lives on the event. This file composes the
// session; each of its jobs has its own file (docs/features/questions.md).
import type { HandraiseEvent, MemberType, MessageKey, Question } from "@handraise/contract";
import { useMemo } from "react";
import { notify } from "../components/ui/toast.ts";
import { InactivityBanner } from "../features/app-settings/inactivity-banner.tsx";
import { BanDialog } from "../features/bans/ban-dialog.tsx";
import { DeleteQuestionDialog } from "../features/questions/delete-question-dialog.tsx";
import { HostQuestionBox } from "../features/questions/host-question-box.tsx";
import { PauseToggle } from "../features/questions/pause-toggle.tsx";
import type { QuestionViewer } from "../features/questions/question-actions.ts";
import { QuestionAnnouncer } from "../features/questions/question-announcer.tsx";
import { QuestionBox } from "../features/questions/question-box.tsx";
import { QuestionEditorOnDemand } from "../features/questions/question-editor-on-demand.tsx";
import { QuestionToolbar } from "../features/questions/question-toolbar.tsx";
import { SessionQuestionList } from "../features/questions/session-question-list.tsx";
import { useQuestionAnnouncer } from "../features/questions/use-question-announcer.ts";
import { useQuestionDraft } from "../features/questions/use-question-draft.ts";
import { useQuestionHandlers } from "../features/questions/use-question-handlers.ts";
import { useQuestionLive } from "../features/questions/use-question-live.ts";
import { useSessionQuestions } from "../features/questions/use-session-questions.ts";
import { useTypingFlag } from "../features/questions/use-typing-flag.ts";
import { useT } from "../lib/i18n/translate.ts";

export type QandASessionProps = {
  event: HandraiseEvent;
  memberType: MemberType;
  /** The member id the viewer acts under (account _id or guestId), if a member or host. */
  memberId: string | undefined;
};

export function QandASession({ event, memberType, memberId }: QandASessionProps) {
  const eventId = event._id;
  const t = useT();
  const isHost = memberType === "host";
  const canTakePart = memberType !== "non-member" && Boolean(memberId);
  const spotlightQuestionId = event.spotlightQuestionId;
  const viewer: QuestionViewer = useMemo(
    () => ({ memberId, isHost, canTakePart, spotlightQuestionId }),
    [memberId, isHost, canTakePart, spotlightQuestionId],
  );
  // The host's pause is the event's, as its cache entry holds it (kept live there, events/api.ts).
  const paused = event.questionsPaused;
  const closedKey = questionsClosedReason(event);
  const closedReason = closedKey ? t(closedKey) : null;

  const { isTyping, markTyping } = useTypingFlag();
  const list = useSessionQuestions(eventId, viewer, isTyping);
  const { draft, setDraft, anonymous, setAnonymous, submit, submission } = useQuestionDraft(eventId, memberId);
  const announcer = useQuestionAnnouncer({ items: list.items, isHost, memberId });
  const actions = useQuestionHandlers({ eventId, viewer, onDeleting: announcer.markDeletedHere });

  useQuestionLive(eventId, {
    shown: list.items,
    onNewQuestion: (question: Question) => {
      announcer.announceNew(question);
      // One of ours arrived while its answer was lost: the retry (same key) settles it now.
      if (question.createdBy === memberId && submission.waiting.length > 0) void submission.flush();
    },
    onPublished: (question: Question) => {
      announcer.announcePublished(question);
      if (!isHost && question.createdBy === memberId) notify.success(t("messages.reviewYoursApproved"));
    },
    // The list itself is read again by its cache entry (api.ts).
    onRejoined: () => {
      void submission.flush();
    },
  });

  // The editor follows the question live, and closes if it goes (deleted, hidden).
  const editing = (actions.editingId !== null && list.items?.find((q) => q._id === actions.editingId)) || null;

  const questionBox = (
    <QuestionBox
      eventId={eventId}
      value={draft}
      onChange={setDraft}
      onTyping={markTyping}
      onSubmit={submit}
      canTakePart={canTakePart}
      paused={paused}
      closedReason={closedReason}
      limitReached={event.questionLimitReached}
      waiting={submission.waiting}
      onDiscard={submission.discard}
      allowAnonymous={event.allowAnonymous}
      anonymous={anonymous}
      onAnonymousChange={setAnonymous}
      reviewed={event.moderateQuestions}
    />
  );

  return (
    <section aria-labelledby="qanda-heading" className="flex flex-col gap-4">
      <InactivityBanner />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="qanda-heading" className="text-xl font-semibold">
          {t("questions.session.heading")}
        </h2>
        {isHost ? <PauseToggle eventId={eventId} paused={paused} closed={closedReason !== null} /> : null}
      </div>

      {isHost ? null : questionBox}

      <QuestionToolbar
        search={list.search}
        onSearch={list.setSearch}
        onTyping={markTyping}
        view={list.view}
        onView={list.setView}
        sort={list.sort}
        onSort={list.setSort}
        onRefresh={list.refreshNow}
        refreshing={list.manualRefresh}
        countdown={list.countdown}
      />

      <SessionQuestionList list={list} viewer={viewer} handlers={actions.handlers} maxQuestions={event.maxQuestions} />

      {isHost && canTakePart ? (
        <HostQuestionBox waiting={submission.waiting.length}>{questionBox}</HostQuestionBox>
      ) : null}

      <QuestionAnnouncer announcement={announcer.announcement} />

      <DeleteQuestionDialog isHost={isHost} {...actions.deleteDialog} />
      <QuestionEditorOnDemand question={editing} onClose={actions.closeEditor} event={event} />
      {isHost ? <BanDialog eventId={eventId} question={actions.toBan} onClose={actions.closeBan} /> : null}
    </section>
  );
}

/** Ended and canceled events take no questions (the server answers 409), whatever the pause says. */
function questionsClosedReason(event: HandraiseEvent): MessageKey | null {
  if (event.status === "ended") return "messages.questionsClosedEnded";
  if (event.status === "canceled") return "messages.questionsClosedCanceled";
  return null;
}
