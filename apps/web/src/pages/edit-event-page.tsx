// `/events/:eventId/edit`: the edit form and the public/private switch.
import { useParams } from "react-router";
import { EditEventScreen } from "../features/events/event-form-screens.tsx";

export function EditEventPage() {
  const { eventId = "" } = useParams();
  return <EditEventScreen key={eventId} eventId={eventId} />;
}
