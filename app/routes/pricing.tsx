// The plans, with Monthly/Yearly, a promo code, the comparison and the FAQ. Each plan's button is
// a form posted to this page's action, which starts checkout for a paid plan.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PlanCard } from "~/components/billing/PlanCard";
import { ComparisonTable, Faq, IntervalSwitch, PromoCodeCard } from "~/components/billing/PricingExtras";
import { useToast } from "~/components/ui/Toast";
import { alertClass } from "~/components/ui/Card";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { pricingForms } from "~/server/forms/billing.server";
import type { BillingInterval } from "~/lib/billing/billing";
import type { FormFailure } from "~/lib/form-reply";
import { BILLING_TEXTS } from "~/lib/texts";
import { loadPricingPage } from "~/models/billing/subscription.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(BILLING_TEXTS.pricingTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPricingPage(context.db, { userId: await getViewerId(context.db, request) });
}

/** Subscribe: the same command as POST /api/subscriptions. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, pricingForms({ ...context, request }));
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function PricingPage() {
  const { plans, current } = useLoaderData<typeof loader>();
  const [interval, setBillingInterval] = useState<BillingInterval>("monthly");
  const [searchParams] = useSearchParams();
  // A subscribe refused without script: the page is drawn again with the refusal.
  const answer = useActionData<FormFailure | { ok: true }>();
  const refused = answer && !answer.ok ? answer : null;
  // Without script the promo code card's form is a GET to this page, which puts the code here.
  const [promoCode, setPromoCode] = useState(refused?.values?.promoCode ?? searchParams.get("promoCode") ?? "");
  const [promoError, setPromoError] = useState<string | null>(refused?.fieldErrors.promoCode ?? null);
  const { toast } = useToast();

  useEffect(() => {
    if (searchParams.get("checkout") === "canceled")
      toast({ title: BILLING_TEXTS.checkoutCanceledTitle, description: BILLING_TEXTS.checkoutCanceled });
  }, [searchParams, toast]);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col items-center gap-4 text-center">
        <h1 id="page-title" className="text-3xl font-bold">
          {BILLING_TEXTS.pricingTitle}
        </h1>
        <p className="text-muted">{BILLING_TEXTS.pricingSubtitle}</p>
        {refused?.formError ? (
          <p role="alert" className={alertClass("high")}>
            {refused.formError}
          </p>
        ) : null}
        <IntervalSwitch
          yearly={interval === "yearly"}
          onChange={(yearly) => setBillingInterval(yearly ? "yearly" : "monthly")}
        />
      </header>
      <section aria-label="Plans" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            promoCode={promoCode.trim()}
            isCurrent={
              current !== null &&
              current.planId === plan.id &&
              current.interval === interval &&
              !current.cancelAtPeriodEnd
            }
            onPromoError={setPromoError}
          />
        ))}
      </section>
      <PromoCodeCard
        code={promoCode}
        onChange={(code) => {
          setPromoCode(code);
          setPromoError(null);
        }}
        error={promoError}
      />
      <ComparisonTable plans={plans} />
      <Faq />
    </div>
  );
}
