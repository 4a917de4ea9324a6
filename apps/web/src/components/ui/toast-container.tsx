// The toasts' container and styles, loaded with the first toast (toast.ts). The unstyled build
// with the styles as a file of their own: the default build also writes them into a <style> as
// it mounts (toast.ts says why not).
import { directionOf, isLocale, TIMINGS } from "@handraise/contract";
import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/dist/ReactToastify.css";
import { useFormat } from "../../lib/i18n/translate.ts";
import { holdToastLayer } from "./top-layer.ts";

export function Toasts() {
  // Right to left in Arabic: the icon and the close button change sides.
  const { locale } = useFormat();
  const rtl = isLocale(locale) && directionOf(locale) === "rtl";
  return (
    // A popover of no size of its own, so the toasts can stand above an open dialog (top-layer.ts);
    // shown (`block`) and above the page (the toasts' own z-index) before any dialog opens too.
    <div
      popover="manual"
      ref={holdToastLayer}
      className="z-[9999] m-0 block size-0 overflow-visible border-0 bg-transparent p-0"
    >
      <ToastContainer position="top-center" autoClose={TIMINGS.toastAutoCloseMs} newestOnTop rtl={rtl} />
    </div>
  );
}
