// Changing a poll's wording while nobody has voted: its question and, for the kinds with options,
// the options (a quiz's correct ones too). Its kind and settings stay: a different poll is a new
// one. Once someone voted the server refuses (409), said under the form.
import type { Poll } from "@handraise/contract";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { TextArea } from "../../../components/ui/field.tsx";
import { FormStatus } from "../../../components/ui/form-status.tsx";
import { notify } from "../../../components/ui/toast.ts";
import { failureMessage } from "../../../lib/api.ts";
import { zodResolver } from "../../../lib/form-resolver.ts";
import { useT } from "../../../lib/i18n/translate.ts";
import { useUpdatePollMutation } from "../api.ts";
import {
  draftOfPoll,
  type PollDraft,
  type PollFormValues,
  pollFormSchema,
  takesOptions,
  wordingOf,
} from "./poll-form-schema.ts";
import { OptionRows } from "./poll-kind-fields.tsx";

export function PollEditForm({ poll, onDone }: { poll: Poll; onDone: () => void }) {
  const t = useT();
  const headingId = useId();
  const [updatePoll] = useUpdatePollMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PollDraft, unknown, PollFormValues>({
    resolver: zodResolver(pollFormSchema),
    defaultValues: draftOfPoll(poll),
  });
  const { register, formState } = form;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await updatePoll({ eventId: poll.eventId, pollId: poll._id, change: wordingOf(values) });
    if (result.error) {
      setFailure(failureMessage(result.error, t("messages.failedUpdatePoll")));
      return;
    }
    notify.success(t("poll-host.saved"));
    onDone();
  });

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void save(event)}
      className="flex flex-col gap-4 rounded-[var(--radius-ui)] bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="poll-edit-form"
    >
      <h4 id={headingId} className="font-semibold">
        {t("poll-host.editTitle")}
      </h4>
      <TextArea
        label={t("poll-host.questionLabel")}
        rows={2}
        maxLength={300}
        error={formState.errors.question?.message}
        {...register("question")}
      />
      {takesOptions(poll.kind) ? <OptionRows form={form} quiz={poll.kind === "quiz"} /> : null}
      <FormStatus error={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("poll-host.cancel")}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t("poll-host.save")}
        </Button>
      </div>
    </form>
  );
}
