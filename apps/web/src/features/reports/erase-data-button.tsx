// "Erase data", for the event's creator only: a confirmation saying what goes and what stays,
// then the call. Every open page of the event empties its lists on the server's eventDataErased;
// this page reads its report again.
import { Eraser } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useEraseEventDataMutation } from "./api.ts";

export function EraseDataButton({ eventId }: { eventId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [erase, { isLoading }] = useEraseEventDataMutation();
  const confirm = async () => {
    try {
      await erase(eventId).unwrap();
      setOpen(false);
      notify.success(t("report.erased"));
    } catch (error) {
      notify.error(failureMessage(error, t("report.eraseFailed")));
    }
  };
  return (
    <>
      <button type="button" className={buttonClass("ghost", "text-red-700")} onClick={() => setOpen(true)}>
        <Eraser className="size-4" aria-hidden="true" />
        {t("report.eraseData")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("report.eraseTitle")}
        message={
          <>
            <p>{t("report.eraseWhat")}</p>
            <p className="mt-2">{t("report.eraseKeeps")}</p>
          </>
        }
        confirmLabel={t("report.eraseData")}
        onConfirm={() => void confirm()}
        busy={isLoading}
      />
    </>
  );
}
