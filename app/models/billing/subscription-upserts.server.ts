// The order-safe upserts of a member's subscription row (docs/decisions/007-order-safe-billing-webhook.md).
// Each is one statement whose SQL keeps the newer of the row and the event, so Stripe's events
// give the same row in any arrival order; billing-events.server.ts decides which to write.
import { sql, type SQL } from "drizzle-orm";
import { userSubscriptions } from "../../../db/schema";
import { isLiveStatus, STATUS_RANK, type BillingInterval, type SubscriptionStatus } from "~/lib/billing/billing";
import type { Db } from "~/models/db.server";

type SubscriptionInsert = typeof userSubscriptions.$inferInsert;

export const isoFromUnix = (seconds: number) => new Date(seconds * 1000).toISOString();

const cur = (column: string) => sql.raw(`"user_subscriptions"."${column}"`);
const ex = (column: string) => sql.raw(`excluded."${column}"`);
const rankOf = (value: SQL) =>
  sql`(CASE ${value} ${sql.join(
    Object.entries(STATUS_RANK).map(([status, rank]) => sql.raw(`WHEN '${status}' THEN ${rank}`)),
    sql` `,
  )} ELSE 0 END)`;

const SAME = sql`(${cur("stripe_subscription_id")} IS ${ex("stripe_subscription_id")})`;
/** Another subscription of this user takes the row only if newer than all applied and not canceled. */
const SWITCHED = sql`(NOT ${SAME} AND ${ex("status")} <> 'canceled' AND ${ex("status_event_created")} > max(${cur("last_event_created")}, ${cur("status_event_created")}))`;
const STATUS = sql`(CASE
  WHEN ${SWITCHED} THEN ${ex("status")}
  WHEN NOT ${SAME} THEN ${cur("status")}
  WHEN ${cur("status")} = 'canceled' OR ${ex("status")} = 'canceled' THEN 'canceled'
  WHEN ${ex("status_event_created")} > ${cur("status_event_created")} THEN ${ex("status")}
  WHEN ${ex("status_event_created")} = ${cur("status_event_created")} AND ${rankOf(ex("status"))} > ${rankOf(cur("status"))} THEN ${ex("status")}
  ELSE ${cur("status")} END)`;
const STATUS_CLOCK = sql`(CASE WHEN ${SWITCHED} THEN ${ex("status_event_created")} WHEN ${SAME} THEN max(${cur("status_event_created")}, ${ex("status_event_created")}) ELSE ${cur("status_event_created")} END)`;
const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const SNAPSHOT_FIELDS = [
  ["planId", "plan_id"],
  ["billingInterval", "billing_interval"],
  ["currentPeriodStart", "current_period_start"],
  ["currentPeriodEnd", "current_period_end"],
  ["nextPaymentDate", "next_payment_date"],
  ["cancelAtPeriodEnd", "cancel_at_period_end"],
  ["cardBrand", "card_brand"],
  ["cardLast4", "card_last4"],
  ["cardExpiry", "card_expiry"],
] as const;

export function upsertSubscription(db: Db, values: SubscriptionInsert, kind: "snapshot" | "status") {
  // A snapshot sets every field when it is not older than the last snapshot; a status event
  // sets the other fields only when it takes the row over for a new subscription.
  const applyFields =
    kind === "snapshot"
      ? sql`((${SAME} AND ${ex("last_event_created")} >= ${cur("last_event_created")}) OR ${SWITCHED})`
      : SWITCHED;
  const fields = Object.fromEntries(
    SNAPSHOT_FIELDS.map(([key, column]) => [
      key,
      sql`(CASE WHEN ${applyFields} THEN ${ex(column)} ELSE ${cur(column)} END)`,
    ]),
  );
  const snapshotClock =
    kind === "snapshot"
      ? sql`(CASE WHEN ${SWITCHED} THEN ${ex("last_event_created")} WHEN ${SAME} THEN max(${cur("last_event_created")}, ${ex("last_event_created")}) ELSE ${cur("last_event_created")} END)`
      : sql`(CASE WHEN ${SWITCHED} THEN 0 ELSE ${cur("last_event_created")} END)`;
  return db
    .insert(userSubscriptions)
    .values({ ...values, updatedAt: NOW })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: {
        ...fields,
        status: STATUS,
        statusEventCreated: STATUS_CLOCK,
        lastEventCreated: snapshotClock,
        stripeSubscriptionId: sql`(CASE WHEN ${SWITCHED} THEN ${ex("stripe_subscription_id")} ELSE ${cur("stripe_subscription_id")} END)`,
        stripeCustomerId: sql`(CASE WHEN ${SWITCHED} THEN ${ex("stripe_customer_id")} ELSE coalesce(${cur("stripe_customer_id")}, ${ex("stripe_customer_id")}) END)`,
        updatedAt: NOW,
      },
    });
}

/** A status change from a checkout or invoice event, with stand-in fields for a row not yet created. */
export function statusWrite(
  db: Db,
  input: {
    userId: number;
    subscriptionId: string;
    customerId: string | null | undefined;
    planId: number;
    billingInterval: BillingInterval;
    periodStart: number;
    periodEnd: number;
    status: SubscriptionStatus;
    created: number;
  },
) {
  return upsertSubscription(
    db,
    {
      userId: input.userId,
      planId: input.planId,
      status: input.status,
      billingInterval: input.billingInterval,
      currentPeriodStart: isoFromUnix(input.periodStart),
      currentPeriodEnd: isoFromUnix(input.periodEnd),
      nextPaymentDate: isLiveStatus(input.status) ? isoFromUnix(input.periodEnd) : null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: input.subscriptionId,
      stripeCustomerId: input.customerId ?? null,
      lastEventCreated: 0,
      statusEventCreated: input.created,
    },
    "status",
  );
}
