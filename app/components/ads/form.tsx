// Form pieces shared by the ads dialogs: a labelled field with its error, and the notice a
// create shows when the plan's limit refuses it (with the way to upgrade).
import { Link } from "@remix-run/react";
import { forwardRef, useEffect, useRef, type ReactNode } from "react";
import type { PlanLimitBody } from "~/lib/ads/ads";
import { planTitle } from "~/lib/billing/feature-gate";
import { ADS_TEXTS } from "~/lib/texts";

export const inputClass = "min-h-10 rounded border border-line bg-canvas px-2 text-fg";

/** A label above its control, the error under it, tied with aria-describedby / aria-invalid by the caller. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for a control inside Field. */
export const described = (id: string, error?: string, hint?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined,
});

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
