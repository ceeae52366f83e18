// Applying a verified Stripe event (ARCHITECTURE.md, billing): the only writer of billing
// state. The Worker (workers/stripe-webhook.ts) verifies the signature; the local stand-in
// (stripe-standin.server.ts) signs and verifies its own events the same way, then calls this.
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { processedStripeEvents } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { toIssues } from "~/lib/api-issues";
import { billingEventHandlers, WebhookPayloadError } from "./billing-events.server";

export { WebhookPayloadError };

/**
 * What every event must carry before it is looked up or recorded. A correctly signed payload
 * is still checked: the signature proves who sent it, not that its fields have their types.
 */
const eventEnvelope = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/, "must be a Stripe event id"),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
});

/**
 * Applies a verified event at most once. The handler's writes run in one batch with the
 * processed-event record, so an event is applied and remembered atomically; an unhandled type
 * is acknowledged and recorded. Throws WebhookPayloadError for an event whose fields are not
 * as expected; a database fault throws and leaves the event unrecorded, for Stripe to retry.
 */
export async function applyStripeEvent(
  db: Db,
  event: Stripe.Event,
): Promise<{ duplicate: true } | { handled: boolean }> {
  const envelope = eventEnvelope.safeParse(event);
  if (!envelope.success)
    throw new WebhookPayloadError(
      String(event.type),
      toIssues(envelope.error),
      "The event is not a valid Stripe event.",
    );
  if (await alreadyProcessed(db, event.id)) return { duplicate: true };

  const handler = billingEventHandlers[event.type];
  const writes = handler ? await handler(db, event) : [];
  // A plain insert: if a concurrent delivery of the same event got there first, the id's
  // primary key fails this batch as a whole, so its writes are rolled back with it.
  const record = db.insert(processedStripeEvents).values({ id: event.id, type: event.type, created: event.created });
  try {
    await db.batch([record, ...writes]);
  } catch (error) {
    if (await alreadyProcessed(db, event.id)) return { duplicate: true };
    throw error;
  }
  return { handled: Boolean(handler) };
}

async function alreadyProcessed(db: Db, id: string) {
  const rows = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, id));
  return rows.length > 0;
}
