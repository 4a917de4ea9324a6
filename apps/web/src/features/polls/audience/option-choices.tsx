// The options of a choice poll or a quiz: radio buttons, or checkboxes when the poll takes
// several. Each option is a whole row to tap (44 px or more), with the native control inside so
// keyboards and screen readers get the group's own behaviour (arrow keys between radios).
import type { Poll } from "@handraise/contract";
import { useId } from "react";
import { type VoteDraft, withOption } from "./vote-draft.ts";

type Props = {
  poll: Poll;
  draft: VoteDraft;
  onChange: (draft: VoteDraft) => void;
  disabled: boolean;
  /** The question's element: it names the group. */
  labelledBy: string;
  describedBy: string;
};

export function OptionChoices({ poll, draft, onChange, disabled, labelledBy, describedBy }: Props) {
  const name = useId();
  const multiple = poll.kind === "choice" && poll.allowMultiple === true;
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-col gap-2">
      {poll.options.map((option) => {
        const picked = draft.optionIds.includes(option._id);
        return (
          <label
            key={option._id}
            className={`flex min-h-12 items-center gap-3 rounded-[var(--radius-ui)] border px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600 ${
              disabled ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600" : "cursor-pointer"
            } ${picked && !disabled ? "border-accent-600 bg-accent-50" : ""} ${picked || disabled ? "" : "border-slate-300 bg-white hover:bg-slate-50"}`}
          >
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option._id}
              checked={picked}
              disabled={disabled}
              onChange={(event) => onChange(withOption(draft, option._id, multiple, event.target.checked))}
              className="size-5 shrink-0 accent-accent-600 focus-visible:outline-none"
            />
            <span dir="auto" className="min-w-0 break-words">
              {option.text}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
