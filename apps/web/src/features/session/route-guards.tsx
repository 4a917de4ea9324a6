// Route guards: login-required pages send visitors to /login (remembering where they were,
// with any autojoin flag); auth pages send signed-in users to /.
import { Navigate, Outlet, useLocation } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";

export function RequireLogin() {
  const token = useAppSelector((s) => s.session.token);
  const location = useLocation();
  if (!token) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

export function PublicOnly() {
  const token = useAppSelector((s) => s.session.token);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}
