import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PlanCard } from "~/components/billing/PlanCard";
import { ComparisonTable, Faq, IntervalSwitch, PromoCodeCard } from "~/components/billing/PricingExtras";
import { useToast } from "~/components/ui/Toast";
import { apiRequest, serverIssues } from "~/lib/api-client";
import { getViewerId } from "~/server/auth.server";
import { readSubscribeResponse, type BillingInterval } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import type { PlanView } from "~/models/billing/plan.server";
import { loadPricingPage } from "~/models/billing/subscription.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(BILLING_TEXTS.pricingTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPricingPage(context.db, { userId: await getViewerId(context.db, request) });
}

export default function PricingPage() {
  const { plans, current } = useLoaderData<typeof loader>();
  const [interval, setBillingInterval] = useState<BillingInterval>("monthly");
  const [pendingPlan, setPendingPlan] = useState<number | null>(null);
  const [promoCode, setPromoCode] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    if (searchParams.get("checkout") === "canceled")
      toast({ title: BILLING_TEXTS.checkoutCanceledTitle, description: BILLING_TEXTS.checkoutCanceled });
  }, [searchParams, toast]);

  async function choose(plan: PlanView) {
    setPendingPlan(plan.id);
    setPromoError(null);
    try {
      const response = await apiRequest("POST", "/api/subscriptions", {
        planId: plan.id,
        billingInterval: interval,
        promoCode: promoCode.trim() || undefined,
      });
      const answer = readSubscribeResponse(await response?.json());
      if (answer.requiresPayment && answer.checkoutUrl) {
        window.location.assign(answer.checkoutUrl);
        return; // stays 'Processing...' until the checkout page loads
      }
      toast({ title: BILLING_TEXTS.planUpdatedTitle, description: BILLING_TEXTS.planUpdated });
      revalidator.revalidate();
    } catch (error) {
      console.error(BILLING_TEXTS.subscribeFailedInternal, error);
      const promoIssue = serverIssues(error).find((issue) => issue.path === "promoCode");
      if (promoIssue) setPromoError(promoIssue.message);
      toast({ title: BILLING_TEXTS.errorTitle, description: BILLING_TEXTS.subscribeFailed, variant: "destructive" });
    }
    setPendingPlan(null);
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col items-center gap-4 text-center">
        <h1 id="page-title" className="text-3xl font-bold">
          {BILLING_TEXTS.pricingTitle}
        </h1>
        <p className="text-muted">{BILLING_TEXTS.pricingSubtitle}</p>
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
            pending={pendingPlan === plan.id}
            isCurrent={
              current !== null &&
              current.planId === plan.id &&
              current.interval === interval &&
              !current.cancelAtPeriodEnd
            }
            onChoose={choose}
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
