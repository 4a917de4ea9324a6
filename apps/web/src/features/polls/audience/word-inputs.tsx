// A word cloud's words: one small input to start with, up to three with "Add a word". Empty
// inputs are left out of the vote; each takes at most the server's 40 characters.
import { POLL_WORD_MAX, POLL_WORDS_MAX } from "@handraise/contract";
import { Plus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import type { VoteDraft } from "./vote-draft.ts";

type Props = {
  draft: VoteDraft;
  onChange: (draft: VoteDraft) => void;
  labelledBy: string;
  describedBy: string;
};

export function WordInputs({ draft, onChange, labelledBy, describedBy }: Props) {
  const t = useT();
  const baseId = useId();
  const added = useRef(false);
  const last = useRef<HTMLInputElement>(null);
  const count = draft.words.length;

  // After "Add a word" (gone at three words) the new input is where typing goes next.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    last.current?.focus();
  });

  const setWord = (at: number, word: string) =>
    onChange({ ...draft, words: draft.words.map((current, index) => (index === at ? word : current)) });

  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-col gap-2">
      <div className="grid gap-2 sm:grid-cols-3">
        {draft.words.map((word, at) => {
          const id = `${baseId}-${at}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are places 1 to 3, never reordered
            <div key={at} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-slate-700">
                {t("poll-audience.wordLabel", { place: at + 1 })}
              </label>
              <input
                id={id}
                ref={at === count - 1 ? last : undefined}
                className={inputClass}
                value={word}
                maxLength={POLL_WORD_MAX}
                autoComplete="off"
                enterKeyHint={at === count - 1 ? "send" : "next"}
                onChange={(event) => setWord(at, event.target.value)}
              />
            </div>
          );
        })}
      </div>
      {count < POLL_WORDS_MAX ? (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => {
            added.current = true;
            onChange({ ...draft, words: [...draft.words, ""] });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("poll-audience.addWord")}
        </Button>
      ) : null}
    </fieldset>
  );
}
