// Accessible dialogs: the page beneath is inert while one is open, Escape closes, the title names
// the dialog. The dialog's code (dialog-box.tsx, the browser's own <dialog>) is not part of any
// page's first download: it is fetched once the page has loaded, or at start on a first visit,
// when the beta notice is due (it must show before the person starts). Once shown, a dialog stays
// mounted, closed, so that closing gives focus back where it was.
import { type ReactNode, useState } from "react";
import { useT } from "../../lib/i18n/translate.ts";
import { Button } from "./button.tsx";
import type { DialogProps } from "./dialog-box.tsx";
import { afterPageLoad, onDemand } from "./on-demand.tsx";

const DialogBox = onDemand(() => import("./dialog-box.tsx").then((module) => module.DialogBox));
// A confirmation must open without the network too (deleting a question offline).
afterPageLoad(DialogBox.preload);

/** Fetches the dialogs' code now; settled once a dialog can open at once (a notice due at start). */
export const loadDialogs = (): Promise<void> => DialogBox.load();

/** The dialogs' code is here: a dialog shown now opens in the same render. */
export const dialogsReady = (): boolean => DialogBox.ready();

export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <DialogBox {...props} />;
}

type ConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
};

/** Nothing destroys without confirming (docs/product.md §11). */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, onConfirm, busy }: ConfirmProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("common.cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
