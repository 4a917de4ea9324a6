// `/`: the event dashboard when logged in, the welcome page otherwise.
import { useAppSelector } from "../app/hooks.ts";
import { Welcome } from "../features/chrome/welcome.tsx";
import { Dashboard } from "../features/events/dashboard.tsx";

export function HomePage() {
  const token = useAppSelector((s) => s.session.token);
  return token ? <Dashboard /> : <Welcome />;
}
