// Form pieces shared by the ads dialogs: the notice a create shows when the plan's limit
// refuses it (with the way to upgrade), focused when it appears, and the summary of any other
// refusal of the form as a whole. Fields are the kit's; submitting is useActionForm's.
import { Link, useSearchParams } from "@remix-run/react";
import { forwardRef, useEffect, useRef, type RefObject } from "react";
import { useHydrated } from "~/components/forms/DialogOpener";
import type { FormFailure } from "~/components/forms/useActionForm";
import { Button, buttonClass } from "~/components/ui/Button";
import type { PlanName } from "~/lib/billing/billing";
import { planTitle } from "~/lib/billing/feature-gate";
import { ADS_DIALOG_PARAMS } from "~/lib/ads/ads";
import { ADS_TEXTS } from "~/lib/texts";
import { PLAN_NAMES } from "~/lib/vocab";
import { UpgradeLink } from "./UpgradeLink";
import { FormSummary } from "~/components/ui/Field";
import { alertClass } from "~/components/ui/Card";

type Limit = { error: string; requiredPlan: PlanName };

/** The refusal, focused when it appears so it is read at once, with Upgrade Plan to /pricing. */
export const PlanLimitAlert = forwardRef<HTMLDivElement, { limit: Limit }>(function PlanLimitAlert({ limit }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={alertClass("high")} data-testid="plan-limit-alert">
      <p className="font-bold">{ADS_TEXTS.limitReachedTitle}</p>
      <p className="text-sm">{limit.error}</p>
      <UpgradeLink>{ADS_TEXTS.upgradeTo(planTitle(limit.requiredPlan))}</UpgradeLink>
    </div>
  );
});

/** A plan limit's refusal of the form (403 plan_upgrade_required), or null. */
function limitOf(failure: FormFailure | null): Limit | null {
  if (failure?.reason !== "plan_upgrade_required" || !failure.formError) return null;
  const requiredPlan = PLAN_NAMES.find((plan) => plan === failure.requiredPlan);
  return requiredPlan ? { error: failure.formError, requiredPlan } : null;
}

/**
 * What refused the form as a whole: a plan limit with the way to upgrade, focused when it
 * appears; any other refusal (a suspension, an account that is gone) in the form's summary,
 * which useActionForm focuses.
 */
export function FormProblem({
  failure,
  summaryRef,
}: {
  failure: FormFailure | null;
  summaryRef: RefObject<HTMLParagraphElement>;
}) {
  const limitRef = useRef<HTMLDivElement>(null);
  const limited = failure?.reason === "plan_upgrade_required" ? failure : null;
  useEffect(() => {
    if (limited) limitRef.current?.focus();
  }, [limited]);
  const limit = limitOf(failure);
  if (limit) return <PlanLimitAlert ref={limitRef} limit={limit} />;
  return <FormSummary summaryRef={summaryRef}>{failure?.formError}</FormSummary>;
}

/** Cancel: closes the dialog; before hydration (the dialog drawn in place) a link to the page without it. */
export function CancelButton({ onClose }: { onClose: () => void }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (hydrated)
    return (
      <Button onClick={onClose} variant="secondary">
        Cancel
      </Button>
    );
  const page = new URLSearchParams(params);
  for (const name of ADS_DIALOG_PARAMS) page.delete(name);
  return (
    <Link to={`?${page}`} className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}>
      Cancel
    </Link>
  );
}

/** The dialog's action: this page, asking for the dialog again, so a refused plain post shows it with its errors. */
export function useDialogAction(name: string, extra: Record<string, string | number> = {}) {
  const [params] = useSearchParams();
  const action = new URLSearchParams(params);
  action.set("dialog", name);
  for (const [key, value] of Object.entries(extra)) action.set(key, String(value));
  return `/ads?${action}`;
}
