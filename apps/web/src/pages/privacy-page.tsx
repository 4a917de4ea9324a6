// `/privacy`.
import { PrivacyPolicy } from "../features/chrome/privacy-policy.tsx";

export function PrivacyPage() {
  return <PrivacyPolicy />;
}
