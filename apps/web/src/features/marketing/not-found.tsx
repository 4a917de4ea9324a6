// Any unknown address: '404 - Page Not Found' with a way back home.
import { PUBLIC_PAGE_MESSAGES } from "@handraise/contract";
import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

export function NotFound() {
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-50">
        <Compass className="size-7 text-accent-700" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">404 - Page Not Found</h1>
      <p className="text-slate-700">{PUBLIC_PAGE_MESSAGES.notFound.explained}</p>
      <Link to="/" className={buttonClass("primary", "px-6")}>
        Go to the home page
      </Link>
    </Card>
  );
}
