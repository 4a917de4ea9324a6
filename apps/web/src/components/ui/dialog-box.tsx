// The dialog itself (Radix): focus is trapped, Escape closes, the title names the dialog.
// Loaded when a dialog first opens (dialog.tsx), so pages that open none do not carry Radix.
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/translate.ts";
import { DIALOG_LOOK } from "./dialog-look.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

export function DialogBox({ open, onOpenChange, title, description, children }: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={DIALOG_LOOK.overlay} />
        <RadixDialog.Content className={DIALOG_LOOK.box}>
          <div className={DIALOG_LOOK.header}>
            <RadixDialog.Title className={DIALOG_LOOK.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={DIALOG_LOOK.close} aria-label={t("common.close")}>
              <X className={DIALOG_LOOK.closeIcon} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description asChild>
              <div className={DIALOG_LOOK.description}>{description}</div>
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
