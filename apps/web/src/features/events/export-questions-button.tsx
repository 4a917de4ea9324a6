// "Download CSV" on the host dashboard: every question of the event as the server's CSV file.
// The call needs the host's bearer token, which a plain link cannot carry, so the file is
// fetched with the API client's credentials and saved through a Blob and an object URL, under
// the name the server gives it (Content-Disposition). A failure is a toast; nothing is saved.
import * as eventRoutes from "@handraise/contract/routes/events";
import { Download } from "lucide-react";
import { useTransition } from "react";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { fetchFile } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { saveFile } from "../../lib/save-file.ts";

export function ExportQuestionsButton({ eventId }: { eventId: string }) {
  // The download is an action of React's: the button shows it as pending until the file is saved.
  const [downloading, startDownload] = useTransition();
  const t = useT();
  const download = () =>
    startDownload(async () => {
      try {
        const file = await fetchFile(eventRoutes.exportQuestions, {
          params: { id: eventId },
          fallback: "messages.exportFailed",
        });
        saveFile(file.blob, file.filename ?? "handraise-questions.csv");
      } catch (error) {
        notify.error(failureMessage(error, t("messages.exportFailed")));
      }
    });
  return (
    <Button variant="secondary" onClick={download} busy={downloading}>
      {downloading ? null : <Download className="size-4" aria-hidden="true" />}
      {t("events.actions.downloadCsv")}
    </Button>
  );
}
