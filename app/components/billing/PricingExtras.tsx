// The rest of /pricing: the Monthly/Yearly switch, the promo code card, the feature comparison
// table and the four FAQ answers.
import { useId, useState } from "react";
import { Field, Label, Switch } from "~/components/ui/Switch";
import { checkPromoCode, formatLimit } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import type { PlanView } from "~/models/billing/plan.server";
import { Included } from "./PlanCard";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";
import { cardClass } from "~/components/ui/Card";

export function IntervalSwitch({ yearly, onChange }: { yearly: boolean; onChange: (yearly: boolean) => void }) {
  return (
    <Field className="flex flex-wrap items-center justify-center gap-3">
      <span aria-hidden="true" className={yearly ? "text-muted" : "font-semibold"}>
        {BILLING_TEXTS.monthly}
      </span>
      <Switch checked={yearly} onChange={onChange} />
      <Label className={`cursor-pointer ${yearly ? "font-semibold" : "text-muted"}`}>{BILLING_TEXTS.yearly}</Label>
      {yearly ? (
        <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-accent-fg">
          {BILLING_TEXTS.yearlyBadge}
        </span>
      ) : null}
    </Field>
  );
}

/** The code typed here is sent with the subscribe request; Apply checks its form and says so. */
export function PromoCodeCard({
  code,
  onChange,
  error,
}: {
  code: string;
  onChange: (code: string) => void;
  error: string | null;
}) {
  const inputId = useId();
  const errorId = useId();
  const [status, setStatus] = useState("");
  const [formatError, setFormatError] = useState<string | null>(null);
  const shownError = formatError ?? error;
  function apply() {
    const checked = checkPromoCode(code);
    if ("error" in checked) {
      setFormatError(`${BILLING_TEXTS.promoLabel} ${checked.error}.`);
      setStatus("");
      return;
    }
    setFormatError(null);
    onChange(checked.code ?? "");
    setStatus(checked.code ? BILLING_TEXTS.promoSaved(checked.code) : BILLING_TEXTS.promoCleared);
  }
  return (
    <section aria-labelledby={`${inputId}-title`} className={cardClass({ padding: "lg" })}>
      <h2 id={`${inputId}-title`} className="text-lg font-bold">
        {BILLING_TEXTS.promoTitle}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="flex min-w-[min(100%,12rem)] flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-medium">
            {BILLING_TEXTS.promoLabel}
          </label>
          <Input
            id={inputId}
            name="promoCode"
            value={code}
            onChange={(event) => {
              onChange(event.target.value);
              setStatus("");
              setFormatError(null);
            }}
            autoComplete="off"
            maxLength={40}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            className="min-h-11"
          />
        </div>
        <Button type="submit" variant="secondary" size="lg">
          {BILLING_TEXTS.promoApply}
        </Button>
      </form>
      {shownError ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {status}
      </p>
    </section>
  );
}

const COMPARISON = [
  ["Campaigns", (p: PlanView) => formatLimit(p.features.campaignsLimit)],
  ["Ad Sets", (p: PlanView) => formatLimit(p.features.adSetsLimit)],
  ["Advanced Analytics", (p: PlanView) => p.features.advancedAnalytics],
  ["Automated Rules", (p: PlanView) => p.features.automatedRules],
  ["API Access", (p: PlanView) => p.features.apiAccess],
  ["White Label", (p: PlanView) => p.features.whiteLabel],
] as const;

export function ComparisonTable({ plans }: { plans: PlanView[] }) {
  return (
    // The scrolling table is the labelled region; the card around it is not a second one.
    <div className={cardClass({ padding: "lg" })}>
      <h2 id="comparison-title" className="text-2xl font-bold">
        {BILLING_TEXTS.comparisonTitle}
      </h2>
      {/* On a phone the table is wider than the screen: say so, and keep each row's name in view. */}
      <p id="comparison-scroll" className="mt-2 text-sm text-muted sm:hidden">
        Scroll sideways to compare every plan. The feature names stay in place.
      </p>
      <div
        className="relative mt-4 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="comparison-title"
        aria-describedby="comparison-scroll"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="sticky left-0 bg-surface p-2">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="p-2">
                  {plan.displayName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map(([label, value]) => (
              <tr key={label} className="border-b border-line">
                <th scope="row" className="sticky left-0 bg-surface p-2 font-medium">
                  {label}
                </th>
                {plans.map((plan) => {
                  const cell = value(plan);
                  return (
                    <td key={plan.id} className="p-2">
                      {typeof cell === "boolean" ? <Included value={cell} /> : cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function Faq() {
  return (
    <section aria-labelledby="faq-title" className={cardClass({ padding: "lg" })}>
      <h2 id="faq-title" className="text-2xl font-bold">
        {BILLING_TEXTS.faqTitle}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {BILLING_TEXTS.faq.map(({ question, answer }) => (
          <div key={question}>
            <h3 className="font-semibold">{question}</h3>
            <p className="mt-1 text-muted">{answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
