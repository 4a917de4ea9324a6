// `/`: the event dashboard when logged in, the welcome page otherwise.
import { useAppSelector } from "../app/hooks.ts";
import { Dashboard } from "../features/events/dashboard.tsx";
import { Welcome } from "../features/marketing/welcome.tsx";

export function HomePage() {
  const token = useAppSelector((s) => s.session.token);
  return token ? <Dashboard /> : <Welcome />;
}
