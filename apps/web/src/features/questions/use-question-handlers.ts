// What the buttons of a question row do (docs/product.md §8 toasts): reactions, moderation one
// call at a time per question, and the questions the delete, ban, reply and edit dialogs are
// open for. Which buttons a viewer gets is question-actions.ts's answer, not this hook's.
import type { Question } from "@handraise/contract";
import { useState } from "react";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useSpotlightQuestionMutation } from "../events/api.ts";
import {
  useApproveQuestionMutation,
  useDeleteQuestionMutation,
  useFavouriteQuestionMutation,
  useLikeQuestionMutation,
  useToggleAnsweredMutation,
  useToggleHiddenMutation,
} from "./api.ts";
import type { QuestionViewer } from "./question-actions.ts";
import type { QuestionHandlers } from "./question-row-parts.tsx";

type Options = {
  eventId: string;
  viewer: QuestionViewer;
  /** Told before a delete goes out, so its leaving the list is not announced as a decline. */
  onDeleting: (questionId: string) => void;
};

export function useQuestionHandlers({ eventId, viewer, onDeleting }: Options) {
  const { memberId, isHost, canTakePart, spotlightQuestionId } = viewer;
  const t = useT();
  const [likeQuestion] = useLikeQuestionMutation();
  const [favouriteQuestion] = useFavouriteQuestionMutation();
  const [toggleAnswered] = useToggleAnsweredMutation();
  const [toggleHidden] = useToggleHiddenMutation();
  const [deleteQuestion, deletion] = useDeleteQuestionMutation();
  const [approveQuestion] = useApproveQuestionMutation();
  const [spotlightQuestion] = useSpotlightQuestionMutation();

  // Several rows may each have a call under way at once, which one mutation hook's isLoading
  // (the latest call only) cannot tell apart: the ids are kept here, one call per question.
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const [toBan, setToBan] = useState<Question | null>(null);
  /** The one question whose reply editor is open (hosts). */
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  /** The asker's own question open in the editor. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const withPending = async (questionId: string, work: () => Promise<void>) => {
    setPendingIds((ids) => new Set(ids).add(questionId));
    try {
      await work();
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(questionId);
        return next;
      });
    }
  };
  const handlers: QuestionHandlers = {
    onToggleSpotlight: (q) =>
      void withPending(q._id, async () => {
        const on = spotlightQuestionId !== q._id;
        const result = await spotlightQuestion({ questionId: q._id, on });
        if (result.error) notify.error(failureMessage(result.error, t("messages.failedSpotlight")));
      }),
    pendingIds,
    onLike: (q) => {
      if (memberId && canTakePart) void likeQuestion({ eventId, questionId: q._id, memberId });
    },
    onFavourite: (q) => {
      if (memberId && canTakePart) void favouriteQuestion({ eventId, questionId: q._id, memberId });
    },
    onToggleAnswered: (q) =>
      void withPending(q._id, async () => {
        const result = await toggleAnswered({ eventId, questionId: q._id, memberId: memberId ?? "" });
        if (result.error) notify.error(failureMessage(result.error, t("messages.errorTogglingAnswered")));
      }),
    onToggleHidden: (q) =>
      void withPending(q._id, async () => {
        const result = await toggleHidden({ eventId, questionId: q._id, memberId: memberId ?? "" });
        if (result.error) notify.error(failureMessage(result.error, t("messages.errorTogglingHidden")));
      }),
    onDelete: (q) => setToDelete(q),
    onBan: (q) => setToBan(q),
    onApprove: (q) =>
      void withPending(q._id, async () => {
        const result = await approveQuestion({ eventId, questionId: q._id });
        if (result.error) notify.error(failureMessage(result.error, t("messages.approveFailed")));
        else notify.success(t("messages.reviewApproved"));
      }),
    onEdit: (q) => setEditingId(q._id),
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
    onDeleting(toDelete._id);
    const result = await deleteQuestion({ eventId, questionId: toDelete._id });
    setToDelete(null);
    if (!result.error) notify.success(t(declining ? "messages.reviewDeclined" : "messages.questionDeleted"));
    else notify.error(t("messages.deleteFailed"));
  };

  return {
    handlers,
    deleteDialog: {
      question: toDelete,
      deleting: deletion.isLoading,
      onConfirm: confirmDelete,
      onCancel: () => setToDelete(null),
    },
    toBan,
    closeBan: () => setToBan(null),
    editingId,
    closeEditor: () => setEditingId(null),
  };
}

/** A closed reply editor gives the focus back to the button that opened it (still in the row). */
function focusReplyButton(questionId: string) {
  const row = document.querySelector(`[data-question-id="${CSS.escape(questionId)}"]`);
  row?.querySelector<HTMLButtonElement>('button[data-action="reply"]')?.focus();
}
