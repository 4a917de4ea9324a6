// The create and edit form of an event (docs/product.md §5): title, date and time (one ISO datetime),
// details, guest access and the plan-clamped limits; the edit form also sets the status. The form's
// schema (event-form-schema.ts) is the contract's event schema with the form's own text fields,
// so every refusal, the date's included, shows under its field.
import { type HandraiseEvent, planTier } from "@handraise/contract";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { zodResolver } from "../../lib/form-resolver.ts";
import { usePlanLimits } from "../../lib/server-config.ts";
import { EventDetailsFields } from "./event-details-fields.tsx";
import {
  draftOf,
  type EventFormDraft,
  type EventFormValues,
  eventFormSchema,
  stepperMaxima,
} from "./event-form-schema.ts";
import { EventSettingsFields } from "./event-settings-fields.tsx";

export type { EventFormValues } from "./event-form-schema.ts";

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
  const form = useForm<EventFormDraft, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: draftOf(event, max),
  });
  const { handleSubmit, watch, setValue, formState } = form;
  const [maxMembers, maxQuestions, maxPolls] = watch(["maxMembers", "maxQuestions", "maxPolls"]);
  // The server's limits may arrive after the form opened: a value above them comes down to them.
  useEffect(() => {
    if (maxMembers > max.maxMembers) setValue("maxMembers", max.maxMembers);
    if (maxQuestions > max.maxQuestions) setValue("maxQuestions", max.maxQuestions);
    if (maxPolls > max.maxPolls) setValue("maxPolls", max.maxPolls);
  }, [maxMembers, maxQuestions, maxPolls, max.maxMembers, max.maxQuestions, max.maxPolls, setValue]);
  // The words come with a host's reading of the event; without them the field is not offered.
  const knowsWords = !event || event.blockedWords !== undefined;

  const submit = handleSubmit(async ({ blockedWords, ...values }) => {
    await onSubmit(knowsWords ? { ...values, blockedWords } : values);
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
      <EventDetailsFields form={form} />
      <EventSettingsFields form={form} event={event} max={max} knowsWords={knowsWords} />
      <div className="flex justify-end">
        <Button type="submit" busy={formState.isSubmitting} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
