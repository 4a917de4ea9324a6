// The 'Beta Mode' notice (docs/product.md §1, §2): opens by itself on the first visit, tracked by the
// local flag isBetaModalShown, and again from the BETA MODE label in the top bar. On a page painted
// before the script, a copy of it was painted too (painted-beta-notice.tsx); the live notice takes
// its place as it opens, in the same frame.
import { type ReactElement, useLayoutEffect } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Message } from "../../lib/i18n/message.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { removePaintedNotice } from "./painted-notice.ts";

export function BetaModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  useLayoutEffect(() => {
    if (open) removePaintedNotice();
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("common.betaNotice.title")}
      description={
        <BetaNoticeText
          contactLink={<Link className="link-ui" to="/contactus" onClick={() => onOpenChange(false)} />}
        />
      }
    >
      <BetaNoticeActions onGotIt={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The notice's words; `contactLink` wraps the words that lead to the contact page. */
export function BetaNoticeText({ contactLink }: { contactLink: ReactElement }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p>{t("common.betaNotice.intro")}</p>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t("common.betaNotice.wiped")}</li>
        <li>{t("common.betaNotice.noPayments")}</li>
        <li>
          <Message id="common.betaNotice.feedback" components={{ 0: contactLink }} />
        </li>
      </ul>
    </div>
  );
}

export function BetaNoticeActions({ onGotIt }: { onGotIt?: () => void }) {
  const t = useT();
  return (
    <div className="flex justify-end">
      <Button onClick={onGotIt}>{t("common.betaNotice.gotIt")}</Button>
    </div>
  );
}
