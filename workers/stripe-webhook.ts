// POST /webhooks/stripe: verify the signature against the raw body, hand the event to the
// billing model (app/models/billing/webhook-events.server.ts), answer fast.
import Stripe from "stripe";
import { createDb } from "../app/models/db.server";
import { jsonError } from "../app/server/http";
import { readBodyText } from "../app/server/validate.server";
import { applyStripeEvent, WebhookPayloadError } from "../app/models/billing/webhook-events.server";

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

  try {
    // The raw binding, not a D1 session: always the primary, so ordering and dedupe see every event before.
    return Response.json({ received: true, ...(await applyStripeEvent(createDb(env.DB), event)) });
  } catch (error) {
    if (error instanceof WebhookPayloadError) return jsonError(400, error.message, error.issues);
    // A database fault: nothing of the event was written (one batch), and it is not recorded,
    // so Stripe's retry of the same event applies it once the database answers again.
    console.error(`Stripe webhook ${event.id} (${event.type}) failed; left unrecorded for Stripe's retry:`, error);
    return jsonError(500, "The event could not be applied and was not recorded; Stripe will retry it.");
  }
}
