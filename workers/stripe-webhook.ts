// POST /webhooks/stripe: the only writer of billing state (ARCHITECTURE.md, billing).
// Verify the signature against the raw body, apply each event at most once, answer fast.
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { processedStripeEvents } from "../db/schema";
import { createDb, type Db } from "../app/lib/db.server";
import { jsonError } from "../app/lib/http";

type BatchItem = Parameters<Db["batch"]>[0][number];

/**
 * Event handlers return the writes that apply an event; they run in one batch together
 * with the processed-event record, so an event is applied and remembered atomically.
 * The billing issue fills this table; an unhandled type is acknowledged and recorded.
 */
export const eventHandlers: Partial<Record<Stripe.Event["type"], (db: Db, event: Stripe.Event) => Promise<BatchItem[]>>> = {};

export async function handleStripeWebhook(request: Request, env: Env): Promise<Response> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "Missing Stripe-Signature header.");
  if (!env.STRIPE_WEBHOOK_SECRET) return jsonError(500, "STRIPE_WEBHOOK_SECRET is not configured.");
  const payload = await request.text();
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

  const db = createDb(env.DB);
  const seen = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, event.id));
  if (seen.length > 0) return Response.json({ received: true, duplicate: true });

  const handler = eventHandlers[event.type];
  const writes = handler ? await handler(db, event) : [];
  const record = db
    .insert(processedStripeEvents)
    .values({ id: event.id, type: event.type, created: event.created })
    .onConflictDoNothing();
  await db.batch([record, ...writes]);
  return Response.json({ received: true, handled: Boolean(handler) });
}
