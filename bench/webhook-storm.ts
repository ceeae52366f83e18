// bench/webhook-storm: 2,000 signed Stripe events (1,600 distinct, 400 duplicates) in a shuffled
// order, against the built Worker under `wrangler dev`. It reports events per second and checks
// that the billing state after the storm equals the state after the same events in order, with
// every distinct event applied exactly once and nothing lost. (npm run build first.)
import Stripe from "stripe";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import {
  checkoutCompletedEvent,
  invoiceEvent,
  subscriptionEvent,
  type StripeEventFixture,
  type SubscriptionFixture,
} from "../tests/integration/stripe-events";
import { printTable, writeResult } from "./lib";

const TOTAL = 2_000;
const DUPLICATE_SHARE = 0.2;
const EVENTS_PER_USER = 16;
const UNIQUE = TOTAL * (1 - DUPLICATE_SHARE); // 1,600
const USERS = UNIQUE / EVENTS_PER_USER; // 100 members, none with a seeded subscription
const FIRST_USER = 12;
const CONCURRENCY = 8;
const SECRET = "whsec_bench_webhook_storm";
const DAY = 86_400;

/** mulberry32, so every run shuffles and duplicates the same way. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sixteen events of one subscription's life: checkout, payment, cancel, reactivate, switch, a failed and recovered renewal, and an end. */
function lifeOf(userId: number, t: number): StripeEventFixture[] {
  const s: SubscriptionFixture = {
    id: `sub_storm_${userId}`,
    customer: `cus_storm_${userId}`,
    userId,
    plan: "starter",
    interval: "monthly",
    status: "active",
    periodStart: t,
    periodEnd: t + 30 * DAY,
    card: { brand: "visa", last4: String(1000 + userId).slice(-4), exp_month: 1 + (userId % 12), exp_year: 2030 },
  };
  const pro = { ...s, plan: "professional" as const };
  const renewed = { ...pro, periodStart: t + 30 * DAY, periodEnd: t + 60 * DAY };
  const id = (n: number) => `evt_storm_${userId}_${n}`;
  const ends = userId % 3 === 0;
  return [
    checkoutCompletedEvent(id(1), t, { id: `cs_storm_${userId}`, subscription: s }),
    subscriptionEvent(id(2), "customer.subscription.created", t, { ...s, status: "incomplete" }),
    invoiceEvent(id(3), "invoice.paid", t + 1, { invoiceId: `in_storm_${userId}_1`, subscription: s }),
    subscriptionEvent(id(4), "customer.subscription.updated", t + 1, s),
    subscriptionEvent(id(5), "customer.subscription.updated", t + 10, { ...s, cancelAtPeriodEnd: true }),
    subscriptionEvent(id(6), "customer.subscription.updated", t + 20, s),
    subscriptionEvent(id(7), "customer.subscription.updated", t + 30, pro),
    invoiceEvent(id(8), "invoice.payment_failed", t + 40, {
      invoiceId: `in_storm_${userId}_2`,
      subscription: pro,
      billingReason: "subscription_cycle",
    }),
    subscriptionEvent(id(9), "customer.subscription.updated", t + 41, { ...pro, status: "past_due" }),
    invoiceEvent(id(10), "invoice.paid", t + 50, {
      invoiceId: `in_storm_${userId}_2`,
      subscription: pro,
      billingReason: "subscription_cycle",
      invoiceCreated: t + 40,
    }),
    subscriptionEvent(id(11), "customer.subscription.updated", t + 51, pro),
    invoiceEvent(id(12), "invoice.paid", t + 60, {
      invoiceId: `in_storm_${userId}_3`,
      subscription: renewed,
      billingReason: "subscription_cycle",
    }),
    subscriptionEvent(id(13), "customer.subscription.updated", t + 61, renewed),
    subscriptionEvent(id(14), "customer.subscription.updated", t + 70, { ...renewed, cancelAtPeriodEnd: true }),
    ends
      ? subscriptionEvent(id(15), "customer.subscription.deleted", t + 80, {
          ...renewed,
          status: "canceled",
          cancelAtPeriodEnd: true,
        })
      : subscriptionEvent(id(15), "customer.subscription.updated", t + 80, renewed),
    invoiceEvent(id(16), "invoice.payment_failed", t + 90, {
      invoiceId: `in_storm_${userId}_4`,
      subscription: renewed,
      billingReason: "subscription_cycle",
    }),
  ];
}

type Delivery = { payload: string; signature: string; id: string };
const sign = (event: StripeEventFixture): Delivery => {
  const payload = JSON.stringify(event);
  return { id: event.id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
};

async function deliver(url: string, d: Delivery) {
  const started = performance.now();
  const response = await fetch(`${url}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": d.signature },
    body: d.payload,
  });
  const body = (await response.json()) as { handled?: boolean; duplicate?: boolean; error?: string };
  if (response.status !== 200) throw new Error(`${d.id} answered ${response.status}: ${body.error}`);
  return { id: d.id, duplicate: Boolean(body.duplicate), ms: performance.now() - started };
}

async function deliverAll(url: string, deliveries: Delivery[], concurrency: number) {
  const results: Awaited<ReturnType<typeof deliver>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) {
        const d = deliveries[next++];
        if (d) results.push(await deliver(url, d));
      }
    }),
  );
  return results;
}

/** Each member's session cookie on the server at `url`, signed in one after another. */
async function signInAll(url: string, users: number[]) {
  const cookies = new Map<number, string>();
  for (const userId of users) cookies.set(userId, await signInAs(url, userId));
  return cookies;
}

/** What each member sees through the API: their subscription and invoices. */
async function billingState(url: string, cookies: Map<number, string>) {
  const state: Record<number, unknown> = {};
  for (const [userId, cookie] of cookies) {
    const headers = { cookie };
    const [subscription, invoices] = await Promise.all([
      fetch(`${url}/api/user-subscription`, { headers }).then((r) => r.json()),
      fetch(`${url}/api/billing-invoices?limit=100`, { headers }).then(
        (r) => r.json() as Promise<{ items: { id?: number; downloadUrl?: string }[] }>,
      ),
    ]);
    const { id: _id, ...rest } = (subscription ?? {}) as { id?: number };
    state[userId] = {
      subscription: subscription ? rest : null,
      invoices: invoices.items.map(({ id: _i, downloadUrl: _d, ...item }) => item),
    };
  }
  return state;
}

const users = Array.from({ length: USERS }, (_, i) => FIRST_USER + i);
const base = Math.floor(Date.now() / 1000) - 7 * DAY;
const inOrder = users.flatMap((userId, i) => lifeOf(userId, base + i * 1000)).sort((a, b) => a.created - b.created);
const rng = random(20260101);
const duplicates = Array.from({ length: TOTAL - UNIQUE }, () => inOrder[Math.floor(rng() * inOrder.length)]!);
const storm = [...inOrder, ...duplicates];
for (let i = storm.length - 1; i > 0; i--) {
  const j = Math.floor(rng() * (i + 1));
  [storm[i], storm[j]] = [storm[j]!, storm[i]!];
}

const serverOptions = {
  seed: { members: FIRST_USER + USERS },
  vars: { STRIPE_WEBHOOK_SECRET: SECRET, ...LOCAL_SIGN_IN_VARS },
};

// 1. The reference: the distinct events one at a time, oldest first.
const reference = await startDevServer(serverOptions);
let expected: Record<number, unknown>;
try {
  // Both runs sign their members in before the events, so the two databases differ only by the order of delivery.
  const cookies = await signInAll(reference.url, users);
  await deliverAll(reference.url, inOrder.map(sign), 1);
  expected = await billingState(reference.url, cookies);
} finally {
  await reference.stop();
}

// 2. The storm: shuffled, with duplicates, several at a time.
const server = await startDevServer(serverOptions);
let results: Awaited<ReturnType<typeof deliverAll>>;
let seconds: number;
let actual: Record<number, unknown>;
try {
  // Signed in before the clock starts, so the sign-ins are not timed.
  const cookies = await signInAll(server.url, users);
  const signed = storm.map(sign);
  // Warm the Worker (and D1) with one acknowledged, unhandled event before timing.
  await fetch(`${server.url}/api/subscription-plans`);
  await deliver(server.url, sign({ ...inOrder[0]!, id: "evt_storm_warmup", type: "customer.created" }));
  const started = performance.now();
  results = await deliverAll(server.url, signed, CONCURRENCY);
  seconds = (performance.now() - started) / 1000;
  actual = await billingState(server.url, cookies);
} finally {
  await server.stop();
}

const applied = results.filter((r) => !r.duplicate);
const appliedIds = new Set(applied.map((r) => r.id));
const lost = inOrder.filter((e) => !appliedIds.has(e.id)).length;
const appliedTwice = applied.length - appliedIds.size;
const mismatched = users.filter((u) => JSON.stringify(actual[u]) !== JSON.stringify(expected[u]));
const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
const row = {
  events: results.length,
  distinct: inOrder.length,
  duplicatesSent: TOTAL - UNIQUE,
  applied: applied.length,
  answeredDuplicate: results.length - applied.length,
  lost,
  appliedTwice,
  usersMismatched: mismatched.length,
  concurrency: CONCURRENCY,
  seconds: round(seconds),
  eventsPerSecond: round(results.length / seconds),
  p50Ms: at(0.5),
  p90Ms: at(0.9),
};
printTable([row]);
console.log(`results: ${writeResult("webhook-storm", row)}`);
if (lost || appliedTwice || mismatched.length || applied.length !== UNIQUE) {
  console.error(
    `FAIL: lost ${lost}, applied twice ${appliedTwice}, users whose state differs from the in-order run: ${mismatched.slice(0, 10).join(", ")}`,
  );
  if (mismatched[0] !== undefined)
    console.error(JSON.stringify({ expected: expected[mismatched[0]], actual: actual[mismatched[0]] }, null, 2));
  process.exit(1);
}
console.log(
  "OK: the shuffled storm with duplicates ends in the in-order state, every distinct event applied exactly once.",
);

function round(value: number) {
  return Math.round(value * 100) / 100;
}
