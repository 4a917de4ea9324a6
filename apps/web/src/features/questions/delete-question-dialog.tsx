// The confirmation before a question is deleted; a host deleting one awaiting review declines it.
import { MESSAGES, type Question } from "@handraise/contract";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";

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
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={declines ? "Decline question" : "Delete question"}
      message={MESSAGES.confirmDeleteQuestion}
      confirmLabel={declines ? "Decline" : "Delete"}
      onConfirm={onConfirm}
      busy={deleting}
    />
  );
}
