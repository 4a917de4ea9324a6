// The frame of the static legal pages: a heading, the date of the text, and readable sections.
// The texts are the catalogue's (LEGAL_TEXTS): a section is a paragraph or a list of items,
// where `[words](/path)` is a link within the site and `**word**` a name in bold.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card.tsx";

export type LegalSection = { readonly heading: string; readonly body: string | readonly string[] };

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
        <strong key={match.index}>{bold}</strong>
      ),
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}

function SectionBody({ body }: { body: LegalSection["body"] }) {
  if (typeof body === "string") {
    return (
      <p>
        <LegalText text={body} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-5">
      {body.map((item) => (
        <li key={item}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Card className="mx-auto w-full max-w-3xl p-6 sm:p-8">
      <article className="flex flex-col gap-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600">Last updated: {updated}</p>
        </header>
        {sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{section.heading}</h2>
            <div className="flex flex-col gap-2 leading-relaxed text-slate-800">
              <SectionBody body={section.body} />
            </div>
          </section>
        ))}
      </article>
    </Card>
  );
}
