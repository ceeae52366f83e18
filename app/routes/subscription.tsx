import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  BillingHistory,
  NoSubscription,
  PaymentMethodCard,
  PlanUsage,
  SubscriptionCard,
} from "~/components/billing/SubscriptionCards";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { requireUser } from "~/server/auth.server";
import { BILLING_TEXTS } from "~/lib/texts";
import { loadSubscriptionPage } from "~/models/billing/subscription.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(BILLING_TEXTS.subscriptionTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = (await requireUser(context.db, request)).id;
  return loadSubscriptionPage(context.db, { userId });
}

export default function SubscriptionPage() {
  const { plan, subscription, invoices } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [searchParams] = useSearchParams();
  // An ended subscription shows the no-subscription state; the user is back on the free plan.
  const current = subscription && subscription.status !== "canceled" ? subscription : null;

  useEffect(() => {
    if (searchParams.get("checkout") === "success")
      toast({ title: BILLING_TEXTS.planUpdatedTitle, description: BILLING_TEXTS.planUpdated });
  }, [searchParams, toast]);

  async function change(kind: "cancel" | "reactivate") {
    setPending(true);
    try {
      if (kind === "cancel") await apiRequest("POST", "/api/subscriptions/cancel", { cancelAtPeriodEnd: true });
      else await apiRequest("POST", "/api/subscriptions/reactivate");
      toast(
        kind === "cancel"
          ? { title: BILLING_TEXTS.cancelledTitle, description: BILLING_TEXTS.cancelled }
          : { title: BILLING_TEXTS.reactivatedTitle, description: BILLING_TEXTS.reactivated },
      );
      revalidator.revalidate();
    } catch (error) {
      console.error(
        kind === "cancel" ? BILLING_TEXTS.cancelFailedInternal : BILLING_TEXTS.reactivateFailedInternal,
        error,
      );
      toast({
        title: BILLING_TEXTS.errorTitle,
        description: kind === "cancel" ? BILLING_TEXTS.cancelFailed : BILLING_TEXTS.reactivateFailed,
        variant: "destructive",
      });
    }
    setPending(false);
  }

  const subscriptionCard = current ? (
    <SubscriptionCard
      subscription={current}
      pending={pending || revalidator.state !== "idle"}
      onCancel={() => void change("cancel")}
      onReactivate={() => void change("reactivate")}
    />
  ) : (
    <NoSubscription />
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-title" className="text-3xl font-bold">
        {BILLING_TEXTS.subscriptionTitle}
      </h1>
      <TabGroup>
        <TabList aria-label="Subscription sections">
          {BILLING_TEXTS.tabs.map((tab) => (
            <Tab key={tab}>{tab}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel className="grid gap-6 lg:grid-cols-2">
            {subscriptionCard}
            <PlanUsage plan={plan} subscription={current} />
          </TabPanel>
          <TabPanel className="grid gap-6 lg:grid-cols-[1fr_2fr]">
            <PaymentMethodCard subscription={current} />
            <BillingHistory invoices={invoices} />
          </TabPanel>
          <TabPanel>
            <PlanUsage plan={plan} subscription={current} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
