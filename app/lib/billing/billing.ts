// Plans and billing (docs/features/billing.md): the inputs the subscription calls accept, and the
// pure arithmetic the pages show.
import { z } from "zod";
import { dateFormat, formatDollars, numberFormat } from "../format";
import { cursorSchema } from "../posts";
import { idString } from "../schemas";
import { BILLING_INTERVALS, PLAN_NAMES, SUBSCRIPTION_STATUSES } from "../vocab";

export type PlanName = (typeof PLAN_NAMES)[number];
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_CURRENCY = "usd";
/** Statuses that still grant the paid plan; past_due keeps access while Stripe retries the card. */
export const PLAN_GRANTING_STATUSES = [
  "active",
  "trialing",
  "past_due",
] as const satisfies readonly SubscriptionStatus[];
/** A subscription in one of these can be cancelled, reactivated or switched to another plan. */
export const isLiveStatus = (status: SubscriptionStatus) =>
  (PLAN_GRANTING_STATUSES as readonly string[]).includes(status);

/** Plan order free < starter < professional < enterprise; the gate compares ranks. */
export const planRank = (name: PlanName) => PLAN_NAMES.indexOf(name);
export const planAtLeast = (current: PlanName, required: PlanName) => planRank(current) >= planRank(required);

// ---------------------------------------------------------------- inputs

/**
 * Free text in the spec; we keep it to what a Stripe promotion code can be. Empty means none.
 * A plain function so the pricing page's Apply button checks it without loading zod; the
 * subscribe schema below applies the same rule on the server.
 */
export function checkPromoCode(raw: string): { code: string | undefined } | { error: string } {
  const code = raw.trim();
  if (code.length > 40) return { error: "must be at most 40 characters" };
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return { error: "may contain only letters, digits, - and _" };
  return { code: code === "" ? undefined : code.toUpperCase() };
}

export const promoCodeSchema = z.string().transform((raw, ctx) => {
  const checked = checkPromoCode(raw);
  if ("code" in checked) return checked.code;
  ctx.addIssue({ code: "custom", message: checked.error });
  return z.NEVER;
});

export const subscribeSchema = z
  .object({
    planId: z.union([z.number().int().positive().max(2_147_483_647), idString]),
    billingInterval: z.enum(BILLING_INTERVALS),
    promoCode: promoCodeSchema.nullish().transform((code) => code ?? undefined),
  })
  .strict();
export type SubscribeInput = Omit<z.output<typeof subscribeSchema>, "promoCode"> & { promoCode?: string };

export const cancelSchema = z.object({ cancelAtPeriodEnd: z.boolean() }).strict();

export const invoiceListQuery = z
  .object({
    // The spec names the user; only the caller's own id is accepted (app/server/auth.server.ts, requireSelf).
    userId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
      .transform(Number)
      .optional(),
    cursor: cursorSchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "must be at least 1").max(100, "must be at most 100"))
      .optional(),
  })
  .strict();
export const INVOICE_PAGE_SIZE = 24;

// ---------------------------------------------------------------- prices and limits

type Priced = { price: number; yearlyPrice: number };

/** A yearly price shown per month: yearly / 12, rounded to whole dollars (Pricing). */
export const yearlyPerMonth = (yearlyPrice: number) => Math.round(yearlyPrice / 12);

/** What paying yearly saves against twelve monthly payments, for 'Save ${amount} ({percent}%) yearly'. */
export function yearlySaving({ price, yearlyPrice }: Priced): { amount: number; percent: number } {
  const twelveMonths = price * 12;
  const amount = Math.max(0, twelveMonths - yearlyPrice);
  return { amount, percent: twelveMonths === 0 ? 0 : Math.round((amount / twelveMonths) * 100) };
}

/** The card's "per month" figure for a plan and interval. */
export const pricePerMonth = (plan: Priced, interval: BillingInterval) =>
  interval === "yearly" ? yearlyPerMonth(plan.yearlyPrice) : plan.price;

/** What one billing period costs, in cents, before any discount. */
export const periodPriceCents = (plan: Priced, interval: BillingInterval) =>
  (interval === "yearly" ? plan.yearlyPrice : plan.price) * 100;

/** Limits: null reads 'Unlimited', 1,000 and up in thousands with 'K' (Pricing). */
export function formatLimit(value: number | null, prefix = ""): string {
  if (value === null) return "Unlimited";
  if (value >= 1000) return `${prefix}${Number((value / 1000).toFixed(1))}K`;
  return `${prefix}${value}`;
}

export function formatMoney(amount: number, currency = BILLING_CURRENCY, { cents = false } = {}): string {
  const value = cents ? amount / 100 : amount;
  const min = Number.isInteger(value) ? 0 : 2;
  // Every plan is priced in dollars; another currency (an imported invoice) goes through Intl.
  if (currency.toUpperCase() === "USD") return formatDollars(value, { min, max: 2 });
  return numberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: min,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatBillingDate(iso: string): string {
  return dateFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" }).format(
    new Date(iso),
  );
}

// ---------------------------------------------------------------- statuses

/** Active, canceled and past_due have their own style; every other status is neutral. */
export function statusTone(status: string): "active" | "canceled" | "past_due" | "neutral" {
  return status === "active" || status === "canceled" || status === "past_due" ? status : "neutral";
}

export const statusLabel = (status: string) => status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** Stripe has more subscription statuses than the spec; each maps onto one of ours. */
export function fromStripeStatus(status: string): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
    case "past_due":
    case "canceled":
      return status;
    case "unpaid":
      return "past_due";
    case "incomplete_expired":
      return "canceled";
    default:
      return "incomplete"; // incomplete, paused and anything newer grant no plan
  }
}

/** At equal event times, the status further along wins, so the result never depends on arrival order. */
export const STATUS_RANK: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  past_due: 2,
  active: 3,
  canceled: 4,
};

/** The end of a billing period that starts at `seconds` (Unix time). */
export function addInterval(seconds: number, interval: BillingInterval) {
  const date = new Date(seconds * 1000);
  if (interval === "yearly") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export const toStripeInterval = (interval: BillingInterval) => (interval === "yearly" ? "year" : "month");
export const fromStripeInterval = (interval: string | undefined | null): BillingInterval | undefined =>
  interval === "year" ? "yearly" : interval === "month" ? "monthly" : undefined;
