// `/events/:eventId/present` (login required, hosts only): the event on a projector.
import { useParams } from "react-router";
import { PresenterView } from "./presenter-view.tsx";

export function PresenterPage() {
  const { eventId = "" } = useParams();
  return <PresenterView key={eventId} eventId={eventId} />;
}
