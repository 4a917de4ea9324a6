// The frame of the static legal pages: a heading, the date of the text, and readable sections.
// The texts are the catalogue's ("legal" namespace), in the page's language: a section is a
// paragraph or a list of items, where `[words](/path)` is a link within the site and `**word**`
// a name in bold.
import type { MessageKey } from "@handraise/contract";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { useFormat, useT } from "../../lib/i18n/translate.ts";

/** A section's heading, then its paragraph or its list's items, by their keys. */
export type LegalSection =
  | { readonly headingKey: MessageKey; readonly body: MessageKey }
  | { readonly headingKey: MessageKey; readonly items: readonly MessageKey[] };

/** A link `[words](/path)` or a bold `**word**`, in a catalogue text. */
const MARKUP = /\[([^\]]+)\]\((\/[^)]*)\)|\*\*([^*]+)\*\*/g;

function LegalText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKUP)) {
    parts.push(text.slice(from, match.index));
    const [, words, to, bold] = match;
    parts.push(
      to ? (
        <Link key={match.index} className="link-ui" to={to}>
          {words}
        </Link>
      ) : (
        <bdi key={match.index}>
          <strong>{bold}</strong>
        </bdi>
      ),
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}

function SectionBody({ section }: { section: LegalSection }) {
  const t = useT();
  if ("body" in section) {
    return (
      <p>
        <LegalText text={t(section.body)} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-1 ps-5">
      {section.items.map((item) => (
        <li key={item}>
          <LegalText text={t(item)} />
        </li>
      ))}
    </ul>
  );
}

export function LegalPage({
  titleKey,
  updated,
  sections,
}: {
  titleKey: MessageKey;
  /** The month of the text, "YYYY-MM". */
  updated: string;
  sections: readonly LegalSection[];
}) {
  const t = useT();
  const format = useFormat();
  const date = format.date(`${updated}-01T00:00:00Z`, { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <Card className="mx-auto w-full max-w-3xl p-6 sm:p-8">
      <article className="flex flex-col gap-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(titleKey)}</h1>
          <p className="mt-1 text-slate-600">{t("legal.lastUpdated", { date })}</p>
        </header>
        {sections.map((section) => (
          <section key={section.headingKey} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t(section.headingKey)}</h2>
            <div className="flex flex-col gap-2 leading-relaxed text-slate-800">
              <SectionBody section={section} />
            </div>
          </section>
        ))}
      </article>
    </Card>
  );
}
