// `/` for logged-out visitors: what Handraise is, and the way in (Login or Sign Up).
import type { MessageKey } from "@handraise/contract";
import { MessageSquare, ShieldCheck, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { JoinCodeForm } from "../features/join/join-code-form.tsx";
import { useT } from "../lib/i18n/translate.ts";

const POINTS: ReadonlyArray<{ icon: typeof Smartphone; headingKey: MessageKey; textKey: MessageKey }> = [
  {
    icon: Smartphone,
    headingKey: "public-pages.welcome.joinFromPhoneTitle",
    textKey: "public-pages.welcome.joinFromPhone",
  },
  {
    icon: MessageSquare,
    headingKey: "public-pages.welcome.questionsLiveTitle",
    textKey: "public-pages.welcome.questionsLive",
  },
  {
    icon: ShieldCheck,
    headingKey: "public-pages.welcome.stayInControlTitle",
    textKey: "public-pages.welcome.stayInControl",
  },
];

export function Welcome() {
  const t = useT();
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col items-start gap-5 py-4 sm:py-10">
        <h1 className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-5xl">
          {t("public-pages.welcome.title")}
        </h1>
        <p className="max-w-xl text-lg text-slate-700">{t("public-pages.welcome.intro")}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/signup" className={buttonClass("primary", "px-6")}>
            {t("public-pages.welcome.signUp")}
          </Link>
          <Link to="/login" className={buttonClass("secondary", "px-6")}>
            {t("public-pages.welcome.login")}
          </Link>
        </div>
      </section>
      {/* The audience's way in: the code on the screen in the room, no account needed. */}
      <section aria-labelledby="join-heading">
        <Card className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 id="join-heading" className="text-lg font-semibold">
            {t("public-pages.welcome.joinHeading")}
          </h2>
          <JoinCodeForm compact />
        </Card>
      </section>
      <section aria-label={t("public-pages.welcome.whyHandraise")} className="grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, headingKey, textKey }) => (
          <Card key={headingKey} className="flex flex-col gap-2 p-5">
            <Icon className="size-6 text-accent-700" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t(headingKey)}</h2>
            <p className="text-slate-700">{t(textKey)}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}
