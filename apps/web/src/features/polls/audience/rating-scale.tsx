// A rating's scale, 1 to 5 or 1 to 10, as a row of big radio buttons (two rows of five on a
// phone when the scale goes to 10). The native radios stay in the page for keyboards and screen
// readers; each number's square is their label.
import type { Poll } from "@handraise/contract";
import { useId } from "react";
import type { VoteDraft } from "./vote-draft.ts";

type Props = {
  poll: Poll;
  draft: VoteDraft;
  onChange: (draft: VoteDraft) => void;
  labelledBy: string;
  describedBy: string;
};

export function RatingScale({ poll, draft, onChange, labelledBy, describedBy }: Props) {
  const name = useId();
  const scaleMax = poll.scaleMax ?? 5;
  const values = Array.from({ length: scaleMax }, (_, at) => at + 1);
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`grid grid-cols-5 gap-2 ${scaleMax > 5 ? "sm:grid-cols-10" : "sm:max-w-sm"}`}
    >
      {values.map((value) => (
        <label
          key={value}
          className="grid min-h-12 cursor-pointer place-items-center rounded-[var(--radius-ui)] border border-slate-300 bg-white text-lg font-semibold tabular-nums text-slate-800 hover:bg-slate-50 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={draft.value === value}
            onChange={() => onChange({ ...draft, value })}
            className="sr-only"
          />
          {value}
        </label>
      ))}
    </fieldset>
  );
}
