// The toasts' container and styles, loaded with the first toast (toast.ts).
import { directionOf, isLocale, TIMINGS } from "@handraise/contract";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { useFormat } from "../../lib/i18n/translate.ts";

export function Toasts() {
  // Right to left in Arabic: the icon and the close button change sides.
  const { locale } = useFormat();
  const rtl = isLocale(locale) && directionOf(locale) === "rtl";
  return <ToastContainer position="top-center" autoClose={TIMINGS.toastAutoCloseMs} newestOnTop rtl={rtl} />;
}
