// Removing the author of a question (hosts), confirmed first: the dialog says what follows, also
// that an anonymous asker stays unknown (docs/features/moderation.md).
import type { Question } from "@handraise/contract";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useBanMemberMutation } from "./api.ts";

export function BanDialog({
  eventId,
  question,
  onClose,
}: {
  eventId: string;
  /** The question whose author would be removed; null: closed. */
  question: Question | null;
  onClose: () => void;
}) {
  const [banMember, banning] = useBanMemberMutation();
  const t = useT();
  const confirm = async () => {
    if (!question) return;
    const result = await banMember({ eventId, body: { questionId: question._id } });
    onClose();
    if (result.error) notify.error(failureMessage(result.error, t("messages.banFailed")));
    else notify.success(t("messages.banDone"));
  };
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("messages.banConfirmTitle")}
      message={t("messages.banConfirmText")}
      confirmLabel={t("messages.banConfirm")}
      onConfirm={() => void confirm()}
      busy={banning.isLoading}
    />
  );
}
