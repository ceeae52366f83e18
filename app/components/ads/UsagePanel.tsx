// The usage panel (spec doc 2: Usage panel; sections 4, 5 and 9): the plan in force, its
// period, limit violations in the spec's colours (each also named in words), the monthly
// usage bars and the "Need More Resources?" card.
import { Link } from "@remix-run/react";
import { StatusBadge } from "~/components/billing/StatusBadge";
import {
  formatCount,
  formatUsd,
  isApproaching,
  LIMIT_LABELS,
  LIMIT_TYPES,
  usagePercent,
  type Limits,
  type LimitType,
} from "~/lib/ads/metrics";
import { ADS_TEXTS } from "~/lib/texts";
import type { Usage } from "~/models/billing/usage.server";
import { buttonClass } from "~/components/ui/Button";
import { UpgradeLink } from "./UpgradeLink";
import { cardClass } from "~/components/ui/Card";

/** Yellow, orange, red, and blue for any other severity (section 4), each with its word. */
const SEVERITY = {
  warning: { className: "border-tone-medium-fg bg-tone-medium text-tone-medium-fg", label: "Warning" },
  soft_limit: { className: "border-tone-high-fg bg-tone-high text-tone-high-fg", label: "Limit reached" },
  hard_limit: { className: "border-tone-urgent-fg bg-tone-urgent text-tone-urgent-fg", label: "Limit exceeded" },
} as const;
const OTHER = { className: "border-accent bg-accent-soft text-fg", label: "Notice" };
export const severityStyle = (severity: string) =>
  severity in SEVERITY ? SEVERITY[severity as keyof typeof SEVERITY] : OTHER;

const figure = (type: LimitType, value: number) => (type === "monthlySpend" ? formatUsd(value, 0) : formatCount(value));

/** `periodEnd`: the subscription's period end as words, written by the loader. */
export function UsagePanel({ usage, periodEnd }: { usage: Usage; periodEnd: string }) {
  const { subscription, limits, violations } = usage;
  return (
    <aside aria-labelledby="usage-title" className="flex flex-col gap-4" data-testid="usage-panel">
      <section className={cardClass()}>
        <h2 id="usage-title" className="text-lg font-bold">
          <span className="sr-only">Plan: </span>
          <span data-testid="usage-plan">{subscription.planDisplayName}</span>
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={subscription.status} />
        </div>
        <p className="mt-2 text-sm text-muted" data-testid="period-end">
          {ADS_TEXTS.currentPeriodEnds(periodEnd)}
        </p>
      </section>

      {violations.length ? (
        <ul className="flex flex-col gap-2" aria-label="Plan limit alerts" data-testid="violations">
          {violations.map((v) => {
            const style = severityStyle(v.severity);
            return (
              <li key={v.limitType} className={`rounded-lg border-2 p-3 ${style.className}`} data-severity={v.severity}>
                <p className="font-bold">{style.label}</p>
                <p className="text-sm">{v.message}</p>
                <UpgradeLink>
                  {ADS_TEXTS.upgradePlan}
                  <span className="sr-only">: {LIMIT_LABELS[v.limitType]}</span>
                </UpgradeLink>
              </li>
            );
          })}
        </ul>
      ) : null}

      <section aria-labelledby="usage-month-title" className={cardClass()}>
        <h3 id="usage-month-title" className="font-bold">
          {ADS_TEXTS.usageThisMonth}
        </h3>
        <ul className="mt-3 flex flex-col gap-3">
          {LIMIT_TYPES.map((type) => (
            <UsageBar key={type} type={type} limits={limits} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="need-more-title" className={cardClass()}>
        <h3 id="need-more-title" className="font-bold">
          {ADS_TEXTS.needMore}
        </h3>
        <p className="mt-1 text-sm text-muted">{ADS_TEXTS.needMoreText}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/pricing" className={buttonClass({ className: "inline-flex items-center" })}>
            {ADS_TEXTS.viewPlans}
          </Link>
          <Link
            to="/pricing#faq-title"
            className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
          >
            {ADS_TEXTS.learnMore}
            <span className="sr-only"> about plan limits</span>
          </Link>
        </div>
      </section>
    </aside>
  );
}

function UsageBar({ type, limits }: { type: LimitType; limits: Limits }) {
  const { used, limit } = limits[type];
  const percent = Math.round(usagePercent(used, limit));
  const label = LIMIT_LABELS[type];
  const text = `${figure(type, used)} / ${limit === null ? "Unlimited" : figure(type, limit)}`;
  return (
    <li data-testid={`usage-${type}`}>
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium" id={`usage-${type}-label`}>
          {label}
        </span>
        <span data-testid="usage-figures">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`usage-${type}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
        className="mt-1 h-2.5 overflow-hidden rounded-full border border-line bg-canvas"
      >
        <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      {type === "ads" && isApproaching(used, limit) ? (
        <p className="mt-1 text-sm font-semibold text-tone-high-fg" data-testid="approaching-limit">
          <span aria-hidden="true">⚠ </span>
          {ADS_TEXTS.approachingLimit}
        </p>
      ) : null}
    </li>
  );
}
