// The confirmation before a poll is deleted with its votes.
import type { Poll } from "@handraise/contract";
import { ConfirmDialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../lib/i18n/translate.ts";

type Props = {
  poll: Poll | null;
  /** The delete call is under way. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeletePollDialog({ poll, deleting, onConfirm, onCancel }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      open={poll !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t("poll-host.deleteTitle")}
      message={t("poll-host.confirmDelete")}
      confirmLabel={t("poll-host.delete")}
      onConfirm={onConfirm}
      busy={deleting}
    />
  );
}
