// A member's subscription: Overview, Billing and Usage. Cancel and Reactivate are the card's form,
// posted to this page's action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import {
  BillingHistory,
  NoSubscription,
  PaymentMethodCard,
  PlanUsage,
  SubscriptionCard,
} from "~/components/billing/SubscriptionCards";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { useToast } from "~/components/ui/Toast";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { subscriptionForms } from "~/server/forms/billing.server";
import { BILLING_TEXTS } from "~/lib/texts";
import { loadSubscriptionPage } from "~/models/billing/subscription.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(BILLING_TEXTS.subscriptionTitle) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = (await requireUser(context.db, request)).id;
  return loadSubscriptionPage(context.db, { userId });
}

/** Cancel at the period's end and Reactivate: the same commands as /api/subscriptions/cancel and /reactivate. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, subscriptionForms({ ...context, request }));
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function SubscriptionPage() {
  const { plan, subscription, invoices } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  // An ended subscription shows the no-subscription state; the user is back on the free plan.
  const current = subscription && subscription.status !== "canceled" ? subscription : null;

  useEffect(() => {
    if (searchParams.get("checkout") === "success")
      toast({ title: BILLING_TEXTS.planUpdatedTitle, description: BILLING_TEXTS.planUpdated });
  }, [searchParams, toast]);

  const subscriptionCard = current ? <SubscriptionCard subscription={current} /> : <NoSubscription />;

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
