export function NotFoundPage() {
  return <h1 className="text-2xl font-semibold">404 - Page Not Found</h1>;
}
