// The create and edit form of an event (docs/product.md §5): title, date and time (one ISO datetime),
// details, guest access and the plan-clamped limits; the edit form also sets the status. The
// text fields are checked by the contract's event schema, and their limits come from it.
import {
  EDIT_FORM_STATUS_CHOICES,
  EVENT_DEFAULTS,
  type EventStatus,
  eventFieldsSchema,
  type HandraiseEvent,
  MESSAGES,
  type PlanLimit,
  planTier,
  QUESTIONS_PER_MEMBER_MAX,
} from "@handraise/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { inputClass, TextArea, TextField } from "../../components/ui/field.tsx";
import { usePlanLimits } from "../../lib/server-config.ts";
import { combineDateAndTime, nextWholeHour, toDateAndTime } from "./event-dates.ts";
import { STATUS_LABELS } from "./event-status.tsx";
import { clamp, LimitStepper } from "./limit-stepper.tsx";
import { parseBlockedWords, parseQuestionShare } from "./moderation-fields.ts";
import { SettingSwitch } from "./setting-switch.tsx";

export type EventFormValues = {
  title: string;
  date: string;
  description: string;
  organisation: string;
  location_IRL: string;
  location_online: string;
  allowGuestMembers: boolean;
  /** New questions wait for a host's approval (docs/live-room-web.md). */
  moderateQuestions: boolean;
  allowAnonymous: boolean;
  maxMembers: number;
  maxQuestions: number;
  /** One person's share of the questions; null: none (docs/moderation.md). */
  maxQuestionsPerMember: number | null;
  /** The host's blocked words; absent when the form could not know them. */
  blockedWords?: string[];
  status: EventStatus;
};

type Draft = Omit<EventFormValues, "date" | "maxQuestionsPerMember" | "blockedWords"> & {
  day: string;
  time: string;
  /** As typed: empty for none. */
  maxQuestionsPerMember: string;
  /** One word or phrase per line. */
  blockedWords: string;
};

/** The text fields as the contract checks them; date, time, limits and status have their own controls. */
const textFields = eventFieldsSchema
  .pick({ title: true, description: true, organisation: true, location_IRL: true, location_online: true })
  .loose();
const resolver = zodResolver(textFields) as unknown as Resolver<Draft>;

/** The longest text each field takes, as the contract states it. */
const fields = eventFieldsSchema.shape;
const longest = {
  title: fields.title.maxLength ?? undefined,
  description: fields.description.unwrap().maxLength ?? undefined,
  organisation: fields.organisation.unwrap().maxLength ?? undefined,
  location_IRL: fields.location_IRL.unwrap().maxLength ?? undefined,
  location_online: fields.location_online.unwrap().maxLength ?? undefined,
};

type Maxima = { maxMembers: number; maxQuestions: number };

/**
 * How far each stepper goes: the plan's limit on this server, or the event's own value when it
 * is higher (the server lets an event keep or lower what it has, docs/SECURITY.md "Limits").
 */
function stepperMaxima(plan: PlanLimit, event: HandraiseEvent | undefined): Maxima {
  return {
    maxMembers: Math.max(plan.maxMembers, event?.maxMembers ?? 0),
    maxQuestions: Math.max(plan.maxQuestions, event?.maxQuestions ?? 0),
  };
}

function draftOf(event: HandraiseEvent | undefined, max: Maxima): Draft {
  const when = toDateAndTime(event ? new Date(event.date) : nextWholeHour());
  return {
    title: event?.title ?? "",
    day: when.date,
    time: when.time,
    description: event?.description ?? "",
    organisation: event?.organisation ?? "",
    location_IRL: event?.location_IRL ?? "",
    location_online: event?.location_online ?? "",
    allowGuestMembers: event?.allowGuestMembers ?? true,
    // New events: no review, anonymous questions allowed (the server's defaults too).
    moderateQuestions: event?.moderateQuestions ?? false,
    allowAnonymous: event?.allowAnonymous ?? true,
    maxMembers: clamp(event?.maxMembers ?? EVENT_DEFAULTS.maxMembers, max.maxMembers),
    maxQuestions: clamp(event?.maxQuestions ?? EVENT_DEFAULTS.maxQuestions, max.maxQuestions),
    maxQuestionsPerMember: event?.maxQuestionsPerMember ? String(event.maxQuestionsPerMember) : "",
    blockedWords: event?.blockedWords?.join("\n") ?? "",
    status: event?.status ?? "upcoming",
  };
}

export function EventForm({
  event,
  submitLabel,
  onSubmit,
}: {
  /** The event being edited; absent when creating. */
  event?: HandraiseEvent;
  submitLabel: string;
  onSubmit: (values: EventFormValues) => Promise<void>;
}) {
  const isPro = useAppSelector((s) => Boolean(s.session.userInfo?.isPro));
  const max = stepperMaxima(usePlanLimits()[planTier(isPro)], event);
  const { register, handleSubmit, watch, setValue, formState } = useForm<Draft>({
    resolver,
    defaultValues: draftOf(event, max),
  });
  const { errors } = formState;
  const draft = watch();
  // The server's limits may arrive after the form opened: a value above them comes down to them.
  useEffect(() => {
    if (draft.maxMembers > max.maxMembers) setValue("maxMembers", max.maxMembers);
    if (draft.maxQuestions > max.maxQuestions) setValue("maxQuestions", max.maxQuestions);
  }, [draft.maxMembers, draft.maxQuestions, max.maxMembers, max.maxQuestions, setValue]);
  const [busy, setBusy] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const [wordsError, setWordsError] = useState<string | null>(null);
  // The words come with a host's reading of the event; without them the field is not offered.
  const knowsWords = !event || event.blockedWords !== undefined;
  const statusId = useId();
  const guestsId = useId();

  // The edit form offers its five statuses, plus the current one if the header set another.
  const statusChoices = [...EDIT_FORM_STATUS_CHOICES];
  if (event && !statusChoices.some((c) => c.value === draft.status)) {
    statusChoices.unshift({ value: draft.status, label: STATUS_LABELS[draft.status] });
  }

  const submit = handleSubmit(async (values) => {
    const date = combineDateAndTime(values.day, values.time);
    if (!date) {
      setDateError("Choose a date and a time");
      return;
    }
    setDateError(null);
    const share = parseQuestionShare(values.maxQuestionsPerMember);
    const words = parseBlockedWords(values.blockedWords);
    setShareError("error" in share ? share.error : null);
    setWordsError("error" in words ? words.error : null);
    if ("error" in share || "error" in words) return;
    const { day: _day, time: _time, maxQuestionsPerMember: _share, blockedWords: _words, ...rest } = values;
    setBusy(true);
    try {
      await onSubmit({
        ...rest,
        date,
        maxQuestionsPerMember: share.value,
        ...(knowsWords ? { blockedWords: words.value } : {}),
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
      <Card className="flex flex-col gap-4">
        <TextField
          label="Title"
          required
          maxLength={longest.title}
          error={errors.title?.message}
          {...register("title")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date" type="date" required {...register("day")} error={dateError} />
          <TextField label="Time" type="time" required {...register("time")} />
        </div>
        <TextArea
          label="Description"
          rows={4}
          maxLength={longest.description}
          error={errors.description?.message}
          {...register("description")}
        />
        <TextField
          label="Organisation"
          maxLength={longest.organisation}
          error={errors.organisation?.message}
          {...register("organisation")}
        />
        <TextField
          label="In-person location"
          maxLength={longest.location_IRL}
          error={errors.location_IRL?.message}
          {...register("location_IRL")}
        />
        <TextField
          label="Online location"
          maxLength={longest.location_online}
          placeholder="https://"
          error={errors.location_online?.message}
          {...register("location_online")}
        />
      </Card>

      <Card className="flex flex-col gap-4">
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={guestsId}
            type="checkbox"
            className="size-5 accent-accent-600"
            {...register("allowGuestMembers")}
          />
          <label htmlFor={guestsId} className="font-medium">
            Allow guest members
          </label>
        </div>
        <SettingSwitch
          label="Review questions before they appear"
          hint="New questions wait for a host to approve them; only hosts and the asker see them until then."
          checked={draft.moderateQuestions}
          onChange={(on) => setValue("moderateQuestions", on, { shouldDirty: true })}
        />
        <SettingSwitch
          label="Allow anonymous questions"
          hint="Members may ask without their name being shown to anyone, hosts included."
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
          </div>
          <TextField
            label={MESSAGES.maxQuestionsPerMemberLabel}
            hint={MESSAGES.maxQuestionsPerMemberHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUESTIONS_PER_MEMBER_MAX}
            className="sm:max-w-xs"
            error={shareError}
            {...register("maxQuestionsPerMember")}
          />
        </fieldset>
        {knowsWords ? (
          <TextArea
            label={MESSAGES.blockedWordsLabel}
            hint={MESSAGES.blockedWordsHint}
            rows={3}
            error={wordsError}
            {...register("blockedWords")}
          />
        ) : null}
        {event ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
              Status
            </label>
            <select id={statusId} className={`${inputClass} min-h-11 sm:max-w-xs`} {...register("status")}>
              {statusChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </Card>

      <div className="flex justify-end">
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
