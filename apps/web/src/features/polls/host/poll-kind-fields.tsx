// The create form's fields that depend on the poll's kind: the options (2 to 10 rows, added and
// removed; a quiz marks the correct ones), "allow several answers" for a choice, the rating's
// scale, the quiz's seconds to answer. Word clouds and open answers need nothing more.
import { QUIZ_SECONDS } from "@handraise/contract";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { inputClass, TextField } from "../../../components/ui/field.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  type OptionDraft,
  type PollDraft,
  type PollFormValues,
  takesOptions,
} from "./poll-form-schema.ts";

type Form = UseFormReturn<PollDraft, unknown, PollFormValues>;

export function PollKindFields({ form }: { form: Form }) {
  const t = useT();
  const kind = form.watch("kind");
  const seconds = form.formState.errors.secondsToAnswer?.message;
  return (
    <>
      {takesOptions(kind) ? <OptionRows form={form} quiz={kind === "quiz"} /> : null}
      {kind === "choice" ? <AllowMultiple form={form} /> : null}
      {kind === "rating" ? <ScaleChoice form={form} /> : null}
      {kind === "quiz" ? (
        <TextField
          label={t("poll-host.secondsLabel")}
          hint={t("poll-host.secondsHint", { min: QUIZ_SECONDS.min, max: QUIZ_SECONDS.max })}
          type="number"
          inputMode="numeric"
          min={QUIZ_SECONDS.min}
          max={QUIZ_SECONDS.max}
          className="sm:max-w-xs"
          error={seconds}
          {...form.register("secondsToAnswer")}
        />
      ) : null}
    </>
  );
}

export function OptionRows({ form, quiz }: { form: Form; quiz: boolean }) {
  const t = useT();
  // Not useFieldArray: it would add its code to the form library's chunk, which the audience's
  // pages load first (apps/server/test/web-app/page-weight.test.ts). Rows are keyed by place; the
  // whole list is set at once, so each input shows its new row's text.
  const options = form.watch("options");
  const setOptions = (next: OptionDraft[]) => form.setValue("options", next, { shouldDirty: true });
  const errors = form.formState.errors.options;
  const rootError = errors?.root?.message;
  const rootId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={rootError ? rootId : undefined}>
      <legend className="mb-1 text-base font-medium text-slate-800">{t("poll-host.optionsLegend")}</legend>
      {quiz ? <p className="text-base text-slate-600">{t("poll-host.correctHint")}</p> : null}
      <ol className="flex flex-col gap-2">
        {options.map((_, index) => (
          <OptionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list (see above)
            key={index}
            form={form}
            index={index}
            quiz={quiz}
            error={errors?.[index]?.text?.message}
            removable={options.length > OPTIONS_MIN}
            onRemove={() => setOptions(options.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {rootError ? (
        <p id={rootId} role="alert" className="text-base text-red-700">
          {rootError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={options.length >= OPTIONS_MAX}
        onClick={() => setOptions([...options, { text: "", correct: false }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t("poll-host.addOption")}
      </Button>
    </fieldset>
  );
}

type RowProps = {
  form: Form;
  index: number;
  quiz: boolean;
  error: string | undefined;
  removable: boolean;
  onRemove: () => void;
};

/** One option: its text, a quiz's "correct" mark and its remove button on one line, the refusal under all three. */
function OptionRow({ form, index, quiz, error, removable, onRemove }: RowProps) {
  const t = useT();
  const id = useId();
  const n = index + 1;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {t("poll-host.optionLabel", { n })}
        </label>
        <input
          id={id}
          dir="auto"
          placeholder={t("poll-host.optionLabel", { n })}
          maxLength={200}
          className={`${inputClass} min-w-0 flex-1`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(`options.${index}.text`)}
        />
        {quiz ? (
          <span className="flex shrink-0 items-center text-sm text-slate-700">
            <Checkbox
              id={`${id}-correct`}
              aria-label={t("poll-host.correctLabel", { n })}
              {...form.register(`options.${index}.correct`)}
            />
            <label htmlFor={`${id}-correct`} aria-hidden="true" className="hidden pe-1 sm:inline">
              {t("poll-host.correct")}
            </label>
          </span>
        ) : null}
        <Button
          variant="ghost"
          className="shrink-0 px-3"
          aria-label={t("poll-host.removeOption", { n })}
          disabled={!removable}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-base text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function AllowMultiple({ form }: { form: Form }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <Checkbox id={id} {...form.register("allowMultiple")} />
      <label htmlFor={id} className="font-medium">
        {t("poll-host.allowMultiple")}
      </label>
    </div>
  );
}

function ScaleChoice({ form }: { form: Form }) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-base font-medium text-slate-800">{t("poll-host.scaleLegend")}</legend>
      <div className="flex flex-wrap gap-4">
        {(["5", "10"] as const).map((max) => (
          <label key={max} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={max} className="size-5 accent-accent-600" {...form.register("scaleMax")} />
            {t("poll-host.scaleOf", { max: Number(max) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
