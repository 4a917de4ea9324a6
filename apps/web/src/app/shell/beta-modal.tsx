// The 'Beta Mode' notice (docs/product.md §1, §2): opens by itself on the first visit, tracked by the
// local flag isBetaModalShown, and again from the BETA MODE label in the top bar.
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";

export function BetaModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Beta Mode"
      description={
        <div className="flex flex-col gap-3">
          <p>Handraise is in beta. Thank you for trying it early.</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>All data will be wiped before launch.</li>
            <li>Payments are not accepted yet.</li>
            <li>
              Feedback is very welcome: send it through the{" "}
              <Link className="link-ui" to="/contactus" onClick={() => onOpenChange(false)}>
                Contact Us
              </Link>{" "}
              link.
            </li>
          </ul>
        </div>
      }
    >
      <div className="flex justify-end">
        <Button onClick={() => onOpenChange(false)}>Got it</Button>
      </div>
    </Dialog>
  );
}
