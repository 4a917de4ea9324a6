// `/events/:eventId/host`: the host dashboard, for hosts of that event only.
import { useParams } from "react-router";
import { HostDashboard } from "./host-dashboard.tsx";

export function HostDashboardPage() {
  const { eventId = "" } = useParams();
  return <HostDashboard key={eventId} eventId={eventId} />;
}
