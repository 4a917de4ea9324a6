// The host's inline reply editor: at most REPLY_MAX characters, checked by the contract's reply
// schema; saving empty text, or "Remove reply" (confirmed), takes the reply down. A refusal is
// shown under the field and the text stays. Escape or Cancel closes without saving.
import { isBlank, type Question, REPLY_MAX, replyBodySchema } from "@handraise/contract";
import { type KeyboardEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { TextArea } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { useReplyToQuestionMutation } from "./api.ts";

export function ReplyEditor({ question, onClose }: { question: Question; onClose: () => void }) {
  const [replyToQuestion, replying] = useReplyToQuestionMutation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const t = useT();
  const format = useFormat();
  // A character count, in the page's digits and without grouping ("1000/1000").
  const counter = (n: number) => format.number(n, { useGrouping: false });
  const hadReply = question.reply !== null;
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { text: question.reply?.text ?? "" },
  });
  const text = watch("text");
  // The contract's schema says "too long" in English; the server's refusals come translated.
  const given = formState.errors.text?.message;
  const fieldError = given && text.trim().length > REPLY_MAX ? t("messages.replyTooLong", { max: REPLY_MAX }) : given;

  const save = async (wanted: string) => {
    const result = await replyToQuestion({ eventId: question.eventId, questionId: question._id, text: wanted });
    setConfirmRemove(false);
    if (result.error) {
      setError("text", { message: failureMessage(result.error, t("messages.replyFailed")) });
      return;
    }
    notify.success(t(isBlank(wanted) ? "messages.replyRemoved" : "messages.replySaved"));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !confirmRemove) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form
      className="mt-3 flex flex-col gap-2 rounded-[var(--radius-ui)] border border-slate-200 bg-slate-50 p-3"
      aria-label={t("questions.reply.formLabel")}
      onSubmit={handleSubmit(({ text: wanted }) => save(wanted))}
      onKeyDown={onKeyDown}
    >
      <TextArea
        label={t("questions.reply.fieldLabel")}
        rows={3}
        maxLength={REPLY_MAX}
        autoFocus
        error={fieldError}
        hint={t("messages.replyHint")}
        {...register("text")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
          {counter(text.length)}/{counter(REPLY_MAX)}
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          {hadReply ? (
            <Button
              variant="ghost"
              className="text-red-700"
              onClick={() => setConfirmRemove(true)}
              disabled={replying.isLoading}
            >
              {t("questions.reply.remove")}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={replying.isLoading}>
            {t("questions.reply.cancel")}
          </Button>
          <Button type="submit" busy={replying.isLoading && !confirmRemove}>
            {t("questions.reply.save")}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t("questions.reply.remove")}
        message={t("messages.confirmRemoveReply")}
        confirmLabel={t("questions.reply.remove")}
        onConfirm={() => void save("")}
        busy={replying.isLoading}
      />
    </form>
  );
}
