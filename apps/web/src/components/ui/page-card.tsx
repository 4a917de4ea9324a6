// A centred card with a page heading: the frame of the account forms and the contact form.
import type { ReactNode } from "react";
import { Card } from "./card.tsx";

export function PageCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
