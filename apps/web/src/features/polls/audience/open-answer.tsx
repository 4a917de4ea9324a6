// An open answer: a text box of up to 280 characters (the vote form shows the count beside Vote,
// as the question box does beside Ask).
import { POLL_TEXT_MAX } from "@handraise/contract";
import { TextArea } from "../../../components/ui/field.tsx";
import { useT } from "../../../lib/i18n/translate.ts";
import type { VoteDraft } from "./vote-draft.ts";

type Props = { draft: VoteDraft; onChange: (draft: VoteDraft) => void };

export function OpenAnswer({ draft, onChange }: Props) {
  const t = useT();
  return (
    <TextArea
      label={t("poll-audience.openLabel")}
      name="answer"
      rows={3}
      maxLength={POLL_TEXT_MAX}
      value={draft.text}
      onChange={(event) => onChange({ ...draft, text: event.target.value })}
      hint={t("poll-audience.openHint", { characters: POLL_TEXT_MAX })}
    />
  );
}
