// The dialog itself: the browser's own modal <dialog>. Opened with showModal(), it sits above
// everything in the top layer (but the toasts, top-layer.ts), makes the rest of the page inert (no
// focus, no tap, hidden from assistive technology), closes on Escape and gives focus back when it
// closes. Loaded when a dialog first opens (dialog.tsx). It replaced Radix's dialog, whose opening
// cost a phone a long task: its scroll lock's inserted stylesheet restyled the whole page, and its
// focus trap and presence check each forced that work at once (docs/PERFORMANCE.md "Dialogs of
// the browser's own").
import { X } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../lib/i18n/translate.ts";
import { DIALOG_LOOK } from "./dialog-look.ts";
import { raiseToastLayer } from "./top-layer.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

const FOCUSABLE = "button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)";

export function DialogBox({ open, onOpenChange, title, description, children }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The content is mounted anew at each opening, once the dialog is shown: a field asking for
  // focus (autoFocus) gets it, which it could not while the dialog was still hidden.
  const [shown, setShown] = useState(false);
  const pressedOnBackdrop = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      raiseToastLayer();
    }
    if (!open && dialog.open) dialog.close();
    setShown(open);
  }, [open]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    // No field took focus: the first control does, as a keyboard user expects.
    if (shown && dialog && document.activeElement === dialog) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [shown]);
  const close = () => onOpenChange(false);
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={DIALOG_LOOK.dialog}
      onCancel={(event) => {
        // Escape: the owner closes it, so its state says closed too.
        event.preventDefault();
        close();
      }}
      onClose={() => {
        // Closed by the browser itself (an Escape it would not let be held back): the owner hears of it.
        if (open) close();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A tap on the backdrop, outside the box: begun there too, so that selecting text in the
        // box and letting go beside it does not close it.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
    >
      {shown ? (
        <div className={DIALOG_LOOK.box} data-dialog-box="">
          <div className={DIALOG_LOOK.header}>
            <h2 id={titleId} className={DIALOG_LOOK.title}>
              {title}
            </h2>
            <button type="button" className={DIALOG_LOOK.close} aria-label={t("common.close")} onClick={close}>
              <X className={DIALOG_LOOK.closeIcon} aria-hidden="true" />
            </button>
          </div>
          <div id={descriptionId} className={description ? DIALOG_LOOK.description : "sr-only"}>
            {description ?? title}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
