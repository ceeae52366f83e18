// The local stand-in for Stripe's hosted checkout (decision 002), reached only with
// STRIPE_STANDIN=on and no STRIPE_SECRET_KEY; otherwise it is a 404. Pay sends the signed events Stripe would; Cancel goes back.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { NotFound } from "~/components/NotFound";
import { requireUser } from "~/server/auth.server";
import { readForm } from "~/server/validate.server";
import { formatMoney } from "~/lib/billing/billing";
import { BILLING_TEXTS } from "~/lib/texts";
import { BillingError } from "~/models/billing/billing-gateway.server";
import { standInOn } from "~/models/billing/billing.server";
import { describeTestCheckout, payTestCheckout, TEST_CARD } from "~/models/billing/stripe-standin.server";
import { Button } from "~/components/ui/Button";
import { alertClass, cardClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle(BILLING_TEXTS.testCheckoutTitle) }];

const token = z.string().min(1).max(2000);
const formSchema = z.object({ session: token, intent: z.enum(["pay", "cancel"]) });
const MISSING = "This test checkout has expired or does not exist. Choose a plan again.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!standInOn(context.env)) throw data(null, { status: 404 });
  const session = token.safeParse(new URL(request.url).searchParams.get("session"));
  const checkout = session.success
    ? await describeTestCheckout(context.db, context.env, {
        token: session.data,
        userId: (await requireUser(context.db, request)).id,
      })
    : null;
  if (!checkout || !session.success) throw data(null, { status: 404 });
  const { plan, amount, discount, total } = checkout;
  return {
    token: session.data,
    plan: plan.displayName,
    interval: checkout.session.interval,
    promoCode: checkout.session.promoCode ?? null,
    percentOff: checkout.session.percentOff,
    amount,
    discount,
    total,
    card: { brand: TEST_CARD.brand, last4: TEST_CARD.last4 },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!standInOn(context.env)) throw data(null, { status: 404 });
  const form = formSchema.safeParse(await readForm(request));
  if (!form.success) return data({ error: "Choose Pay or Cancel." }, { status: 400 });
  if (form.data.intent === "cancel") return redirect("/pricing?checkout=canceled");
  try {
    await payTestCheckout(context.db, context.env, {
      token: form.data.session,
      userId: (await requireUser(context.db, request)).id,
    });
  } catch (error) {
    if (error instanceof BillingError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirect("/subscription?checkout=success");
}

export function ErrorBoundary() {
  return <NotFound title={BILLING_TEXTS.testCheckoutTitle} message={MISSING} />;
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function TestCheckoutPage() {
  const checkout = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const failed = useActionData<typeof action>();
  const busy = navigation.state !== "idle";
  const money = (cents: number) => formatMoney(cents, "usd", { cents: true });
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <p className={alertClass("warning", "font-semibold")} data-testid="test-mode">
        {BILLING_TEXTS.testModeBanner}
      </p>
      <section aria-labelledby="page-title" className={cardClass({ padding: "lg" })}>
        <h1 id="page-title" className="text-2xl font-bold">
          {BILLING_TEXTS.testCheckoutTitle}
        </h1>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          <dt className="text-muted">{BILLING_TEXTS.plan}</dt>
          <dd className="text-right font-medium" data-testid="checkout-plan">
            {checkout.plan}, {checkout.interval}
          </dd>
          <dt className="text-muted">Price</dt>
          <dd className="text-right">{money(checkout.amount)}</dd>
          {checkout.discount > 0 ? (
            <>
              <dt className="text-muted">
                {BILLING_TEXTS.promoLabel} {checkout.promoCode} ({checkout.percentOff}% off)
              </dt>
              <dd className="text-right">-{money(checkout.discount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total due today</dt>
          <dd className="text-right font-semibold" data-testid="checkout-total">
            {money(checkout.total)}
          </dd>
          <dt className="text-muted">Test card</dt>
          <dd className="text-right">
            <span className="capitalize">{checkout.card.brand}</span> <span aria-hidden="true">•••• </span>
            <span className="sr-only">ending in </span>
            {checkout.card.last4}
          </dd>
        </dl>
        {failed && "error" in failed ? (
          <p role="alert" className="mt-4 font-medium text-danger">
            {failed.error}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="session" value={checkout.token} />
          <Button type="submit" name="intent" value="pay" disabled={busy} size="lg" className="flex-1">
            {busy && navigation.formData?.get("intent") === "pay"
              ? BILLING_TEXTS.processing
              : `${BILLING_TEXTS.pay} ${money(checkout.total)}`}
          </Button>
          <Button type="submit" name="intent" value="cancel" disabled={busy} variant="secondary" size="lg">
            {BILLING_TEXTS.cancel}
          </Button>
        </Form>
      </section>
    </div>
  );
}
