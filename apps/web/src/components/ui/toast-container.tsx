// The toasts' container and styles, loaded with the first toast (toast.ts).
import { TIMINGS } from "@handraise/contract";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

export function Toasts() {
  return <ToastContainer position="top-center" autoClose={TIMINGS.toastAutoCloseMs} newestOnTop />;
}
