// The event form's first card: what the event is, when and where. Each text field takes its
// longest length from the contract's event schema; date and time are typed apart and sent as one.
import { eventFieldsSchema } from "@handraise/contract";
import type { UseFormReturn } from "react-hook-form";
import { Card } from "../../components/ui/card.tsx";
import { TextArea, TextField } from "../../components/ui/field.tsx";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { useT } from "../../lib/i18n/translate.ts";
import type { EventFormDraft, EventFormValues } from "./event-form-schema.ts";

/** The longest text each field takes, as the contract states it. */
const fields = eventFieldsSchema.shape;
const longest = {
  title: maxLengthOf(fields.title),
  description: maxLengthOf(fields.description),
  organisation: maxLengthOf(fields.organisation),
  location_IRL: maxLengthOf(fields.location_IRL),
  location_online: maxLengthOf(fields.location_online),
};

export function EventDetailsFields({ form }: { form: UseFormReturn<EventFormDraft, unknown, EventFormValues> }) {
  const { register, formState } = form;
  const { errors } = formState;
  const t = useT();
  return (
    <Card className="flex flex-col gap-4">
      <TextField
        label={t("events.form.title")}
        required
        maxLength={longest.title}
        error={errors.title?.message}
        {...register("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("events.form.date")}
          type="date"
          required
          {...register("day")}
          error={errors.day?.message}
        />
        <TextField label={t("events.form.time")} type="time" required {...register("time")} />
      </div>
      <TextArea
        label={t("events.form.description")}
        rows={4}
        maxLength={longest.description}
        error={errors.description?.message}
        {...register("description")}
      />
      <TextField
        label={t("events.form.organisation")}
        maxLength={longest.organisation}
        error={errors.organisation?.message}
        {...register("organisation")}
      />
      <TextField
        label={t("events.form.inPerson")}
        maxLength={longest.location_IRL}
        error={errors.location_IRL?.message}
        {...register("location_IRL")}
      />
      <TextField
        label={t("events.form.online")}
        maxLength={longest.location_online}
        placeholder={t("events.form.onlinePlaceholder")}
        error={errors.location_online?.message}
        {...register("location_online")}
      />
    </Card>
  );
}
