// Reads of billing state: a user's subscription and invoices, shaped as the API gives them.
// Nothing here writes: the Stripe webhook is the only writer (billing-events.server.ts).
import { and, desc, eq, lt, or } from "drizzle-orm";
import { billingInvoices, subscriptionPlans, userSubscriptions } from "../../../db/schema";
import { isLiveStatus, pricePerMonth } from "~/lib/billing/billing";
import { batchNamed, read, type Db } from "~/models/db.server";
import { INVOICE_PAGE_SIZE } from "~/lib/billing/billing";
import { currentPlanRead, planViewsRead } from "./plan.server";
import { encodeCursor } from "~/lib/posts";

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/**
 * The plan's columns minus its `id`: drizzle maps D1 batch results by column name, so two
 * columns both named "id" in one join would shift every value after them.
 */
const planColumns = {
  name: subscriptionPlans.name,
  displayName: subscriptionPlans.displayName,
  price: subscriptionPlans.price,
  yearlyPrice: subscriptionPlans.yearlyPrice,
};
type PlanColumns = { name: string; displayName: string; price: number; yearlyPrice: number };

function subscriptionWithPlanQuery(db: Db, { userId }: { userId: number }) {
  return db
    .select({ subscription: userSubscriptions, plan: planColumns })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
}

/** The user's subscription as the API and the page show it. */
function toSubscriptionView({ subscription: s, plan }: { subscription: SubscriptionRow; plan: PlanColumns }) {
  return {
    id: s.id,
    planId: s.planId,
    planName: plan.name,
    planDisplayName: plan.displayName,
    status: s.status,
    billingInterval: s.billingInterval,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    nextPaymentDate: s.nextPaymentDate,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    monthlyPrice: plan.price,
    yearlyPrice: plan.yearlyPrice,
    amountPerMonth: pricePerMonth(plan, s.billingInterval),
    paymentMethod: s.cardBrand && s.cardLast4 ? { brand: s.cardBrand, last4: s.cardLast4, expiry: s.cardExpiry } : null,
  };
}
export type SubscriptionView = ReturnType<typeof toSubscriptionView>;

/** The member's subscription row with its plan, or null, for a page's batch. */
export function subscriptionWithPlanRead(db: Db, { userId }: { userId: number }) {
  return read(subscriptionWithPlanQuery(db, { userId }), ([row]) => row ?? null);
}

export async function getUserSubscription(db: Db, { userId }: { userId: number }): Promise<SubscriptionView | null> {
  const [row] = await subscriptionWithPlanQuery(db, { userId });
  return row ? toSubscriptionView(row) : null;
}

export function getSubscriptionRow(db: Db, { userId }: { userId: number }) {
  return db.query.userSubscriptions.findFirst({ where: eq(userSubscriptions.userId, userId) });
}

// ---------------------------------------------------------------- invoices

const invoiceColumns = {
  id: billingInvoices.id,
  invoiceNumber: billingInvoices.invoiceNumber,
  status: billingInvoices.status,
  amount: billingInvoices.amount,
  total: billingInvoices.total,
  currency: billingInvoices.currency,
  paidAt: billingInvoices.paidAt,
  dueDate: billingInvoices.dueDate,
  createdAt: billingInvoices.createdAt,
};

/** Newest first, by the (user_id, created_at) index; the cursor is the last row's createdAt and id. */
function invoicesQuery(
  db: Db,
  { userId, cursor, limit }: { userId: number; cursor?: { createdAt: string; id: number }; limit: number },
) {
  const after = cursor
    ? or(
        lt(billingInvoices.createdAt, cursor.createdAt),
        and(eq(billingInvoices.createdAt, cursor.createdAt), lt(billingInvoices.id, cursor.id)),
      )
    : undefined;
  return db
    .select(invoiceColumns)
    .from(billingInvoices)
    .where(and(eq(billingInvoices.userId, userId), after))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
    .limit(limit + 1);
}

type InvoiceRow = Awaited<ReturnType<typeof invoicesQuery>>[number];

/** Amounts are in cents, Stripe's minor units, in the invoice's own currency. */
function toInvoicePage(rows: InvoiceRow[], limit: number) {
  const items = rows.slice(0, limit).map((row) => ({ ...row, downloadUrl: `/api/invoices/${row.id}/download` }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
export type InvoiceView = ReturnType<typeof toInvoicePage>["items"][number];

export async function listInvoices(
  db: Db,
  options: { userId: number; cursor?: { createdAt: string; id: number }; limit: number },
) {
  return toInvoicePage(await invoicesQuery(db, options), options.limit);
}

/** One of the user's own invoices, or undefined (someone else's invoice is simply not found). */
export function getInvoice(db: Db, { userId, id }: { userId: number; id: number }) {
  return db.query.billingInvoices.findFirst({
    where: and(eq(billingInvoices.id, id), eq(billingInvoices.userId, userId)),
  });
}

/** /subscription: the plan in force, the subscription and the first page of invoices. */
export async function loadSubscriptionPage(db: Db, { userId }: { userId: number }) {
  const page = await batchNamed(db, {
    plan: currentPlanRead(db, { userId }),
    subscription: subscriptionWithPlanRead(db, { userId }),
    invoices: invoicesQuery(db, { userId, limit: INVOICE_PAGE_SIZE }),
  });
  return {
    plan: page.plan,
    subscription: page.subscription ? toSubscriptionView(page.subscription) : null,
    invoices: toInvoicePage(page.invoices, INVOICE_PAGE_SIZE).items,
  };
}

/** /pricing: every plan, and the viewer's subscription when it is live. */
export async function loadPricingPage(db: Db, { userId }: { userId: number }) {
  const page = await batchNamed(db, { plans: planViewsRead(db), current: subscriptionWithPlanRead(db, { userId }) });
  const live = page.current && isLiveStatus(page.current.subscription.status) ? page.current : null;
  return {
    plans: page.plans,
    current: live
      ? {
          planId: live.subscription.planId,
          interval: live.subscription.billingInterval,
          cancelAtPeriodEnd: live.subscription.cancelAtPeriodEnd,
        }
      : null,
  };
}
