// `/pricing`: the plan cards of docs/product.md §9 and a call to action: upgrade when signed in, log in
// first otherwise (and come back to the upgrade page afterwards).
import { PLAN_LIMITS, PRICES, PUBLIC_PAGE_MESSAGES } from "@handraise/contract";
import { Check, Clock } from "lucide-react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

type Plan = {
  id: string;
  name: string;
  amount: string;
  per: string;
  note?: string;
  features: string[];
  highlighted?: boolean;
};

const PRO_FEATURES = [
  `${PLAN_LIMITS.pro.maxMembers} members per event`,
  `${PLAN_LIMITS.pro.maxQuestions} questions per event`,
  PUBLIC_PAGE_MESSAGES.pricing.pollsPerEvent(PLAN_LIMITS.pro.maxPolls),
  PUBLIC_PAGE_MESSAGES.pricing.pollKinds,
  "Unlimited events",
  "Moderation tools",
  "Priority email support",
];

const PLANS: Plan[] = [
  {
    id: "free",
    name: PRICES.free.label,
    amount: PRICES.free.amount,
    per: PRICES.free.per,
    features: [
      `${PLAN_LIMITS.free.maxMembers} members per event`,
      `${PLAN_LIMITS.free.maxQuestions} questions per event`,
      "Live Q&A with likes",
      PUBLIC_PAGE_MESSAGES.pricing.pollsPerEvent(PLAN_LIMITS.free.maxPolls),
      PUBLIC_PAGE_MESSAGES.pricing.pollKinds,
    ],
  },
  {
    id: "pro-monthly",
    name: PRICES.proMonthly.label,
    amount: PRICES.proMonthly.amount,
    per: PRICES.proMonthly.per,
    features: PRO_FEATURES,
    highlighted: true,
  },
  {
    id: "pro-yearly",
    name: PRICES.proYearly.label,
    amount: PRICES.proYearly.amount,
    per: PRICES.proYearly.per,
    note: `Saves ${PRICES.proYearly.saving} a year`,
    features: [...PRO_FEATURES, "Early access to new features"],
  },
];

const COMING_SOON = ["Audience marketing signups"];

export function PricingPlans() {
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const isPro = useAppSelector((s) => Boolean(s.session.userInfo?.isPro));

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Pricing</h1>
        <p className="mx-auto max-w-xl text-slate-700">{PUBLIC_PAGE_MESSAGES.pricing.intro}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex">
            <Card
              className={`flex w-full flex-col gap-4 p-6 ${plan.highlighted ? "ring-2! ring-accent-600!" : ""}`}
              aria-labelledby={`plan-${plan.id}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
                  {plan.name}
                </h2>
                {plan.highlighted ? <Badge tone="accent">Most popular</Badge> : null}
                {plan.note ? <Badge tone="success">{plan.note}</Badge> : null}
              </div>
              <p>
                <span className="text-4xl font-semibold tracking-tight">{plan.amount}</span>
                <span className="text-slate-600">/{plan.per}</span>
              </p>
              <ul className="flex flex-1 flex-col gap-2">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="flex flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <ul className="flex flex-col gap-2">
          {COMING_SOON.map((item) => (
            <li key={item} className="flex flex-wrap items-center gap-2">
              <Clock className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <span>{item}</span>
              <Badge tone="warning">coming soon</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-col items-center gap-2 text-center">
        {isPro ? (
          <>
            <p className="text-slate-700">{PUBLIC_PAGE_MESSAGES.pricing.thanksPro}</p>
            <Link to="/billing" className={buttonClass("secondary", "px-6")}>
              Manage billing
            </Link>
          </>
        ) : loggedIn ? (
          <Link to="/billing-upgrade" className={buttonClass("primary", "px-6")}>
            Upgrade to Pro
          </Link>
        ) : (
          <>
            <Link to="/login" state={{ from: "/billing-upgrade" }} className={buttonClass("primary", "px-6")}>
              Log in to upgrade
            </Link>
            <p className="text-slate-700">
              {PUBLIC_PAGE_MESSAGES.pricing.noAccountYet}{" "}
              <Link className="link-ui" to="/signup" state={{ from: "/billing-upgrade" }}>
                Sign Up
              </Link>{" "}
              free.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
