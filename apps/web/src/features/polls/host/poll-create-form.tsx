// A host's new poll: the question, the kind and its fields; saved as a draft (prepared before the
// event) or opened at once, which closes the open one. The server's refusal (the event's poll
// limit reached) shows under the form.
import { POLL_KINDS } from "@handraise/contract";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass, TextArea } from "../../../components/ui/field.tsx";
import { FormStatus } from "../../../components/ui/form-status.tsx";
import { notify } from "../../../components/ui/toast.ts";
import { failureMessage } from "../../../lib/api.ts";
import { zodResolver } from "../../../lib/form-resolver.ts";
import { useT } from "../../../lib/i18n/translate.ts";
import { useCreatePollMutation } from "../api.ts";
import { emptyPollDraft, type PollDraft, type PollFormValues, pollFormSchema } from "./poll-form-schema.ts";
import { PollKindFields } from "./poll-kind-fields.tsx";

export function PollCreateForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const t = useT();
  const headingId = useId();
  const kindId = useId();
  const [createPoll] = useCreatePollMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PollDraft, unknown, PollFormValues>({
    resolver: zodResolver(pollFormSchema),
    defaultValues: emptyPollDraft(),
  });
  const { register, formState } = form;

  const send = (status: "draft" | "open") =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      const result = await createPoll({ eventId, status, ...values });
      if (result.error) {
        setFailure(failureMessage(result.error, t("messages.failedCreatePoll")));
        return;
      }
      notify.success(status === "open" ? t("poll-host.opened") : t("poll-host.drafted"));
      onDone();
    });

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void send("open")(event)}
      className="flex flex-col gap-4 rounded-[var(--radius-ui)] bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="poll-create-form"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("poll-host.newPoll")}
      </h3>
      <TextArea
        label={t("poll-host.questionLabel")}
        rows={2}
        maxLength={300}
        error={formState.errors.question?.message}
        {...register("question")}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={kindId} className="text-base font-medium text-slate-800">
          {t("poll-host.kindLabel")}
        </label>
        <select id={kindId} className={`${inputClass} min-h-11 sm:max-w-xs`} {...register("kind")}>
          {POLL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`poll-host.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <PollKindFields form={form} />
      <FormStatus error={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("poll-host.cancel")}
        </Button>
        <Button variant="secondary" busy={formState.isSubmitting} onClick={(event) => void send("draft")(event)}>
          {t("poll-host.saveDraft")}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t("poll-host.openNow")}
        </Button>
      </div>
    </form>
  );
}
