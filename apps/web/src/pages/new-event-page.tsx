// `/events/new`: the create-event form.
import { CreateEventScreen } from "../features/events/event-form-screens.tsx";

export function NewEventPage() {
  return <CreateEventScreen />;
}
