// The usage panel (docs/features/ads.md): the plan in force, its period, limit violations in the
// spec's colours (each also named in words), the monthly usage bars and the "Need More Resources?"
// card.
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
import { alertClass, panelClass, type Tone } from "~/components/ui/Card";

/** Yellow, orange, red, and blue for any other severity, each with its word; worst first. */
const SEVERITY = {
  hard_limit: { tone: "danger", label: "Limit exceeded" },
  soft_limit: { tone: "high", label: "Limit reached" },
  warning: { tone: "warning", label: "Warning" },
} as const satisfies Record<string, { tone: Tone; label: string }>;
const OTHER = { tone: "info", label: "Notice" } as const;
const severityStyle = (severity: string) =>
  severity in SEVERITY ? SEVERITY[severity as keyof typeof SEVERITY] : OTHER;
const rank = (severity: string) => {
  const index = Object.keys(SEVERITY).indexOf(severity);
  return index < 0 ? Object.keys(SEVERITY).length : index;
};

const figure = (type: LimitType, value: number) => (type === "monthlySpend" ? formatUsd(value, 0) : formatCount(value));

/** `periodEnd`: the subscription's period end as words, written by the loader. */
export function UsagePanel({ usage, periodEnd }: { usage: Usage; periodEnd: string }) {
  const { subscription, limits, violations } = usage;
  return (
    <aside aria-labelledby="usage-title" className="flex flex-col gap-4" data-testid="usage-panel">
      <section className={panelClass()}>
        <h2 id="usage-title" className="text-lg font-bold">
          <span className="sr-only">Plan: </span>
          <span data-testid="usage-plan">{ADS_TEXTS.planName(subscription.planDisplayName)}</span>
        </h2>
        {subscription.subscribed ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={subscription.status} />
          </div>
        ) : null}
        <p className="mt-2 text-sm text-muted" data-testid="period-end">
          {ADS_TEXTS.currentPeriodEnds(periodEnd)}
        </p>
      </section>

      {violations.length ? <LimitAlerts violations={violations} /> : null}

      <section aria-labelledby="usage-month-title" className={panelClass()}>
        <h3 id="usage-month-title" className="font-bold">
          {ADS_TEXTS.usageThisMonth}
        </h3>
        <ul className="mt-3 flex flex-col gap-3">
          {LIMIT_TYPES.map((type) => (
            <UsageBar key={type} type={type} limits={limits} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="need-more-title" className={panelClass()}>
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

/** Every limit in one alert (decision 020), in the worst one's colour, worst first, with one way out. */
function LimitAlerts({ violations }: { violations: Usage["violations"] }) {
  const sorted = [...violations].sort((a, b) => rank(a.severity) - rank(b.severity));
  const worst = severityStyle(sorted[0]?.severity ?? "");
  return (
    <section aria-labelledby="limit-alerts-title" className={alertClass(worst.tone)} data-testid="violations">
      <h3 id="limit-alerts-title" className="font-bold">
        {ADS_TEXTS.limitAlertsTitle(sorted.length)}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {sorted.map((v) => (
          <li key={v.limitType} data-severity={v.severity} className="text-sm">
            <span className="font-bold">{severityStyle(v.severity).label}: </span>
            {v.message}
          </li>
        ))}
      </ul>
      <UpgradeLink>{ADS_TEXTS.upgradePlan}</UpgradeLink>
    </section>
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
