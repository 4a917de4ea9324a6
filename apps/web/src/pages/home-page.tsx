// `/`: the event dashboard when logged in, the welcome page otherwise. The dashboard (the host's
// lists, forms and the live client) is its own chunk, so a visitor's welcome page is light.
import { useAppSelector } from "../app/hooks.ts";
import { onDemand } from "../components/ui/on-demand.tsx";
import { Welcome } from "./welcome.tsx";

const Dashboard = onDemand(() => import("./dashboard.tsx").then((module) => module.Dashboard));

export function HomePage() {
  const token = useAppSelector((s) => s.session.token);
  return token ? <Dashboard /> : <Welcome />;
}
