// The beta notice as the build paints it before the script, for a first visit to a page painted
// in (app/prerender.tsx): the same words, box and place as the live notice (beta-modal.tsx), so a
// phone shows it with the page's first paint, not seconds later when the dialog's code has run.
// The app replaces it (painted-notice.ts); docs/PERFORMANCE.md "The first visit's notice, painted".
import { PaintedDialog } from "../../components/ui/painted-dialog.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { BetaNoticeActions, BetaNoticeText } from "./beta-modal.tsx";
import { PAINTED_NOTICE_CLASS } from "./painted-notice.ts";

export function PaintedBetaNotice() {
  const t = useT();
  return (
    <PaintedDialog
      className={PAINTED_NOTICE_CLASS}
      title={t("common.betaNotice.title")}
      // Not a router link: the copy is never live, and it is rendered outside the router.
      description={<BetaNoticeText contactLink={<a className="link-ui" href="/contactus" />} />}
    >
      <BetaNoticeActions />
    </PaintedDialog>
  );
}
