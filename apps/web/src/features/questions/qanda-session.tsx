// The Q&A session of an event page and the host dashboard (docs/product.md §2 "Q&A session"): for the
// audience the question box on top, then search, view, order and refresh, then the live list;
// for hosts the list comes first and their own box folds away beneath it. Everything
// here follows the server: live messages change one question at a time, the list is re-read on
// reconnection and every 30 s, and the host's pause lives on the event.
import { type HandraiseEvent, MESSAGES, type MemberType, type Question, TIMINGS } from "@handraise/contract";
import { ChevronRight, MessageCircleQuestionMark } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAppSelector } from "../../app/hooks.ts";
import { isPhoneWidth } from "../../components/layout/phone-width.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { InactivityBanner } from "../app-settings/inactivity-banner.tsx";
import { BanDialog } from "../bans/ban-dialog.tsx";
import { useSpotlightQuestionMutation } from "../events/api.ts";
import {
  APPROVE_FAILED,
  useApproveQuestionMutation,
  useDeleteQuestionMutation,
  useFavouriteQuestionMutation,
  useLikeQuestionMutation,
  useQuestionsQuery,
  useToggleAnsweredMutation,
  useToggleHiddenMutation,
} from "./api.ts";
import { REVIEW_MESSAGES } from "./awaiting-review.tsx";
import { declinedQuestions } from "./declined-questions.ts";
import { PauseToggle } from "./pause-toggle.tsx";
import { QuestionBox } from "./question-box.tsx";
import { QuestionEditorOnDemand } from "./question-editor-on-demand.tsx";
import { QuestionFeed } from "./question-feed.tsx";
import type { QuestionHandlers, QuestionViewer } from "./question-row-parts.tsx";
import { QuestionTable } from "./question-table.tsx";
import { QuestionToolbar, type QuestionView } from "./question-toolbar.tsx";
import { spotlightFirst } from "./spotlight-first.ts";
import { TriagedQuestions } from "./triaged-questions.tsx";
import { useAutoRefresh } from "./use-auto-refresh.ts";
import { useDebounced } from "./use-debounced.ts";
import { useQuestionLive } from "./use-question-live.ts";
import { useQuestionSubmission } from "./use-question-submission.ts";
import { useTypingFlag } from "./use-typing-flag.ts";
import { type QuestionSort, visibleQuestions } from "./visible-questions.ts";

export type QandASessionProps = {
  event: HandraiseEvent;
  memberType: MemberType;
  /** The member id the viewer acts under (account _id or guestId), if a member or host. */
  memberId: string | undefined;
};

export function QandASession({ event, memberType, memberId }: QandASessionProps) {
  const eventId = event._id;
  const isHost = memberType === "host";
  const canTakePart = memberType !== "non-member" && Boolean(memberId);
  const spotlightQuestionId = event.spotlightQuestionId;
  const viewer: QuestionViewer = useMemo(
    () => ({ memberId, isHost, canTakePart, spotlightQuestionId }),
    [memberId, isHost, canTakePart, spotlightQuestionId],
  );

  // The list of this event, read afresh each time the session opens (the cache is per event).
  const list = useQuestionsQuery(eventId, { refetchOnMountOrArgChange: true });
  const { refetch } = list;
  const isInactive = useAppSelector((s) => s.appSettings.isInactive);
  // The host's pause is the event's, as its cache entry holds it (kept live there, events/api.ts).
  const paused = event.questionsPaused;
  const closedReason = questionsClosedReason(event);
  const [likeQuestion] = useLikeQuestionMutation();
  const [favouriteQuestion] = useFavouriteQuestionMutation();
  const [toggleAnswered] = useToggleAnsweredMutation();
  const [toggleHidden] = useToggleHiddenMutation();
  const [deleteQuestion] = useDeleteQuestionMutation();
  const [approveQuestion] = useApproveQuestionMutation();
  const [spotlightQuestion] = useSpotlightQuestionMutation();

  const [draft, setDraft] = useState("");
  // "Ask anonymously" stays as the asker left it for the next question.
  const [anonymous, setAnonymous] = useState(false);
  const { isTyping, markTyping } = useTypingFlag();
  const [search, setSearch] = useState("");
  const query = useDebounced(search, TIMINGS.searchDebounceMs);
  // The table is the host's view on a laptop; on a phone everyone starts with the feed, which
  // carries the same host actions in a card that fits (the table stacks its rows there too).
  const [view, setView] = useState<QuestionView>(() => (isHost && !isPhoneWidth() ? "table" : "feed"));
  const [sort, setSort] = useState<QuestionSort>("newest");
  const [announcement, setAnnouncement] = useState("");
  const [manualRefresh, setManualRefresh] = useState(false);

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const { countdown, restartCycle } = useAutoRefresh(reload, isTyping || isInactive);

  const refreshNow = async () => {
    restartCycle();
    setManualRefresh(true);
    const result = await refetch();
    setManualRefresh(false);
    if (result.isError) notify.error(failureMessage(result.error, MESSAGES.failedFetchQuestions));
  };

  const submission = useQuestionSubmission(eventId, memberId, (content) => {
    // A refused question comes back to the box unless something new was typed meanwhile.
    setDraft((current) => (current.trim() ? current : content));
  });
  const submit = async () => {
    const content = draft;
    const result = await submission.submit(content, { anonymous });
    if (result === "invalid") return;
    setDraft((current) => (current === content ? "" : current));
    if (result === "refused") setDraft((current) => (current.trim() ? current : content));
  };

  useQuestionLive(eventId, {
    shown: list.data,
    onNewQuestion: (question: Question) => {
      setAnnouncement(
        question.awaitingReview
          ? `New question awaiting review from ${question.creator.name}: ${question.content}`
          : `New question from ${question.creator.name}: ${question.content}`,
      );
      // One of ours arrived while its answer was lost: the retry (same key) settles it now.
      if (question.createdBy === memberId && submission.waiting.length > 0) void submission.flush();
    },
    onPublished: (question: Question) => {
      setAnnouncement(`Question approved, everyone can see it now: ${question.content}`);
      if (!isHost && question.createdBy === memberId) notify.success(REVIEW_MESSAGES.yoursApproved);
    },
    // The list itself is read again by its cache entry (api.ts).
    onRejoined: () => {
      void submission.flush();
    },
  });

  // Moderation: one call at a time per question, results as toasts of docs/product.md §8.
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const [toBan, setToBan] = useState<Question | null>(null);
  /** The one question whose reply editor is open (hosts). */
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** The asker's own question open in the editor. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const withBusy = async (questionId: string, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(questionId));
    try {
      await work();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(questionId);
        return next;
      });
    }
  };
  const handlers: QuestionHandlers = {
    onToggleSpotlight: isHost
      ? (q) =>
          void withBusy(q._id, async () => {
            const on = spotlightQuestionId !== q._id;
            const result = await spotlightQuestion({ questionId: q._id, on });
            if (result.error) notify.error(failureMessage(result.error, MESSAGES.failedSpotlight));
          })
      : undefined,
    busyIds,
    onLike: (q) => {
      if (memberId && canTakePart) void likeQuestion({ eventId, questionId: q._id, memberId });
    },
    onFavourite: (q) => {
      if (memberId && canTakePart) void favouriteQuestion({ eventId, questionId: q._id, memberId });
    },
    onToggleAnswered: (q) =>
      void withBusy(q._id, async () => {
        const result = await toggleAnswered({ eventId, questionId: q._id, memberId: memberId ?? "" });
        if (result.error) notify.error(failureMessage(result.error, MESSAGES.errorTogglingAnswered));
      }),
    onToggleHidden: (q) =>
      void withBusy(q._id, async () => {
        const result = await toggleHidden({ eventId, questionId: q._id, memberId: memberId ?? "" });
        if (result.error) notify.error(failureMessage(result.error, MESSAGES.errorTogglingHidden));
      }),
    onDelete: (q) => setToDelete(q),
    onBan: isHost ? (q) => setToBan(q) : undefined,
    onApprove: isHost
      ? (q) =>
          void withBusy(q._id, async () => {
            const result = await approveQuestion({ eventId, questionId: q._id });
            if (result.error) notify.error(failureMessage(result.error, APPROVE_FAILED));
            else notify.success(REVIEW_MESSAGES.approved);
          })
      : undefined,
    onEdit: canTakePart ? (q) => setEditingId(q._id) : undefined,
    replyingTo,
    onReply: (q) => setReplyingTo((open) => (open === q._id ? null : q._id)),
    onReplyClosed: (q) => {
      setReplyingTo(null);
      focusReplyButton(q._id);
    },
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    const declining = isHost && toDelete.awaitingReview;
    deletedHere.current.add(toDelete._id);
    setDeleting(true);
    const result = await deleteQuestion({ eventId, questionId: toDelete._id });
    setDeleting(false);
    setToDelete(null);
    if (!result.error) notify.success(declining ? REVIEW_MESSAGES.declined : MESSAGES.questionDeleted);
    else notify.error(MESSAGES.deleteFailed);
  };

  const items = list.data;
  // A host declined one of the asker's awaiting questions: it left their list, live or on a
  // re-read, and they are the only one of the audience who saw it, so they are told.
  const deletedHere = useRef(new Set<string>());
  const before = useRef(items);
  useEffect(() => {
    const declined = isHost ? [] : declinedQuestions(before.current, items, memberId, deletedHere.current);
    before.current = items;
    for (const question of declined) {
      const message = MESSAGES.questionDeclined(shortened(question.content));
      notify.info(message);
      setAnnouncement(message);
    }
  }, [items, isHost, memberId]);
  // The editor follows the question live, and closes if it goes (deleted, hidden).
  const editing = (editingId !== null && items?.find((q) => q._id === editingId)) || null;
  const shown = useMemo(
    () => spotlightFirst(visibleQuestions(items ?? [], { isHost, query, sort, memberId }), spotlightQuestionId),
    [items, isHost, query, sort, spotlightQuestionId, memberId],
  );
  const firstLoad = items === undefined;
  const loading = list.isFetching || list.isUninitialized;
  const error = list.isError ? failureMessage(list.error, MESSAGES.failedFetchQuestions) : null;

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
          Q&amp;A
        </h2>
        {isHost ? <PauseToggle eventId={eventId} paused={paused} closed={closedReason !== null} /> : null}
      </div>

      {isHost ? null : questionBox}

      <QuestionToolbar
        search={search}
        onSearch={setSearch}
        onTyping={markTyping}
        view={view}
        onView={setView}
        sort={sort}
        onSort={setSort}
        onRefresh={refreshNow}
        refreshing={manualRefresh}
        countdown={countdown}
      />

      {firstLoad && loading ? (
        <p className="text-slate-700">Loading questions…</p>
      ) : firstLoad && error ? (
        <Card className="flex flex-col items-start gap-3">
          <p className="text-slate-800">{error}</p>
          <Button variant="secondary" onClick={refreshNow}>
            Try again
          </Button>
        </Card>
      ) : (
        <TriagedQuestions
          shown={shown}
          all={items ?? []}
          isHost={isHost}
          memberId={memberId}
          maxQuestions={event.maxQuestions}
          empty={<EmptyQuestions isHost={isHost} canTakePart={canTakePart} query={query} />}
          renderList={(questions) =>
            view === "table" ? (
              <QuestionTable questions={questions} query={query} viewer={viewer} handlers={handlers} />
            ) : (
              <QuestionFeed questions={questions} query={query} viewer={viewer} handlers={handlers} />
            )
          }
        />
      )}

      {isHost && canTakePart ? (
        <HostQuestionBox waiting={submission.waiting.length}>{questionBox}</HostQuestionBox>
      ) : null}

      <div aria-live="polite" className="sr-only" data-testid="question-announcer">
        {announcement}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={isHost && toDelete?.awaitingReview ? "Decline question" : "Delete question"}
        message={MESSAGES.confirmDeleteQuestion}
        confirmLabel={isHost && toDelete?.awaitingReview ? "Decline" : "Delete"}
        onConfirm={confirmDelete}
        busy={deleting}
      />
      <QuestionEditorOnDemand question={editing} onClose={() => setEditingId(null)} event={event} />
      {isHost ? <BanDialog eventId={eventId} question={toBan} onClose={() => setToBan(null)} /> : null}
    </section>
  );
}

/**
 * The host's own question box comes after the list and starts folded: the audience's questions
 * are what the host watches (docs/product.md §11). It opens by itself while a question of the host's waits.
 */
function HostQuestionBox({ waiting, children }: { waiting: number; children: ReactNode }) {
  return (
    <details
      open={waiting > 0 || undefined}
      className="group rounded-[var(--radius-ui)] bg-white shadow-[var(--shadow-ui)] ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-medium text-slate-800">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Ask a question yourself
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

/** A question named in a toast: its first words, so the toast stays short. */
function shortened(content: string): string {
  const text = content.trim().replace(/\s+/g, " ");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** A closed reply editor gives the focus back to the button that opened it (still in the row). */
function focusReplyButton(questionId: string) {
  const row = document.querySelector(`[data-question-id="${CSS.escape(questionId)}"]`);
  row?.querySelector<HTMLButtonElement>('button[aria-label="Reply"], button[aria-label="Edit reply"]')?.focus();
}

/** Ended and canceled events take no questions (the server answers 409), whatever the pause says. */
function questionsClosedReason(event: HandraiseEvent): string | null {
  if (event.status === "ended") return MESSAGES.questionsClosedEnded;
  if (event.status === "canceled") return MESSAGES.questionsClosedCanceled;
  return null;
}

/** Empty states teach (docs/product.md §11): an empty event tells the audience how to ask. */
function EmptyQuestions({ isHost, canTakePart, query }: { isHost: boolean; canTakePart: boolean; query: string }) {
  const text = query.trim()
    ? `No questions match "${query.trim()}".`
    : isHost
      ? "Questions from your audience appear here the moment they are asked. Share the event link or QR code so people can join and ask."
      : canTakePart
        ? "Be the first: type your question in the box above and press Ask."
        : "Join the event to ask the first question.";
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircleQuestionMark aria-hidden="true" className="size-8 text-accent-600" />
      <p className="font-medium text-slate-900">{query.trim() ? "No matches" : "No questions yet"}</p>
      <p className="max-w-prose text-slate-700">{text}</p>
    </Card>
  );
}
