// "Download Excel": the event's record as the server's workbook (Questions, Polls, Participation),
// fetched with the host's credentials like "Download CSV" and saved under the server's file name.
import * as reportRoutes from "@handraise/contract/routes/reports";
import { FileSpreadsheet } from "lucide-react";
import { useTransition } from "react";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { fetchFile } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { saveFile } from "../../lib/save-file.ts";

export function ExportWorkbookButton({ eventId }: { eventId: string }) {
  const t = useT();
  const [downloading, startDownload] = useTransition();
  const download = () =>
    startDownload(async () => {
      try {
        const file = await fetchFile(reportRoutes.exportWorkbook, {
          params: { id: eventId },
          fallback: "report.exportWorkbookFailed",
        });
        saveFile(file.blob, file.filename ?? "handraise-event.xlsx");
      } catch (error) {
        notify.error(failureMessage(error, t("report.exportWorkbookFailed")));
      }
    });
  return (
    <Button variant="secondary" onClick={download} busy={downloading}>
      {downloading ? null : <FileSpreadsheet className="size-4" aria-hidden="true" />}
      {t("report.downloadExcel")}
    </Button>
  );
}
