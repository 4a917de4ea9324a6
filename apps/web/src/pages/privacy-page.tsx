// `/privacy`.
import { PrivacyPolicy } from "../features/legal/privacy-policy.tsx";

export function PrivacyPage() {
  return <PrivacyPolicy />;
}
