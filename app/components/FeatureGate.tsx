// The feature gate: children when the current plan is at or above the required one (default
// starter), otherwise the fallback, which by default is the locked "Premium Feature" panel. The
// current plan comes from the loader (getCurrentPlan); this component only compares.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PlanName } from "~/lib/billing/billing";
import { DEFAULT_REQUIRED_PLAN, featureAccess, planTitle } from "~/lib/billing/feature-gate";
import { ADS_TEXTS } from "~/lib/texts";
import { buttonClass } from "~/components/ui/Button";
import { Icon } from "~/components/icons";
import { badgeClass } from "~/components/ui/Card";

export function FeatureGate({
  currentPlan,
  requiredPlan = DEFAULT_REQUIRED_PLAN,
  children,
  fallback,
}: {
  currentPlan: PlanName;
  requiredPlan?: PlanName;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  if (featureAccess(currentPlan, requiredPlan).hasAccess) return <>{children}</>;
  return <>{fallback ?? <PremiumFeature requiredPlan={requiredPlan} />}</>;
}

function LockIcon() {
  return (
    <Icon size={32}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  );
}

/** The locked panel, with the spec's exact texts; both buttons go to /pricing. */
export function PremiumFeature({
  requiredPlan = DEFAULT_REQUIRED_PLAN,
  headingLevel = 3,
}: {
  requiredPlan?: PlanName;
  headingLevel?: 2 | 3 | 4;
}) {
  const plan = planTitle(requiredPlan);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-line bg-surface p-8 text-center"
      data-testid="premium-gate"
      aria-label={ADS_TEXTS.premiumFeature}
    >
      <LockIcon />
      <Heading className="text-xl font-bold">{ADS_TEXTS.premiumFeature}</Heading>
      <p className={badgeClass("warning", "text-sm")} data-testid="premium-badge">
        {ADS_TEXTS.planRequired(plan)}
      </p>
      <p className="text-muted">{ADS_TEXTS.availableOn(plan)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/pricing" className={buttonClass({ className: "inline-flex items-center" })}>
          {ADS_TEXTS.upgradeTo(plan)}
        </Link>
        <Link to="/pricing" className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}>
          {ADS_TEXTS.compareAllPlans}
        </Link>
      </div>
    </section>
  );
}
