// The event form's second card: who may join and ask, the plan-clamped limits, the tools against
// a troll (docs/features/moderation.md) and, when editing, the status.
import { EDIT_FORM_STATUS_CHOICES, type HandraiseEvent, MESSAGES, QUESTIONS_PER_MEMBER_MAX } from "@handraise/contract";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Card } from "../../components/ui/card.tsx";
import { inputClass, TextArea, TextField } from "../../components/ui/field.tsx";
import type { EventFormDraft, EventFormValues, Maxima } from "./event-form-schema.ts";
import { STATUS_LABELS } from "./event-status.tsx";
import { LimitStepper } from "./limit-stepper.tsx";
import { SettingSwitch } from "./setting-switch.tsx";

type Props = {
  form: UseFormReturn<EventFormDraft, unknown, EventFormValues>;
  /** The event being edited; absent when creating. */
  event?: HandraiseEvent;
  max: Maxima;
  /** Whether the blocked words are offered (they come with a host's reading of the event). */
  knowsWords: boolean;
};

export function EventSettingsFields({ form, event, max, knowsWords }: Props) {
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const draft = watch();
  const guestsId = useId();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex min-h-11 items-center gap-3">
        <input id={guestsId} type="checkbox" className="size-5 accent-accent-600" {...register("allowGuestMembers")} />
        <label htmlFor={guestsId} className="font-medium">
          Allow guest members
        </label>
      </div>
      <SettingSwitch
        label="Review questions before they appear"
        hint={MESSAGES.moderateQuestionsHint}
        checked={draft.moderateQuestions}
        onChange={(on) => setValue("moderateQuestions", on, { shouldDirty: true })}
      />
      <SettingSwitch
        label="Allow anonymous questions"
        hint={MESSAGES.allowAnonymousHint}
        checked={draft.allowAnonymous}
        onChange={(on) => setValue("allowAnonymous", on, { shouldDirty: true })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">Limits</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LimitStepper
            label="Members"
            value={draft.maxMembers}
            max={max.maxMembers}
            onChange={(v) => setValue("maxMembers", v)}
            whenZero={MESSAGES.noMembersCanJoin}
          />
          <LimitStepper
            label="Questions"
            value={draft.maxQuestions}
            max={max.maxQuestions}
            onChange={(v) => setValue("maxQuestions", v)}
          />
          <LimitStepper
            label="Polls"
            value={draft.maxPolls}
            max={max.maxPolls}
            onChange={(v) => setValue("maxPolls", v)}
          />
        </div>
        <TextField
          label={MESSAGES.maxQuestionsPerMemberLabel}
          hint={MESSAGES.maxQuestionsPerMemberHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUESTIONS_PER_MEMBER_MAX}
          className="sm:max-w-xs"
          error={errors.maxQuestionsPerMember?.message}
          {...register("maxQuestionsPerMember")}
        />
      </fieldset>
      {knowsWords ? (
        <TextArea
          label={MESSAGES.blockedWordsLabel}
          hint={MESSAGES.blockedWordsHint}
          rows={3}
          error={errors.blockedWords?.message}
          {...register("blockedWords")}
        />
      ) : null}
      {event ? <StatusChoice form={form} /> : null}
    </Card>
  );
}

/** The edit form's five statuses, plus the current one if the header set another. */
function StatusChoice({ form }: { form: UseFormReturn<EventFormDraft, unknown, EventFormValues> }) {
  const statusId = useId();
  const current = form.watch("status");
  const choices = [...EDIT_FORM_STATUS_CHOICES];
  if (!choices.some((c) => c.value === current)) choices.unshift({ value: current, label: STATUS_LABELS[current] });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
        Status
      </label>
      <select id={statusId} className={`${inputClass} min-h-11 sm:max-w-xs`} {...form.register("status")}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
