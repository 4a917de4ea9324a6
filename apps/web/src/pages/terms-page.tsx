// `/terms`.
import { TermsOfService } from "../features/chrome/terms-of-service.tsx";

export function TermsPage() {
  return <TermsOfService />;
}
