// `/join` and `/join/:code` (no login): an event found by the code on the screen in the room.
import { PUBLIC_PAGE_MESSAGES } from "@handraise/contract";
import { useParams } from "react-router";
import { PageCard } from "../components/ui/page-card.tsx";
import { JoinCodeForm } from "../features/join/join-code-form.tsx";

export function JoinPage() {
  const { code = "" } = useParams();
  return (
    <PageCard title="Join an event" intro={PUBLIC_PAGE_MESSAGES.join.intro}>
      <JoinCodeForm key={code} initialCode={code} />
    </PageCard>
  );
}
