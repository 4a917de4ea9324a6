// The confirmation before a poll is deleted with its votes.
import { POLL_HOST_MESSAGES, type Poll } from "@handraise/contract";
import { ConfirmDialog } from "../../../components/ui/dialog.tsx";

type Props = {
  poll: Poll | null;
  /** The delete call is under way. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeletePollDialog({ poll, deleting, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={poll !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={POLL_HOST_MESSAGES.deleteTitle}
      message={POLL_HOST_MESSAGES.confirmDelete}
      confirmLabel={POLL_HOST_MESSAGES.delete}
      onConfirm={onConfirm}
      busy={deleting}
    />
  );
}
