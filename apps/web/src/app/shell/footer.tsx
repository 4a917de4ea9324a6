// The footer: legal and contact links, the language and theme switches, and the copyright line
// with the current year.
import type { MessageKey } from "@handraise/contract";
import { Link } from "react-router";
import { onDemand } from "../../components/ui/on-demand.tsx";
import { useT } from "../../lib/i18n/translate.ts";

/** The switches arrive after the page's first paint; their room is kept (below), so nothing moves. */
const Preferences = onDemand(() => import("./preferences.tsx").then((module) => module.Preferences));

const LINKS: readonly { to: string; text: MessageKey }[] = [
  { to: "/privacy", text: "common.footer.privacy" },
  { to: "/terms", text: "common.footer.terms" },
  { to: "/contactus", text: "common.footer.contact" },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-2 px-4 py-4 sm:flex-row sm:flex-wrap sm:justify-between">
        <nav aria-label={t("common.footer.nav")}>
          <ul className="flex flex-wrap justify-center gap-x-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-[var(--radius-ui)] px-3 text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
                >
                  {t(link.text)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Two rows of switches on a phone, a row of their own on wider screens: the same room in every language. */}
        <div className="min-h-24 sm:order-last sm:min-h-11 sm:basis-full">
          <Preferences />
        </div>
        <p className="text-slate-600">{t("common.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
