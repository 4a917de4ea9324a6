// `/` for logged-out visitors: what Handraise is, and the way in (Login or Sign Up).
import { PUBLIC_PAGE_MESSAGES } from "@handraise/contract";
import { MessageSquare, ShieldCheck, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { JoinCodeForm } from "../features/join/join-code-form.tsx";

const POINTS = [
  {
    icon: Smartphone,
    title: "Join from any phone",
    text: PUBLIC_PAGE_MESSAGES.welcome.joinFromPhone,
  },
  {
    icon: MessageSquare,
    title: "Questions, live",
    text: PUBLIC_PAGE_MESSAGES.welcome.questionsLive,
  },
  {
    icon: ShieldCheck,
    title: "You stay in control",
    text: PUBLIC_PAGE_MESSAGES.welcome.stayInControl,
  },
] as const;

export function Welcome() {
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col items-start gap-5 py-4 sm:py-10">
        <h1 className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-5xl">
          Welcome to Handraise: live Q&amp;A for every event
        </h1>
        <p className="max-w-xl text-lg text-slate-700">{PUBLIC_PAGE_MESSAGES.welcome.intro}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/signup" className={buttonClass("primary", "px-6")}>
            Sign Up
          </Link>
          <Link to="/login" className={buttonClass("secondary", "px-6")}>
            Login
          </Link>
        </div>
      </section>
      {/* The audience's way in: the code on the screen in the room, no account needed. */}
      <section aria-labelledby="join-heading">
        <Card className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 id="join-heading" className="text-lg font-semibold">
            At an event? Join with its code
          </h2>
          <JoinCodeForm compact />
        </Card>
      </section>
      <section aria-label="Why Handraise" className="grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="flex flex-col gap-2 p-5">
            <Icon className="size-6 text-accent-700" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="text-slate-700">{text}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}
