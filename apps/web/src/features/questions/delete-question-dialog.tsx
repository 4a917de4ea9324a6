// The confirmation before a question is deleted; a host deleting one awaiting review declines it.
import type { Question } from "@handraise/contract";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { useT } from "../../lib/i18n/translate.ts";

type Props = {
  question: Question | null;
  isHost: boolean;
  /** The delete call is under way. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteQuestionDialog({ question, isHost, deleting, onConfirm, onCancel }: Props) {
  const declines = isHost && question?.awaitingReview;
  const t = useT();
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t(declines ? "questions.deleteDialog.declineTitle" : "questions.deleteDialog.deleteTitle")}
      message={t("messages.confirmDeleteQuestion")}
      confirmLabel={t(declines ? "questions.deleteDialog.decline" : "questions.deleteDialog.delete")}
      onConfirm={onConfirm}
      busy={deleting}
    />
  );
}
