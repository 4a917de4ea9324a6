// `/join` and `/join/:code` (no login): an event found by the code on the screen in the room.
import { useParams } from "react-router";
import { PageCard } from "../components/ui/page-card.tsx";
import { JoinCodeForm } from "../features/join/join-code-form.tsx";
import { useT } from "../lib/i18n/translate.ts";

export function JoinPage() {
  const t = useT();
  const { code = "" } = useParams();
  return (
    <PageCard title={t("public-pages.join.title")} intro={t("public-pages.join.intro")}>
      <JoinCodeForm key={code} initialCode={code} />
    </PageCard>
  );
}
