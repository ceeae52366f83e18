// One plan on /pricing: price per month, the yearly saving, four limits, four feature ticks and the
// subscribe button, which reads 'Processing...' while pending. Subscribing is a form posted to
// /pricing: a plain post goes on to checkout, a fetcher is given the checkout's address.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { CheckIcon, DashIcon } from "~/components/icons";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { formatLimit, formatMoney, yearlyPerMonth, yearlySaving, type BillingInterval } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import type { PlanView } from "~/models/billing/plan.server";

const LIMITS = [
  ["Campaigns", "campaignsLimit", ""],
  ["Ad Sets", "adSetsLimit", ""],
  ["Ads", "adsLimit", ""],
  ["Monthly Spend", "monthlySpendLimit", "$"],
] as const;
const TICKS = [
  ["Analytics", "advancedAnalytics"],
  ["Auto Rules", "automatedRules"],
  ["Priority Support", "prioritySupport"],
  ["API Access", "apiAccess"],
] as const;

export function Included({ value, label }: { value: boolean; label?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 ${value ? "text-success" : "text-muted"}`}>
      {value ? <CheckIcon /> : <DashIcon />}
      <span className="sr-only">
        {label ? `${label}: ` : ""}
        {value ? "Included" : "Not included"}
      </span>
    </span>
  );
}

export function PlanCard({
  plan,
  interval,
  promoCode,
  isCurrent,
  onPromoError,
}: {
  plan: PlanView;
  interval: BillingInterval;
  /** Sent with the subscribe request (the promo code card's). */
  promoCode: string;
  isCurrent: boolean;
  /** The server's word on the promo code, shown beside it; null clears it. */
  onPromoError: (error: string | null) => void;
}) {
  const { toast } = useToast();
  // Set while the browser goes to checkout: the button stays 'Processing...' until that page loads.
  const [leaving, setLeaving] = useState(false);
  const form = useActionForm<{ checkoutUrl: string | null }>({
    intent: "subscribe",
    onSuccess: ({ checkoutUrl }) => {
      onPromoError(null);
      if (checkoutUrl) {
        setLeaving(true);
        window.location.assign(checkoutUrl);
      } else toast({ title: BILLING_TEXTS.planUpdatedTitle, description: BILLING_TEXTS.planUpdated });
    },
    onFailure: (failure) => onPromoError(failure.fieldErrors.promoCode ?? null),
    failureToast: () => ({
      title: BILLING_TEXTS.errorTitle,
      description: BILLING_TEXTS.subscribeFailed,
      variant: "destructive",
    }),
  });
  const pending = form.busy || leaving;
  const headingId = `plan-${plan.name}`;
  const free = plan.price === 0;
  const perMonth = interval === "yearly" ? yearlyPerMonth(plan.yearlyPrice) : plan.price;
  const saving = yearlySaving(plan);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.name}`}
      className={`relative flex flex-col gap-4 rounded-lg border bg-surface p-6 ${plan.isPopular ? "border-2 border-accent" : "border-line"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {plan.displayName}
        </h2>
        {plan.isPopular ? (
          <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-accent-fg">
            {BILLING_TEXTS.mostPopular}
          </span>
        ) : null}
        {isCurrent ? (
          <span className="rounded-full border border-line px-3 py-0.5 text-sm">{BILLING_TEXTS.currentPlan}</span>
        ) : null}
      </div>
      <p className="text-muted">{plan.description}</p>
      <div>
        <p className="text-3xl font-bold" data-testid="plan-price">
          {free ? (
            BILLING_TEXTS.free
          ) : (
            <>
              {formatMoney(perMonth)}
              <span className="text-base font-normal text-muted">{BILLING_TEXTS.perMonth}</span>
            </>
          )}
        </p>
        {interval === "yearly" && !free ? (
          <p className="text-sm font-medium text-success" data-testid="plan-saving">
            {BILLING_TEXTS.yearlySaving(formatMoney(saving.amount), saving.percent)}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {LIMITS.map(([label, key, prefix]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium">{formatLimit(plan.features[key], prefix)}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-1 text-sm">
        {TICKS.map(([label, key]) => (
          <li key={key} className="flex items-center gap-2">
            <Included value={plan.features[key]} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
      <form {...form.formProps} className="mt-auto flex flex-col">
        <input {...form.intentProps} />
        <input type="hidden" name="planId" value={plan.id} />
        <input type="hidden" name="billingInterval" value={interval} />
        <input type="hidden" name="promoCode" value={promoCode} />
        <Button
          type="submit"
          id={`subscribe-${plan.id}`}
          disabled={isCurrent}
          busy={pending}
          busyLabel={BILLING_TEXTS.processing}
          aria-describedby={headingId}
          size="lg"
          variant={plan.isPopular ? "primary" : "secondary"}
        >
          {pending ? BILLING_TEXTS.processing : free ? BILLING_TEXTS.getStartedFree : BILLING_TEXTS.subscribeNow}
          {/* Four buttons with one name would be one to a screen reader's list of buttons. */}
          <span className="sr-only">{` ${plan.displayName}`}</span>
        </Button>
      </form>
    </article>
  );
}
