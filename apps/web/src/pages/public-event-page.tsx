// `/events/p/:eventId` (no login): the public share page, with the event page's content.
import { useParams } from "react-router";
import { EventView } from "./event-view.tsx";

export function PublicEventPage() {
  const { eventId = "" } = useParams();
  return <EventView key={eventId} eventId={eventId} publicPage />;
}
