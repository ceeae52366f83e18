// Stripe-shaped events for tests and bench/webhook-storm: the fields our webhook reads, in
// the shapes of the API version the stripe library pins. Import-free of workerd, so the
// bench (Node) can use it too.

export const PLAN_PRICES = {
  free: [0, 0],
  starter: [29, 290],
  professional: [99, 990],
  enterprise: [299, 2990],
} as const;
export type PlanKey = keyof typeof PLAN_PRICES;
export type Interval = "monthly" | "yearly";

export type SubscriptionFixture = {
  id: string;
  customer: string;
  userId: number;
  plan: PlanKey;
  interval: Interval;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodStart: number;
  periodEnd: number;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | string | null;
};

const cents = (plan: PlanKey, interval: Interval) => PLAN_PRICES[plan][interval === "yearly" ? 1 : 0] * 100;
const metadata = (s: { userId: number; plan: PlanKey; interval: Interval }) => ({
  userId: String(s.userId),
  planName: s.plan,
  billingInterval: s.interval,
});

function envelope(id: string, type: string, created: number, object: object, previous?: object) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previous ? { object, previous_attributes: previous } : { object },
  };
}
export type StripeEventFixture = ReturnType<typeof envelope>;

export function subscriptionEvent(
  id: string,
  type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted",
  created: number,
  s: SubscriptionFixture,
) {
  const card = s.card === undefined ? null : s.card;
  return envelope(id, type, created, {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    created: s.periodStart,
    metadata: metadata(s),
    default_payment_method:
      card && typeof card === "object" ? { id: "pm_fixture", object: "payment_method", card } : card,
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          price: {
            id: `price_${s.plan}_${s.interval}`,
            object: "price",
            currency: "usd",
            unit_amount: cents(s.plan, s.interval),
            recurring: { interval: s.interval === "yearly" ? "year" : "month" },
            product: `prod_${s.plan}`,
          },
        },
      ],
    },
  });
}

export function invoiceEvent(
  id: string,
  type: "invoice.paid" | "invoice.payment_failed",
  created: number,
  i: {
    invoiceId: string;
    number?: string;
    subscription: SubscriptionFixture;
    billingReason?: string;
    total?: number;
    hostedUrl?: string | null;
    withMetadata?: boolean;
    /** When Stripe created the invoice: the same in every event about it (defaults to the event's time). */
    invoiceCreated?: number;
  },
) {
  const s = i.subscription;
  const amount = cents(s.plan, s.interval);
  return envelope(id, type, created, {
    id: i.invoiceId,
    object: "invoice",
    number: i.number ?? `INV-${i.invoiceId.toUpperCase()}`,
    customer: s.customer,
    billing_reason: i.billingReason ?? "subscription_create",
    status: type === "invoice.paid" ? "paid" : "open",
    currency: "usd",
    subtotal: amount,
    total: i.total ?? amount,
    created: i.invoiceCreated ?? created,
    due_date: null,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    hosted_invoice_url: i.hostedUrl ?? null,
    status_transitions: { paid_at: type === "invoice.paid" ? created : null },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: s.id, metadata: i.withMetadata === false ? {} : metadata(s) },
    },
    lines: { object: "list", data: [{ id: `il_${i.invoiceId}`, period: { start: s.periodStart, end: s.periodEnd } }] },
  });
}

export function checkoutCompletedEvent(
  id: string,
  created: number,
  session: { id: string; subscription: SubscriptionFixture; paymentStatus?: string },
) {
  const s = session.subscription;
  return envelope(id, "checkout.session.completed", created, {
    id: session.id,
    object: "checkout.session",
    mode: "subscription",
    created,
    client_reference_id: String(s.userId),
    customer: s.customer,
    subscription: s.id,
    payment_status: session.paymentStatus ?? "paid",
    metadata: metadata(s),
  });
}

/** Every ordering of a list (n! of them), for the order-safety tests. */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
