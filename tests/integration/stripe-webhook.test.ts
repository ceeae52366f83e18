import { env } from "cloudflare:test";
import { SELF } from "./worker";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { TEST_WEBHOOK_SECRET } from "./constants";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

function eventPayload(id: string) {
  return JSON.stringify({
    id,
    object: "event",
    type: "customer.created",
    created: 1_763_700_000,
    api_version: "2025-10-29.clover",
    data: { object: { id: "cus_test", object: "customer" } },
  });
}

async function deliver(payload: string, signature: string | null) {
  return SELF.fetch("http://example.com/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });
}

async function processedCount(id: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM processed_stripe_events WHERE id = ?")
    .bind(id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /webhooks/stripe", () => {
  it("accepts an event signed with the webhook secret, once", async () => {
    const payload = eventPayload("evt_good_1");
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_WEBHOOK_SECRET,
      cryptoProvider,
    });
    const first = await deliver(payload, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, handled: false });
    expect(await processedCount("evt_good_1")).toBe(1);

    const replay = await deliver(payload, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await processedCount("evt_good_1")).toBe(1);
  });

  it("refuses a signature made with another secret, and records nothing", async () => {
    const payload = eventPayload("evt_bad_1");
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: "whsec_someone_else",
      cryptoProvider,
    });
    const response = await deliver(payload, signature);
    expect(response.status).toBe(400);
    expect((await response.json<{ error: string }>()).error).toMatch(/signature/i);
    expect(await processedCount("evt_bad_1")).toBe(0);
  });

  it("refuses a body changed after signing, and a missing signature", async () => {
    const payload = eventPayload("evt_bad_2");
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_WEBHOOK_SECRET,
      cryptoProvider,
    });
    expect((await deliver(payload.replace("cus_test", "cus_evil"), signature)).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect(await processedCount("evt_bad_2")).toBe(0);
  });

  it("refuses other methods", async () => {
    const response = await SELF.fetch("http://example.com/webhooks/stripe");
    expect(response.status).toBe(405);
  });
});
