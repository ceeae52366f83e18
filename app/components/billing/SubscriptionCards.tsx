// The cards of /subscription: the subscription with Cancel or Reactivate (a form posted to the
// page), the no-subscription state, the payment method, billing history and plan usage.
import { Link } from "@remix-run/react";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { formatBillingDate, formatLimit, formatMoney, statusLabel } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import type { Plan } from "~/models/billing/plan.server";
import type { InvoiceView, SubscriptionView } from "~/models/billing/subscription.server";
import { StatusBadge } from "./StatusBadge";
import { Button, buttonClass } from "~/components/ui/Button";
import { alertClass, cardClass } from "~/components/ui/Card";

const card = cardClass({ padding: "lg" });

export function SubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const s = subscription;
  const rows: [string, string][] = [
    [BILLING_TEXTS.plan, s.planDisplayName],
    [BILLING_TEXTS.billingInterval, s.billingInterval === "yearly" ? BILLING_TEXTS.yearly : BILLING_TEXTS.monthly],
    [`${BILLING_TEXTS.amount} per month`, formatMoney(s.amountPerMonth)],
    [BILLING_TEXTS.nextPayment, s.nextPaymentDate ? formatBillingDate(s.nextPaymentDate) : "None"],
  ];
  return (
    <section aria-labelledby="subscription-title" className={card} data-testid="subscription-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-xl font-bold">
          {BILLING_TEXTS.currentSubscription}
        </h2>
        <StatusBadge status={s.status} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={`subscription-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {s.cancelAtPeriodEnd ? (
        <p className={alertClass("warning", "mt-4")} data-testid="ends-notice">
          {BILLING_TEXTS.endsOn(formatBillingDate(s.currentPeriodEnd))}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/pricing" className={buttonClass({ size: "lg", className: "inline-flex items-center" })}>
          {BILLING_TEXTS.changePlan}
        </Link>
        <RenewalForm cancelAtPeriodEnd={s.cancelAtPeriodEnd} />
      </div>
    </section>
  );
}

/**
 * Cancel at the period's end, or Reactivate: one form whose action flips with the answer, so the
 * button stays the same element and keeps keyboard focus. Busy rather than disabled while
 * pending, because disabling drops focus.
 */
function RenewalForm({ cancelAtPeriodEnd }: { cancelAtPeriodEnd: boolean }) {
  const { toast } = useToast();
  const failed = (description: string) => () => ({
    title: BILLING_TEXTS.errorTitle,
    description,
    variant: "destructive" as const,
  });
  const cancel = useActionForm({
    intent: "cancel-subscription",
    onSuccess: () => toast({ title: BILLING_TEXTS.cancelledTitle, description: BILLING_TEXTS.cancelled }),
    failureToast: failed(BILLING_TEXTS.cancelFailed),
  });
  const reactivate = useActionForm({
    intent: "reactivate-subscription",
    onSuccess: () => toast({ title: BILLING_TEXTS.reactivatedTitle, description: BILLING_TEXTS.reactivated }),
    failureToast: failed(BILLING_TEXTS.reactivateFailed),
  });
  const form = cancelAtPeriodEnd ? reactivate : cancel;
  return (
    <form {...form.formProps} className="contents">
      <input {...form.intentProps} />
      <Button
        type="submit"
        id="subscription-renewal"
        busy={cancel.busy || reactivate.busy}
        busyLabel={BILLING_TEXTS.processing}
        variant="secondary"
        size="lg"
        className="inline-flex items-center"
      >
        {cancelAtPeriodEnd ? BILLING_TEXTS.reactivate : BILLING_TEXTS.cancel}
      </Button>
    </form>
  );
}

export function NoSubscription() {
  return (
    <section aria-labelledby="no-subscription-title" className={`${card} text-center`} data-testid="no-subscription">
      <h2 id="no-subscription-title" className="text-xl font-bold">
        {BILLING_TEXTS.noSubscriptionTitle}
      </h2>
      <p className="mt-2">{BILLING_TEXTS.noSubscription}</p>
      <Link to="/pricing" className={buttonClass({ size: "lg", className: "inline-flex items-center mt-4" })}>
        {BILLING_TEXTS.viewPlans}
      </Link>
      <p className="mt-4 text-muted" data-testid="free-plan-note">
        {BILLING_TEXTS.freePlanNote}
      </p>
    </section>
  );
}

export function PaymentMethodCard({ subscription }: { subscription: SubscriptionView | null }) {
  const method = subscription?.paymentMethod;
  return (
    <section aria-labelledby="payment-title" className={card}>
      <h2 id="payment-title" className="text-xl font-bold">
        {BILLING_TEXTS.paymentMethod}
      </h2>
      {method ? (
        <div className="mt-3" data-testid="payment-card">
          <p className="font-medium">
            <span className="capitalize">{method.brand}</span> <span aria-hidden="true">•••• </span>
            <span className="sr-only">ending in </span>
            {method.last4}
          </p>
          {method.expiry ? <p className="text-muted">{BILLING_TEXTS.cardExpires(method.expiry)}</p> : null}
        </div>
      ) : (
        <p className="mt-3">{subscription ? BILLING_TEXTS.managedByStripe : "No payment method on file."}</p>
      )}
    </section>
  );
}

export function BillingHistory({ invoices }: { invoices: InvoiceView[] }) {
  return (
    <section aria-labelledby="history-title" className={card}>
      <h2 id="history-title" className="text-xl font-bold">
        {BILLING_TEXTS.billingHistory}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3">{BILLING_TEXTS.noBillingHistory}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" data-testid="invoice-list">
          {invoices.map((invoice) => {
            const paid = invoice.status === "paid";
            const when =
              paid && invoice.paidAt
                ? BILLING_TEXTS.paidOn(formatBillingDate(invoice.paidAt))
                : invoice.dueDate
                  ? BILLING_TEXTS.due(formatBillingDate(invoice.dueDate))
                  : statusLabel(invoice.status);
            return (
              <li key={invoice.id} className="flex flex-wrap items-center gap-3 py-3">
                {/* The dot repeats what the words say: green when paid, otherwise yellow. */}
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 shrink-0 rounded-full ${paid ? "bg-success" : "bg-yellow-400"}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{invoice.invoiceNumber}</p>
                  <p className="text-sm text-muted">{when}</p>
                </div>
                <p className="font-semibold">{formatMoney(invoice.total, invoice.currency, { cents: true })}</p>
                <a
                  href={invoice.downloadUrl}
                  className={buttonClass({
                    variant: "secondary",
                    size: "lg",
                    className: "inline-flex items-center text-sm",
                  })}
                  download
                >
                  {BILLING_TEXTS.download}
                  <span className="sr-only"> invoice {invoice.invoiceNumber}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const USAGE_LIMITS = [
  ["Campaigns", "campaignsLimit", ""],
  ["Ad Sets", "adSetsLimit", ""],
  ["Ads", "adsLimit", ""],
  ["Audiences", "audiencesLimit", ""],
  ["Ad Creatives", "creativesLimit", ""],
  ["Monthly Spend", "monthlySpendLimit", "$"],
] as const;

/** The plan in force (getCurrentPlan) and what it allows; live usage counts are on /ads. */
export function PlanUsage({
  plan,
  subscription,
  headingLevel = 2,
}: {
  plan: Plan;
  subscription: SubscriptionView | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const live = subscription && subscription.status !== "canceled" ? subscription : null;
  return (
    <section aria-labelledby={`usage-title-${headingLevel}`} className={card} data-testid="plan-usage">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`usage-title-${headingLevel}`} className="text-xl font-bold">
          {BILLING_TEXTS.usageTitle}
        </Heading>
        {live ? <StatusBadge status={live.status} /> : null}
      </div>
      <p className="mt-2">
        <span className="text-muted">{BILLING_TEXTS.plan}: </span>
        <span className="font-semibold" data-testid="plan-in-force">
          {plan.displayName}
        </span>
      </p>
      {live ? <p className="text-muted">Current period ends {formatBillingDate(live.currentPeriodEnd)}</p> : null}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {USAGE_LIMITS.map(([label, key, prefix]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium">
              {plan[key] === null ? BILLING_TEXTS.unlimited : `Up to ${formatLimit(plan[key], prefix)}`}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        <Link to="/ads" className="text-accent underline">
          See this month's usage in Ads Manager
        </Link>
      </p>
    </section>
  );
}
