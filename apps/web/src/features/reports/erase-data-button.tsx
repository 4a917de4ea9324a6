// "Erase data", for the event's creator only: a confirmation saying what goes and what stays,
// then the call. Every open page of the event empties its lists on the server's eventDataErased;
// this page reads its report again.
import { REPORT_MESSAGES } from "@handraise/contract";
import { Eraser } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useEraseEventDataMutation } from "./api.ts";

export function EraseDataButton({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  const [erase, { isLoading }] = useEraseEventDataMutation();
  const confirm = async () => {
    try {
      await erase(eventId).unwrap();
      setOpen(false);
      notify.success(REPORT_MESSAGES.erased);
    } catch (error) {
      notify.error(failureMessage(error, REPORT_MESSAGES.eraseFailed));
    }
  };
  return (
    <>
      <button type="button" className={buttonClass("ghost", "text-red-700")} onClick={() => setOpen(true)}>
        <Eraser className="size-4" aria-hidden="true" />
        Erase data
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={REPORT_MESSAGES.eraseTitle}
        message={
          <>
            <p>{REPORT_MESSAGES.eraseWhat}</p>
            <p className="mt-2">{REPORT_MESSAGES.eraseKeeps}</p>
          </>
        }
        confirmLabel="Erase data"
        onConfirm={() => void confirm()}
        busy={isLoading}
      />
    </>
  );
}
