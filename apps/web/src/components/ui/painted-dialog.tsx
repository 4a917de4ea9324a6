// A dialog as the build paints it before the script (app/prerender.tsx): the live dialog's look
// (dialog-look.ts) without its behaviour. The server puts it beside the painted page, outside the
// app's root, so the app's first render leaves it in place until the live dialog opens over it.
// Its backdrop takes every tap, so nothing of the page beneath is reached through it; the box
// itself is unreachable (`inert`) and, like the painted page, hidden from assistive technology.
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { DIALOG_LOOK } from "./dialog-look.ts";

type PaintedDialogProps = {
  /** The class the app and index.html's first script find it by. */
  className: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
};

export function PaintedDialog({ className, title, description, children }: PaintedDialogProps) {
  return (
    <div className={className} aria-hidden="true">
      <div className={DIALOG_LOOK.overlay} />
      <div className={DIALOG_LOOK.box} inert>
        <div className={DIALOG_LOOK.header}>
          <h2 className={DIALOG_LOOK.title}>{title}</h2>
          <button type="button" className={DIALOG_LOOK.close}>
            <X className={DIALOG_LOOK.closeIcon} aria-hidden="true" />
          </button>
        </div>
        <div className={DIALOG_LOOK.description}>{description}</div>
        {children}
      </div>
    </div>
  );
}
