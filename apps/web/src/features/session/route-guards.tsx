// Route guards: login-required pages send visitors to /login (remembering where they were,
// with any autojoin flag); auth pages send signed-in users on, to where they came from or /.
import { Navigate, Outlet, useLocation } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { returnPath } from "./return-path.ts";

export function RequireLogin() {
  const token = useAppSelector((s) => s.session.token);
  const loggingOut = useAppSelector((s) => s.session.loggingOut);
  const location = useLocation();
  // Logging out leaves for / and reloads; sending the user to /login meanwhile would win the race.
  if (!token && loggingOut) return null;
  if (!token) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/** The login form also navigates on success; both aim at the same place, so there is no race. */
export function PublicOnly() {
  const token = useAppSelector((s) => s.session.token);
  const location = useLocation();
  return token ? <Navigate to={returnPath(location)} replace /> : <Outlet />;
}
