// The create form's values as typed (the draft) and as sent. Every rule is the contract's
// (`createPollBodySchema`'s own fields, read from it); the form only says each refusal in words a
// host reads, under the field it is about: the question, each option, the correct marks, the
// seconds (in the page's language at the moment the form is checked). The draft keeps every kind's fields, so switching kind loses nothing typed; what is
// sent holds only the chosen kind's.
import {
  type CreatePollBody,
  createPollBodySchema,
  KINDS_WITH_OPTIONS,
  type Poll,
  type PollKind,
  pollKindSchema,
  QUIZ_SECONDS,
  type UpdatePollBody,
} from "@handraise/contract";
import * as z from "zod/mini";
import { translate } from "../../../lib/i18n/translate.ts";

export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;

export type OptionDraft = { text: string; correct: boolean };

export type PollDraft = {
  question: string;
  kind: PollKind;
  options: OptionDraft[];
  allowMultiple: boolean;
  scaleMax: "5" | "10";
  /** As typed in a number field. */
  secondsToAnswer: string;
};

/** What the form gives its screen: the create body but for the event and the status. */
export type PollFormValues = Omit<CreatePollBody, "eventId" | "status" | "resultsShown">;

const contract = createPollBodySchema.shape;
const optionText = contract.options.def.innerType.def.element;
const seconds = contract.secondsToAnswer.def.innerType;

export function takesOptions(kind: PollKind): boolean {
  return KINDS_WITH_OPTIONS.includes(kind);
}

export function emptyPollDraft(): PollDraft {
  return {
    question: "",
    kind: "choice",
    options: [
      { text: "", correct: false },
      { text: "", correct: false },
    ],
    allowMultiple: false,
    scaleMax: "5",
    secondsToAnswer: String(QUIZ_SECONDS.default),
  };
}

const pollDraftSchema = z
  .object({
    question: z.string(),
    kind: pollKindSchema,
    options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
    allowMultiple: z.boolean(),
    scaleMax: z.enum(["5", "10"]),
    secondsToAnswer: z.string(),
  })
  .check(
    z.superRefine((draft, ctx) => {
      if (!contract.question.safeParse(draft.question).success) {
        ctx.addIssue({ code: "custom", path: ["question"], message: translate("poll-host.questionRequired") });
      }
      if (!takesOptions(draft.kind)) return;
      draft.options.forEach((option, index) => {
        if (!optionText.safeParse(option.text).success) {
          ctx.addIssue({
            code: "custom",
            path: ["options", index, "text"],
            message: translate("poll-host.optionRequired"),
          });
        }
      });
      if (draft.options.length < OPTIONS_MIN || draft.options.length > OPTIONS_MAX) {
        ctx.addIssue({ code: "custom", path: ["options", "root"], message: translate("poll-host.optionsCount") });
      }
      if (draft.kind !== "quiz") return;
      if (!draft.options.some((option) => option.correct)) {
        ctx.addIssue({ code: "custom", path: ["options", "root"], message: translate("poll-host.correctRequired") });
      }
      if (!seconds.safeParse(Number(draft.secondsToAnswer.trim() || Number.NaN)).success) {
        ctx.addIssue({
          code: "custom",
          path: ["secondsToAnswer"],
          message: translate("poll-host.secondsRange", { min: QUIZ_SECONDS.min, max: QUIZ_SECONDS.max }),
        });
      }
    }),
  );

export const pollFormSchema = z.pipe(pollDraftSchema, z.transform(pollValuesOf));

/** The chosen kind's fields of a checked draft, as the API takes them. */
export function pollValuesOf(draft: PollDraft): PollFormValues {
  const question = draft.question.trim();
  const options = draft.options.map((option) => option.text.trim());
  switch (draft.kind) {
    case "choice":
      return { question, kind: "choice", options, allowMultiple: draft.allowMultiple };
    case "ranking":
      return { question, kind: "ranking", options };
    case "quiz":
      return {
        question,
        kind: "quiz",
        options,
        correctOptions: draft.options.flatMap((option, index) => (option.correct ? [index] : [])),
        secondsToAnswer: Number(draft.secondsToAnswer),
      };
    case "rating":
      return { question, kind: "rating", scaleMax: draft.scaleMax === "10" ? 10 : 5 };
    default:
      return { question, kind: draft.kind };
  }
}

/** A poll as the edit form's draft: its wording and, for a quiz, which options are correct. */
export function draftOfPoll(poll: Poll): PollDraft {
  const correct = new Set(poll.correctOptionIds ?? []);
  return {
    ...emptyPollDraft(),
    question: poll.question,
    kind: poll.kind,
    options: poll.options.map((option) => ({ text: option.text, correct: correct.has(option._id) })),
    allowMultiple: poll.allowMultiple ?? false,
    scaleMax: poll.scaleMax === 10 ? "10" : "5",
    secondsToAnswer: String(poll.secondsToAnswer ?? QUIZ_SECONDS.default),
  };
}

/** The wording change a checked edit sends: the question, the options and a quiz's correct ones. */
export function wordingOf(values: PollFormValues): UpdatePollBody {
  return {
    question: values.question,
    ...(values.options ? { options: values.options } : {}),
    ...(values.correctOptions ? { correctOptions: values.correctOptions } : {}),
  };
}
