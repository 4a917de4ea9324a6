// The Share dialog's code (with its QR code library) is fetched the first time a host opens it,
// so the audience's event page never downloads it. It stays mounted afterwards, so closing and
// reopening behave as a dialog always mounted would.
import { type ComponentProps, useEffect, useState } from "react";

type ShareDialogType = typeof import("./share-dialog.tsx").ShareDialog;

export function ShareDialogOnDemand(props: ComponentProps<ShareDialogType>) {
  const [Dialog, setDialog] = useState<ShareDialogType | null>(null);
  const wanted = props.open;
  useEffect(() => {
    if (!wanted || Dialog) return;
    let current = true;
    void import("./share-dialog.tsx").then((module) => {
      if (current) setDialog(() => module.ShareDialog);
    });
    return () => {
      current = false;
    };
  }, [wanted, Dialog]);
  return Dialog ? <Dialog {...props} /> : null;
}
