// Any other address.
import { NotFound } from "../features/chrome/not-found.tsx";

export function NotFoundPage() {
  return <NotFound />;
}
