// `/pricing`: the plan cards of docs/product.md §9 and a call to action: upgrade when signed in, log in
// first otherwise (and come back to the upgrade page afterwards).
import { directionOf, isLocale, type MessageKey, PLAN_LIMITS, PRICES } from "@handraise/contract";
import { Check, Clock } from "lucide-react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { numberFormat } from "../../lib/i18n/intl-formats.ts";
import { Message } from "../../lib/i18n/message.tsx";
import { type MessageValues, useFormat, useT } from "../../lib/i18n/translate.ts";

/** The currency of PRICES' amounts ("£9.99"). */
const CURRENCY = "GBP";

/** An amount of PRICES as a number, to be written in the page's language. */
const poundsIn = (amount: string): number => Number(amount.replace(/[^\d.]/g, ""));

type Feature = { key: MessageKey; values?: MessageValues };

type Plan = {
  id: string;
  name: MessageKey;
  amount: number;
  per: MessageKey;
  /** What the plan saves a year, if anything. */
  saving?: number;
  features: Feature[];
  highlighted?: boolean;
};

const POLL_KINDS: Feature = { key: "public-pages.pricing.pollKinds" };

const PRO_FEATURES: Feature[] = [
  { key: "public-pages.pricing.membersPerEvent", values: { max: PLAN_LIMITS.pro.maxMembers } },
  { key: "public-pages.pricing.questionsPerEvent", values: { max: PLAN_LIMITS.pro.maxQuestions } },
  { key: "public-pages.pricing.pollsPerEvent", values: { max: PLAN_LIMITS.pro.maxPolls } },
  POLL_KINDS,
  { key: "public-pages.pricing.unlimitedEvents" },
  { key: "public-pages.pricing.moderationTools" },
  { key: "public-pages.pricing.prioritySupport" },
];

const PLANS: Plan[] = [
  {
    id: "free",
    name: "public-pages.pricing.plans.free",
    amount: poundsIn(PRICES.free.amount),
    per: "public-pages.pricing.pricePerMonth",
    features: [
      { key: "public-pages.pricing.membersPerEvent", values: { max: PLAN_LIMITS.free.maxMembers } },
      { key: "public-pages.pricing.questionsPerEvent", values: { max: PLAN_LIMITS.free.maxQuestions } },
      { key: "public-pages.pricing.liveQandA" },
      { key: "public-pages.pricing.pollsPerEvent", values: { max: PLAN_LIMITS.free.maxPolls } },
      POLL_KINDS,
    ],
  },
  {
    id: "pro-monthly",
    name: "public-pages.pricing.plans.proMonthly",
    amount: poundsIn(PRICES.proMonthly.amount),
    per: "public-pages.pricing.pricePerMonth",
    features: PRO_FEATURES,
    highlighted: true,
  },
  {
    id: "pro-yearly",
    name: "public-pages.pricing.plans.proYearly",
    amount: poundsIn(PRICES.proYearly.amount),
    per: "public-pages.pricing.pricePerYear",
    saving: poundsIn(PRICES.proYearly.saving),
    features: [...PRO_FEATURES, { key: "public-pages.pricing.earlyAccess" }],
  },
];

const COMING_SOON: MessageKey[] = ["public-pages.pricing.audienceSignups"];

export function PricingPlans() {
  const t = useT();
  const format = useFormat();
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const isPro = useAppSelector((s) => Boolean(s.session.userInfo?.isPro));
  const rtl = isLocale(format.locale) && directionOf(format.locale) === "rtl";
  /**
   * An amount in the page's language, with pence only when it has some ("£0", "£9.99"). In a
   * right-to-left page the currency's symbol is isolated left to right, so "UK£" keeps its order
   * and stands where the language puts it.
   */
  const money = (value: number) => {
    const digits = Number.isInteger(value) ? 0 : 2;
    const parts = numberFormat(format.locale, {
      style: "currency",
      currency: CURRENCY,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).formatToParts(value);
    return parts.map(({ type, value: part }) => (rtl && type === "currency" ? `\u2066${part}\u2069` : part)).join("");
  };

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">{t("public-pages.pricing.title")}</h1>
        <p className="mx-auto max-w-xl text-slate-700">{t("public-pages.pricing.intro")}</p>
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
                  {t(plan.name)}
                </h2>
                {plan.highlighted ? <Badge tone="accent">{t("public-pages.pricing.mostPopular")}</Badge> : null}
                {plan.saving ? (
                  <Badge tone="success">{t("public-pages.pricing.savesPerYear", { amount: money(plan.saving) })}</Badge>
                ) : null}
              </div>
              <p>
                <Message
                  id={plan.per}
                  values={{ price: money(plan.amount) }}
                  components={{
                    0: <span className="text-4xl font-semibold tracking-tight" />,
                    1: <span className="text-slate-600" />,
                  }}
                />
              </p>
              <ul className="flex flex-1 flex-col gap-2">
                {plan.features.map((feature) => (
                  <li key={feature.key} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                    <span>{t(feature.key, feature.values)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="flex flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold">{t("public-pages.pricing.comingSoonTitle")}</h2>
        <ul className="flex flex-col gap-2">
          {COMING_SOON.map((item) => (
            <li key={item} className="flex flex-wrap items-center gap-2">
              <Clock className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <span>{t(item)}</span>
              <Badge tone="warning">{t("public-pages.pricing.comingSoonBadge")}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-col items-center gap-2 text-center">
        {isPro ? (
          <>
            <p className="text-slate-700">{t("public-pages.pricing.thanksPro")}</p>
            <Link to="/billing" className={buttonClass("secondary", "px-6")}>
              {t("public-pages.pricing.manageBilling")}
            </Link>
          </>
        ) : loggedIn ? (
          <Link to="/billing-upgrade" className={buttonClass("primary", "px-6")}>
            {t("public-pages.pricing.upgrade")}
          </Link>
        ) : (
          <>
            <Link to="/login" state={{ from: "/billing-upgrade" }} className={buttonClass("primary", "px-6")}>
              {t("public-pages.pricing.logInToUpgrade")}
            </Link>
            <p className="text-slate-700">
              <Message
                id="public-pages.pricing.signUpFree"
                components={{ 0: <Link className="link-ui" to="/signup" state={{ from: "/billing-upgrade" }} /> }}
              />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
