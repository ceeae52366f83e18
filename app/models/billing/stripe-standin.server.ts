// The local stand-in for Stripe's servers (docs/decisions/002-local-billing-stand-in.md), used
// only with STRIPE_STANDIN=on and no STRIPE_SECRET_KEY. It keeps no state of its own: a checkout session is a token
// signed with the webhook secret, and every change is a Stripe-shaped event, signed and verified
// through the stripe library and applied by the webhook's model function, which alone writes billing state.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { subscriptionPlans } from "../../../db/schema";
import { addInterval, BILLING_CURRENCY, periodPriceCents } from "~/lib/billing/billing";
import type { Db } from "~/models/db.server";
import { BILLING_TEXTS } from "~/lib/texts";
import { BILLING_INTERVALS } from "~/lib/vocab";
import { BillingError, type BillingGateway, type LiveSubscription } from "./billing-gateway.server";
import { getSubscriptionRow, type SubscriptionRow } from "./subscription.server";
import {
  deliver,
  eventEnvelope,
  metadataOf,
  nowSeconds,
  subscriptionObject,
  type SubscriptionShape,
} from "./stripe-standin-events.server";

/** Promotion codes the stand-in knows, with their percent off (Stripe would hold these). */
export const LOCAL_PROMO_CODES: Readonly<Record<string, number>> = { WELCOME20: 20, COMMUNITY50: 50 };
export const TEST_CARD = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 } as const;
const CHECKOUT_TTL_SECONDS = 60 * 60;

const toUnix = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, "")}`;

function percentOffFor(code: string | undefined): number {
  if (!code) return 0;
  const percent = LOCAL_PROMO_CODES[code];
  if (percent === undefined) {
    const message = BILLING_TEXTS.unknownPromo(code);
    throw new BillingError(400, message, [{ path: "promoCode", message }]);
  }
  return percent;
}

/**
 * Stripe gives event.created in whole seconds. Our own events for one user get strictly
 * increasing times, so a quick Cancel then Reactivate keeps its order whatever the arrival.
 */
const nextCreated = (row: SubscriptionRow | undefined) =>
  Math.max(nowSeconds(), (row?.lastEventCreated ?? 0) + 1, (row?.statusEventCreated ?? 0) + 1);

// ---------------------------------------------------------------- checkout sessions as signed tokens

const checkoutSessionSchema = z.object({
  sid: z.string().regex(/^cs_test_[a-f0-9]{32}$/),
  userId: z.number().int().positive(),
  planId: z.number().int().positive(),
  interval: z.enum(BILLING_INTERVALS),
  promoCode: z.string().optional(),
  percentOff: z.number().int().min(0).max(100),
  exp: z.number().int(),
});
type CheckoutSession = z.output<typeof checkoutSessionSchema>;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
const hmacKey = (secret: string) =>
  crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`test-checkout:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

async function createCheckoutToken(secret: string, session: CheckoutSession) {
  const body = base64url(new TextEncoder().encode(JSON.stringify(session)));
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(body)),
  );
  return `${body}.${base64url(signature)}`;
}

async function readCheckoutToken(secret: string, token: string): Promise<CheckoutSession | null> {
  const [body, signature, extra] = token.split(".");
  const signatureBytes = signature ? fromBase64url(signature) : null;
  if (!body || !signatureBytes || extra !== undefined) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signatureBytes,
    new TextEncoder().encode(body),
  );
  const json = valid ? fromBase64url(body) : null;
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return null;
  }
  const session = checkoutSessionSchema.safeParse(parsed);
  return session.success && session.data.exp > nowSeconds() ? session.data : null;
}

// ---------------------------------------------------------------- the test checkout page

export async function describeTestCheckout(db: Db, env: Env, { token, userId }: { token: string; userId: number }) {
  const session = await readCheckoutToken(env.STRIPE_WEBHOOK_SECRET, token);
  if (!session || session.userId !== userId) return null;
  const plan = await db.query.subscriptionPlans.findFirst({ where: eq(subscriptionPlans.id, session.planId) });
  if (!plan) return null;
  const amount = periodPriceCents(plan, session.interval);
  const discount = Math.round((amount * session.percentOff) / 100);
  return { session, plan, amount, discount, total: amount - discount };
}

/** Pay: the events Stripe sends when a subscription checkout succeeds. Their ids come from the session, so paying twice applies once. */
export async function payTestCheckout(db: Db, env: Env, { token, userId }: { token: string; userId: number }) {
  const checkout = await describeTestCheckout(db, env, { token, userId });
  if (!checkout) throw new BillingError(404, "This test checkout has expired or does not exist. Choose a plan again.");
  const { session, plan, amount, discount, total } = checkout;
  const row = await getSubscriptionRow(db, { userId });
  const created = nextCreated(row);
  const key = session.sid.replace(/^cs_test_/, "");
  const shape: SubscriptionShape = {
    id: `sub_test_${key}`,
    customer: row?.stripeCustomerId ?? `cus_test_${userId}`,
    userId,
    plan,
    interval: session.interval,
    status: "incomplete",
    cancelAtPeriodEnd: false,
    periodStart: created,
    periodEnd: addInterval(created, session.interval),
    created,
    card: { ...TEST_CARD },
  };
  const invoice = {
    id: `in_test_${key}`,
    object: "invoice",
    number: `TEST-${key.slice(0, 8).toUpperCase()}-0001`,
    customer: shape.customer,
    billing_reason: "subscription_create",
    status: "paid",
    currency: BILLING_CURRENCY,
    subtotal: amount,
    total,
    amount_due: total,
    amount_paid: total,
    total_discount_amounts: discount ? [{ amount: discount, discount: `di_test_${key}` }] : [],
    created,
    due_date: null,
    period_start: shape.periodStart,
    period_end: shape.periodEnd,
    hosted_invoice_url: null,
    status_transitions: { finalized_at: created, paid_at: created },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: shape.id, metadata: metadataOf(shape) },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_test_${key}`,
          object: "line_item",
          amount,
          period: { start: shape.periodStart, end: shape.periodEnd },
        },
      ],
    },
  };
  const completed = {
    id: session.sid,
    object: "checkout.session",
    mode: "subscription",
    created,
    client_reference_id: String(userId),
    customer: shape.customer,
    subscription: shape.id,
    payment_status: "paid",
    status: "complete",
    amount_subtotal: amount,
    amount_total: total,
    currency: BILLING_CURRENCY,
    metadata: metadataOf(shape),
  };
  await deliver(env, [
    eventEnvelope(`evt_${key}_1`, "customer.subscription.created", created, subscriptionObject(shape)),
    eventEnvelope(`evt_${key}_2`, "invoice.paid", created, invoice),
    eventEnvelope(
      `evt_${key}_3`,
      "customer.subscription.updated",
      created,
      subscriptionObject({ ...shape, status: "active" }),
      { status: "incomplete" },
    ),
    eventEnvelope(`evt_${key}_4`, "checkout.session.completed", created, completed),
  ]);
}

// ---------------------------------------------------------------- the gateway

export function localGateway(db: Db, env: Env): BillingGateway {
  /** The subscription as Stripe would hold it, rebuilt from our row. */
  async function shapeOf(subscription: LiveSubscription): Promise<SubscriptionShape> {
    const plan = await db.query.subscriptionPlans.findFirst({ where: eq(subscriptionPlans.id, subscription.planId) });
    if (!plan) throw new BillingError(500, `Plan ${subscription.planId} is missing.`);
    const [month, year] = (subscription.cardExpiry ?? "").split("/").map(Number);
    return {
      id: subscription.stripeSubscriptionId,
      customer: subscription.stripeCustomerId ?? `cus_test_${subscription.userId}`,
      userId: subscription.userId,
      plan,
      interval: subscription.billingInterval,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      periodStart: toUnix(subscription.currentPeriodStart),
      periodEnd: toUnix(subscription.currentPeriodEnd),
      created: toUnix(subscription.currentPeriodStart),
      card:
        subscription.cardBrand && subscription.cardLast4 && month && year
          ? { brand: subscription.cardBrand, last4: subscription.cardLast4, exp_month: month, exp_year: year }
          : null,
    };
  }

  return {
    mode: "local",
    async checkout({ userId, plan, interval, promoCode, origin }) {
      const percentOff = percentOffFor(promoCode);
      const session: CheckoutSession = {
        sid: randomId("cs_test"),
        userId,
        planId: plan.id,
        interval,
        percentOff,
        exp: nowSeconds() + CHECKOUT_TTL_SECONDS,
        ...(promoCode ? { promoCode } : {}),
      };
      const token = await createCheckoutToken(env.STRIPE_WEBHOOK_SECRET, session);
      return { checkoutUrl: `${origin}/test-checkout?session=${encodeURIComponent(token)}` };
    },

    async switchPlan({ subscription, plan, interval, promoCode }) {
      percentOffFor(promoCode);
      const before = await shapeOf(subscription);
      const created = nextCreated(subscription);
      // A new interval starts a new billing period now, as Stripe does; the same interval keeps it.
      const period =
        interval === before.interval ? {} : { periodStart: created, periodEnd: addInterval(created, interval) };
      const after = { ...before, ...period, plan, interval, status: "active" as const, cancelAtPeriodEnd: false };
      await deliver(env, [
        eventEnvelope(randomId("evt_local"), "customer.subscription.updated", created, subscriptionObject(after), {
          items: subscriptionObject(before).items,
          cancel_at_period_end: before.cancelAtPeriodEnd,
        }),
      ]);
    },

    async endNow({ subscription }) {
      const before = await shapeOf(subscription);
      await deliver(env, [
        eventEnvelope(
          randomId("evt_local"),
          "customer.subscription.deleted",
          nextCreated(subscription),
          subscriptionObject({ ...before, status: "canceled" }),
        ),
      ]);
    },

    async setCancelAtPeriodEnd({ subscription, cancelAtPeriodEnd }) {
      const before = await shapeOf(subscription);
      await deliver(env, [
        eventEnvelope(
          randomId("evt_local"),
          "customer.subscription.updated",
          nextCreated(subscription),
          subscriptionObject({ ...before, cancelAtPeriodEnd }),
          { cancel_at_period_end: before.cancelAtPeriodEnd },
        ),
      ]);
    },
  };
}
