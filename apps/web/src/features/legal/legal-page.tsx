// The frame of the static legal pages: a heading, the date of the text, and readable sections.
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

export type LegalSection = { heading: string; body: ReactNode };

export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
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
            <div className="flex flex-col gap-2 leading-relaxed text-slate-800">{section.body}</div>
          </section>
        ))}
      </article>
    </Card>
  );
}
