// Any other address.
import { NotFound } from "../features/marketing/not-found.tsx";

export function NotFoundPage() {
  return <NotFound />;
}
