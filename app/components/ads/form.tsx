// Form pieces shared by the ads dialogs: the notice a create shows when the plan's limit
// refuses it (with the way to upgrade), and focusing it when it appears. Fields are the kit's.
import { Link } from "@remix-run/react";
import { forwardRef, useEffect, useRef } from "react";
import type { PlanLimitBody } from "~/lib/ads/ads";
import { planTitle } from "~/lib/billing/feature-gate";
import { ADS_TEXTS } from "~/lib/texts";

/** The refusal, focused when it appears so it is read at once, with Upgrade Plan to /pricing. */
export const PlanLimitAlert = forwardRef<HTMLDivElement, { limit: PlanLimitBody }>(function PlanLimitAlert(
  { limit },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-2 border-tone-high-fg bg-tone-high p-3 text-tone-high-fg"
      data-testid="plan-limit-alert"
    >
      <p className="font-bold">{ADS_TEXTS.limitReachedTitle}</p>
      <p className="text-sm">{limit.error}</p>
      <Link
        to="/pricing"
        className="mt-2 inline-flex min-h-9 items-center rounded border-2 border-current px-3 text-sm font-semibold"
      >
        {ADS_TEXTS.upgradeTo(planTitle(limit.requiredPlan))}
      </Link>
    </div>
  );
});

/** Focus `ref` whenever `value` becomes non-null. */
export function useFocusWhen<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}
