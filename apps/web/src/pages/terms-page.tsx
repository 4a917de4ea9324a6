// `/terms`.
import { TermsOfService } from "../features/legal/terms-of-service.tsx";

export function TermsPage() {
  return <TermsOfService />;
}
