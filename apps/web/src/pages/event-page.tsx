// `/events/:eventId` (login required): the event page.
import { useParams } from "react-router";
import { EventView } from "./event-view.tsx";

export function EventPage() {
  const { eventId = "" } = useParams();
  return <EventView key={eventId} eventId={eventId} />;
}
