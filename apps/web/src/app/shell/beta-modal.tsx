// The 'Beta Mode' notice (docs/product.md §1, §2): opens by itself on the first visit, tracked by the
// local flag isBetaModalShown, and again from the BETA MODE label in the top bar.
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Message } from "../../lib/i18n/message.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function BetaModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("common.betaNotice.title")}
      description={
        <div className="flex flex-col gap-3">
          <p>{t("common.betaNotice.intro")}</p>
          <ul className="list-disc space-y-1 ps-5">
            <li>{t("common.betaNotice.wiped")}</li>
            <li>{t("common.betaNotice.noPayments")}</li>
            <li>
              <Message
                id="common.betaNotice.feedback"
                components={{ 0: <Link className="link-ui" to="/contactus" onClick={() => onOpenChange(false)} /> }}
              />
            </li>
          </ul>
        </div>
      }
    >
      <div className="flex justify-end">
        <Button onClick={() => onOpenChange(false)}>{t("common.betaNotice.gotIt")}</Button>
      </div>
    </Dialog>
  );
}
