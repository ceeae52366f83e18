// POST /webhooks/stripe: the only writer of billing state (ARCHITECTURE.md, billing).
// Verify the signature against the raw body, apply each event at most once, answer fast.
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { processedStripeEvents } from "../db/schema";
import { createDb, type Db } from "../app/lib/server/db.server";
import { jsonError } from "../app/lib/server/http";
import { readBodyText } from "../app/lib/server/validate.server";
import {
  billingEventHandlers,
  WebhookPayloadError,
  type BillingEventHandler,
} from "../app/models/billing/billing-events.server";

/**
 * Event handlers return the writes that apply an event; they run in one batch together
 * with the processed-event record, so an event is applied and remembered atomically.
 * An unhandled type is acknowledged and recorded.
 */
export const eventHandlers: Partial<Record<Stripe.Event["type"], BillingEventHandler>> = billingEventHandlers;

/**
 * What every event must carry before it is looked up or recorded. A correctly signed payload
 * is still checked: the signature proves who sent it, not that its fields have their types.
 */
const eventEnvelope = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/, "must be a Stripe event id"),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
});

/** Stripe events are a few KB; anything near this is not from Stripe. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export async function handleStripeWebhook(request: Request, env: Env): Promise<Response> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "Missing Stripe-Signature header.");
  if (!env.STRIPE_WEBHOOK_SECRET) return jsonError(500, "STRIPE_WEBHOOK_SECRET is not configured.");
  let payload: string;
  try {
    payload = await readBodyText(request, MAX_WEBHOOK_BYTES);
  } catch (error) {
    if (error instanceof Response) return error; // 413
    throw error;
  }
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown error";
    return jsonError(400, `Webhook signature verification failed: ${reason}`);
  }
  const envelope = eventEnvelope.safeParse(event);
  if (!envelope.success) {
    return jsonError(
      400,
      "The event is not a valid Stripe event.",
      envelope.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }

  const db = createDb(env.DB);
  try {
    return await applyEvent(db, event);
  } catch (error) {
    if (error instanceof WebhookPayloadError) return jsonError(400, error.message, error.issues);
    // A database fault: nothing of the event was written (one batch), and it is not recorded,
    // so Stripe's retry of the same event applies it once the database answers again.
    console.error(`Stripe webhook ${event.id} (${event.type}) failed; left unrecorded for Stripe's retry:`, error);
    return jsonError(500, "The event could not be applied and was not recorded; Stripe will retry it.");
  }
}

async function applyEvent(db: Db, event: Stripe.Event): Promise<Response> {
  const seen = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, event.id));
  if (seen.length > 0) return Response.json({ received: true, duplicate: true });

  const handler = eventHandlers[event.type];
  const writes = handler ? await handler(db, event) : [];
  // A plain insert: if a concurrent delivery of the same event got there first, the id's
  // primary key fails this batch as a whole, so its writes are rolled back with it.
  const record = db.insert(processedStripeEvents).values({ id: event.id, type: event.type, created: event.created });
  try {
    await db.batch([record, ...writes]);
  } catch (error) {
    if (await alreadyProcessed(db, event.id)) return Response.json({ received: true, duplicate: true });
    throw error;
  }
  return Response.json({ received: true, handled: Boolean(handler) });
}

async function alreadyProcessed(db: Db, id: string) {
  const rows = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, id));
  return rows.length > 0;
}
