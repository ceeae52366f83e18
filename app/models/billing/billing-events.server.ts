// What each Stripe event does to billing state. webhook-events.server.ts runs
// these writes in one D1 batch with the event's id, so an event applies exactly once and
// never half. Every write is an idempotent upsert whose SQL keeps the newer of old and
// new, so the result is the same in any arrival order (docs/decisions/007-order-safe-billing-webhook.md):
// - a subscription snapshot (customer.subscription.*) replaces the plan, interval, period and
//   cancel-at-period-end when its event.created is not older than the last snapshot applied;
// - the status has its own clock, because checkout and invoice events change it alone:
//   the newest status wins (ties: the one further along), and canceled is final for a subscription;
// - an event for another subscription of the same user takes over the row only when it is
//   newer than everything applied and not itself canceled (a resubscription after an end);
// - an invoice, once paid, stays paid.
import { eq, or, sql, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import type { z } from "zod";
import { billingInvoices, subscriptionPlans, userSubscriptions, users } from "../../../db/schema";
import { fromStripeInterval, fromStripeStatus, addInterval, isLiveStatus, type PlanName } from "~/lib/billing/billing";
import type { Db } from "~/models/db.server";
import { toIssues, type ApiIssue } from "~/lib/api-issues";
import {
  billingMetadataSchema,
  stripeCheckoutSessionSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
} from "~/lib/billing/stripe-payloads";
import { isoFromUnix, statusWrite, upsertSubscription } from "./subscription-upserts.server";

type BatchItem = Parameters<Db["batch"]>[0][number];
type PlanRow = typeof subscriptionPlans.$inferSelect;
export type BillingEventHandler = (db: Db, event: Stripe.Event) => Promise<BatchItem[]>;

/** A signed event whose object lacks what we need: answered 400, nothing written. */
export class WebhookPayloadError extends Error {
  constructor(
    readonly eventType: string,
    readonly issues: ApiIssue[],
    message = `The ${eventType} event's object is not in the shape expected.`,
  ) {
    super(message);
  }
}

function parsePayload<T extends z.ZodType>(schema: T, event: Stripe.Event): z.output<T> {
  const result = schema.safeParse(event.data.object);
  if (!result.success) throw new WebhookPayloadError(event.type, toIssues(result.error));
  return result.data;
}

// ---------------------------------------------------------------- who and which plan

type Lookup = { plans: PlanRow[]; userId: number | null; row: typeof userSubscriptions.$inferSelect | undefined };

/**
 * One round trip: the plans, and the user the event is about. Our checkout puts userId in the
 * session's and the subscription's metadata; an event without it is matched by its Stripe ids.
 */
async function lookup(
  db: Db,
  ids: { metadataUserId?: number; subscriptionId?: string | null; customerId?: string | null },
): Promise<Lookup> {
  const matches: SQL[] = [];
  if (ids.metadataUserId) matches.push(eq(userSubscriptions.userId, ids.metadataUserId));
  if (ids.subscriptionId) matches.push(eq(userSubscriptions.stripeSubscriptionId, ids.subscriptionId));
  if (ids.customerId) matches.push(eq(userSubscriptions.stripeCustomerId, ids.customerId));
  const [plans, people, rows] = await db.batch([
    db.select().from(subscriptionPlans),
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, ids.metadataUserId ?? 0)),
    db
      .select()
      .from(userSubscriptions)
      .where(matches.length ? or(...matches) : sql`0`)
      .limit(3),
  ]);
  const bySubscription = rows.find((r) => ids.subscriptionId && r.stripeSubscriptionId === ids.subscriptionId);
  const userId =
    people[0]?.id ??
    bySubscription?.userId ??
    rows.find((r) => ids.customerId && r.stripeCustomerId === ids.customerId)?.userId ??
    null;
  return { plans, userId, row: rows.find((r) => r.userId === userId) };
}

/** Our metadata names the plan; otherwise a configured Stripe price id does. */
function findPlan(plans: PlanRow[], planName: PlanName | undefined, priceId?: string): PlanRow | undefined {
  return (
    plans.find((p) => p.name === planName) ??
    (priceId ? plans.find((p) => p.stripePriceMonthly === priceId || p.stripePriceYearly === priceId) : undefined)
  );
}

// ---------------------------------------------------------------- the handlers

const onSubscription: BillingEventHandler = async (db, event) => {
  const subscription = parsePayload(stripeSubscriptionSchema, event);
  const metadata = billingMetadataSchema.parse(subscription.metadata);
  const item = subscription.items.data[0];
  if (!item) return [];
  const found = await lookup(db, {
    metadataUserId: metadata.userId,
    subscriptionId: subscription.id,
    customerId: subscription.customer,
  });
  if (!found.userId) return []; // not a subscription our checkout made: acknowledged, nothing to apply
  const plan =
    findPlan(found.plans, metadata.planName, item.price.id) ??
    found.plans.find((p) => p.id === found.row?.planId && found.row?.stripeSubscriptionId === subscription.id);
  if (!plan) return [];
  const status = fromStripeStatus(subscription.status);
  const card =
    typeof subscription.default_payment_method === "object" ? subscription.default_payment_method?.card : null;
  const periodEnd = isoFromUnix(item.current_period_end);
  return [
    upsertSubscription(
      db,
      {
        userId: found.userId,
        planId: plan.id,
        status,
        billingInterval: fromStripeInterval(item.price.recurring?.interval) ?? metadata.billingInterval ?? "monthly",
        currentPeriodStart: isoFromUnix(item.current_period_start),
        currentPeriodEnd: periodEnd,
        nextPaymentDate: isLiveStatus(status) && !subscription.cancel_at_period_end ? periodEnd : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        cardExpiry: card ? `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : null,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: subscription.customer,
        lastEventCreated: event.created,
        statusEventCreated: event.created,
      },
      "snapshot",
    ),
  ];
};

const onCheckoutCompleted: BillingEventHandler = async (db, event) => {
  const session = parsePayload(stripeCheckoutSessionSchema, event);
  if (session.mode !== "subscription" || !session.subscription) return [];
  const metadata = billingMetadataSchema.parse({
    ...session.metadata,
    userId: session.metadata.userId ?? session.client_reference_id ?? undefined,
  });
  const found = await lookup(db, {
    metadataUserId: metadata.userId,
    subscriptionId: session.subscription,
    customerId: session.customer,
  });
  if (!found.userId) return [];
  const plan = findPlan(found.plans, metadata.planName) ?? found.plans.find((p) => p.id === found.row?.planId);
  if (!plan) return [];
  const interval = metadata.billingInterval ?? found.row?.billingInterval ?? "monthly";
  const start = session.created ?? event.created;
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  return [
    statusWrite(db, {
      userId: found.userId,
      subscriptionId: session.subscription,
      customerId: session.customer,
      planId: plan.id,
      billingInterval: interval,
      periodStart: start,
      periodEnd: addInterval(start, interval),
      status: paid ? "active" : "incomplete",
      created: event.created,
    }),
  ];
};

function onInvoice(outcome: "paid" | "failed"): BillingEventHandler {
  return async (db, event) => {
    const invoice = parsePayload(stripeInvoiceSchema, event);
    const details = invoice.parent?.subscription_details;
    const metadata = billingMetadataSchema.parse(details?.metadata ?? {});
    const found = await lookup(db, {
      metadataUserId: metadata.userId,
      subscriptionId: details?.subscription,
      customerId: invoice.customer,
    });
    if (!found.userId) return [];
    const writes: BatchItem[] = [
      db
        .insert(billingInvoices)
        .values({
          userId: found.userId,
          stripeInvoiceId: invoice.id,
          invoiceNumber: invoice.number ?? invoice.id,
          status: outcome === "paid" ? "paid" : "open",
          amount: invoice.subtotal,
          total: invoice.total,
          currency: invoice.currency,
          paidAt: outcome === "paid" ? isoFromUnix(invoice.status_transitions?.paid_at ?? event.created) : null,
          dueDate: isoFromUnix(invoice.due_date ?? invoice.created),
          downloadUrl: invoice.hosted_invoice_url ?? null,
          createdAt: isoFromUnix(invoice.created),
        })
        .onConflictDoUpdate({
          target: billingInvoices.stripeInvoiceId,
          set: {
            // Paid is final: a late payment_failed for the same invoice changes nothing.
            status: sql`(CASE WHEN "billing_invoices"."status" = 'paid' THEN 'paid' ELSE excluded."status" END)`,
            paidAt: sql`coalesce("billing_invoices"."paid_at", excluded."paid_at")`,
            invoiceNumber: sql`excluded."invoice_number"`,
            // Constant for a real invoice; the earliest seen keeps the result independent of order.
            createdAt: sql`min("billing_invoices"."created_at", excluded."created_at")`,
            dueDate: sql`min(coalesce("billing_invoices"."due_date", excluded."due_date"), coalesce(excluded."due_date", "billing_invoices"."due_date"))`,
            downloadUrl: sql`coalesce(excluded."download_url", "billing_invoices"."download_url")`,
          },
        }),
    ];
    if (!details) return writes;
    const plan = findPlan(found.plans, metadata.planName) ?? found.plans.find((p) => p.id === found.row?.planId);
    if (!plan) return writes;
    const period = invoice.lines?.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
    // A first payment that fails leaves the subscription incomplete (no plan); a renewal that
    // fails makes it past_due, which keeps the plan while Stripe retries.
    const failedStatus = invoice.billing_reason === "subscription_create" ? "incomplete" : "past_due";
    writes.push(
      statusWrite(db, {
        userId: found.userId,
        subscriptionId: details.subscription,
        customerId: invoice.customer,
        planId: plan.id,
        billingInterval: metadata.billingInterval ?? found.row?.billingInterval ?? "monthly",
        periodStart: period.start,
        periodEnd: period.end,
        status: outcome === "paid" ? "active" : failedStatus,
        created: event.created,
      }),
    );
    return writes;
  };
}

/** The event types that change billing state; every other type is acknowledged and recorded. */
export const billingEventHandlers: Partial<Record<Stripe.Event["type"], BillingEventHandler>> = {
  "checkout.session.completed": onCheckoutCompleted,
  "customer.subscription.created": onSubscription,
  "customer.subscription.updated": onSubscription,
  "customer.subscription.deleted": onSubscription,
  "invoice.paid": onInvoice("paid"),
  "invoice.payment_failed": onInvoice("failed"),
};
