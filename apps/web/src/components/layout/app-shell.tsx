// The page frame: top bar, main content, footer, and the overlays every page shares.
import { Outlet } from "react-router";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TIMINGS } from "@handraise/contract";

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <ToastContainer position="top-center" autoClose={TIMINGS.toastAutoCloseMs} newestOnTop />
    </div>
  );
}
