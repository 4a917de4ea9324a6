// The asker's editor of their own pending question, in a dialog: the same 500 characters as the
// question box, checked by the contract's edit schema; the server's refusal (answered meanwhile,
// gone, too long) shows in the dialog and the text stays. An edit reaches every page live.
// While the event is paused, ended or canceled the editor says edits wait and saves nothing; under
// moderation it says an edit goes back to a host, and the toast says it awaits approval.
import {
  editQuestionBodySchema,
  type HandraiseEvent,
  isBlank,
  type MessageKey,
  QUESTION_MAX,
  type Question,
} from "@handraise/contract";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { TextArea } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { useEditQuestionMutation } from "./api.ts";

/** What the editor needs to know of the event: whether it takes edits now, and reviews them. */
type EditingEvent = Pick<HandraiseEvent, "status" | "questionsPaused" | "moderateQuestions">;

type Props = {
  /** The question as the list holds it now; null closes the editor. */
  question: Question | null;
  onClose: () => void;
  event?: EditingEvent;
};

/** Why no edit can be saved now (the server refuses with the same words), as a message key, or null. */
export function editRefusal(event: EditingEvent | undefined): MessageKey | null {
  if (!event) return null;
  if (event.status === "ended" || event.status === "canceled") return "messages.editWhenClosed";
  if (event.questionsPaused) return "messages.editWhilePaused";
  return null;
}

export function QuestionEditor({ question, onClose, event }: Props) {
  const t = useT();
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("questions.editor.title")}
    >
      {/* Keyed by question, so the form starts from that question's text. */}
      {question ? <EditForm key={question._id} question={question} onClose={onClose} event={event} /> : null}
    </Dialog>
  );
}

function EditForm({ question, onClose, event }: { question: Question; onClose: () => void; event?: EditingEvent }) {
  const [editQuestion] = useEditQuestionMutation();
  const t = useT();
  const format = useFormat();
  // A character count, in the page's digits and without grouping ("1000/1000").
  const counter = (n: number) => format.number(n, { useGrouping: false });
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(editQuestionBodySchema),
    defaultValues: { content: question.content },
  });
  const content = watch("content");
  const answered = question.status === "answered";
  const refusal = editRefusal(event);
  // A published question of a reviewed event goes back to a host when edited (docs/features/questions.md).
  const backToReview = Boolean(event?.moderateQuestions) && !question.awaitingReview && refusal === null;

  const save = handleSubmit(async ({ content: wanted }) => {
    const result = await editQuestion({ eventId: question.eventId, questionId: question._id, content: wanted });
    if (result.error) {
      setError("root.server", { message: failureMessage(result.error, t("messages.failedEditQuestion")) });
      return;
    }
    const nowWaits = result.data.awaitingReview && !question.awaitingReview;
    notify.success(t(nowWaits ? "messages.editAwaitsReview" : "messages.questionUpdated"));
    onClose();
  });

  // The contract's schema says why in English, and its blank-text message speaks of the question
  // box's member id: here only the text counts, said in the page's language.
  const given = formState.errors.content?.message;
  const fieldError = !given
    ? undefined
    : isBlank(content)
      ? t("messages.emptyEdit")
      : content.trim().length > QUESTION_MAX
        ? t("messages.questionTooLong", { max: QUESTION_MAX })
        : given;
  const serverError = formState.errors.root?.server?.message;
  return (
    <form onSubmit={save} className="flex flex-col gap-2">
      <TextArea
        label={t("questions.box.fieldLabel")}
        rows={4}
        maxLength={QUESTION_MAX}
        autoFocus
        error={fieldError}
        hint={`${t("messages.editHint", { max: QUESTION_MAX })}${backToReview ? ` ${t("messages.editBackToReview")}` : ""}`}
        {...register("content")}
      />
      <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
        {counter(content.length)}/{counter(QUESTION_MAX)}
      </span>
      {serverError ? (
        <p role="alert" className="text-base text-red-700">
          {serverError}
        </p>
      ) : answered ? (
        <p role="status" className="text-base text-amber-900">
          {t("messages.answeredWhileEditing")}
        </p>
      ) : refusal ? (
        <p role="status" className="text-base text-amber-900">
          {t(refusal)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
          {t("questions.editor.cancel")}
        </Button>
        <Button type="submit" busy={formState.isSubmitting} disabled={answered || refusal !== null}>
          {t("questions.editor.save")}
        </Button>
      </div>
    </form>
  );
}
