// Any unknown address: '404 - Page Not Found' with a way back home.
import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function NotFound() {
  const t = useT();
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-50">
        <Compass className="size-7 text-accent-700" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t("public-pages.notFound.title")}</h1>
      <p className="text-slate-700">{t("public-pages.notFound.explained")}</p>
      <Link to="/" className={buttonClass("primary", "px-6")}>
        {t("public-pages.notFound.home")}
      </Link>
    </Card>
  );
}
