// The event form's second card: who may join and ask, the plan-clamped limits, the tools against
// a troll (docs/features/moderation.md) and, when editing, the status.
import {
  EDIT_FORM_STATUS_CHOICES,
  type EventStatus,
  type HandraiseEvent,
  LOCALE_NAMES,
  LOCALES,
  type MessageKey,
  QUESTIONS_PER_MEMBER_MAX,
} from "@handraise/contract";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Card } from "../../components/ui/card.tsx";
import { inputClass, TextArea, TextField } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n/translate.ts";
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
  const t = useT();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex min-h-11 items-center gap-3">
        <input id={guestsId} type="checkbox" className="size-5 accent-accent-600" {...register("allowGuestMembers")} />
        <label htmlFor={guestsId} className="font-medium">
          {t("events.form.allowGuests")}
        </label>
      </div>
      <SettingSwitch
        label={t("events.form.moderate")}
        hint={t("messages.moderateQuestionsHint")}
        checked={draft.moderateQuestions}
        onChange={(on) => setValue("moderateQuestions", on, { shouldDirty: true })}
      />
      <SettingSwitch
        label={t("events.form.anonymous")}
        hint={t("messages.allowAnonymousHint")}
        checked={draft.allowAnonymous}
        onChange={(on) => setValue("allowAnonymous", on, { shouldDirty: true })}
      />
      <LanguageChoice form={form} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t("events.form.limits")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LimitStepper
            label={t("events.form.members")}
            decreaseLabel={t("events.form.decreaseMembers")}
            increaseLabel={t("events.form.increaseMembers")}
            value={draft.maxMembers}
            max={max.maxMembers}
            onChange={(v) => setValue("maxMembers", v)}
            whenZero={t("messages.noMembersCanJoin")}
          />
          <LimitStepper
            label={t("events.form.questions")}
            decreaseLabel={t("events.form.decreaseQuestions")}
            increaseLabel={t("events.form.increaseQuestions")}
            value={draft.maxQuestions}
            max={max.maxQuestions}
            onChange={(v) => setValue("maxQuestions", v)}
          />
          <LimitStepper
            label={t("events.form.polls")}
            decreaseLabel={t("events.form.decreasePolls")}
            increaseLabel={t("events.form.increasePolls")}
            value={draft.maxPolls}
            max={max.maxPolls}
            onChange={(v) => setValue("maxPolls", v)}
          />
        </div>
        <TextField
          label={t("messages.maxQuestionsPerMemberLabel")}
          hint={t("messages.maxQuestionsPerMemberHint")}
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
          label={t("messages.blockedWordsLabel")}
          hint={t("messages.blockedWordsHint")}
          rows={3}
          error={errors.blockedWords?.message}
          {...register("blockedWords")}
        />
      ) : null}
      {event ? <StatusChoice form={form} /> : null}
    </Card>
  );
}

/**
 * The language the presenter view shows (the event's `language`); empty: each viewer's own. The
 * languages are named in themselves, as the language switch names them.
 */
function LanguageChoice({ form }: { form: UseFormReturn<EventFormDraft, unknown, EventFormValues> }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-medium text-slate-800">
        {t("events.form.language")}
      </label>
      <select
        id={id}
        className={`${inputClass} min-h-11 sm:max-w-xs`}
        aria-describedby={`${id}-hint`}
        {...form.register("language")}
      >
        <option value="">{t("events.form.languageAny")}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-base text-slate-600">
        {t("events.form.languageHint")}
      </p>
    </div>
  );
}

/** The edit form's words for its statuses, where they differ from the badges' ("Pause", "Finished"). */
const CHOICE_LABELS: Partial<Record<EventStatus, MessageKey>> = {
  upcoming: "events.form.statusChoices.upcoming",
  live: "events.form.statusChoices.live",
  paused: "events.form.statusChoices.paused",
  ended: "events.form.statusChoices.ended",
  hide: "events.form.statusChoices.hide",
};

/** The edit form's five statuses, plus the current one if the header set another. */
function StatusChoice({ form }: { form: UseFormReturn<EventFormDraft, unknown, EventFormValues> }) {
  const statusId = useId();
  const t = useT();
  const current = form.watch("status");
  const choices = EDIT_FORM_STATUS_CHOICES.map((c) => c.value);
  if (!choices.includes(current)) choices.unshift(current);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
        {t("events.form.status")}
      </label>
      <select id={statusId} className={`${inputClass} min-h-11 sm:max-w-xs`} {...form.register("status")}>
        {choices.map((status) => (
          <option key={status} value={status}>
            {t(CHOICE_LABELS[status] ?? STATUS_LABELS[status])}
          </option>
        ))}
      </select>
    </div>
  );
}
