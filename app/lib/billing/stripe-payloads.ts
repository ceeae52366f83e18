// zod schemas for the parts of Stripe's event objects the webhook reads (a verified signature
// proves who sent a payload, not that it has the shape we expect). Unknown fields pass
// through unread, so Stripe adding fields never breaks us. Field names are Stripe's.
import { z } from "zod";
import { BILLING_INTERVALS, PLAN_NAMES } from "../vocab";

const unix = z.number().int().nonnegative();
const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === "string" ? value : value.id));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

const price = z.object({
  id: z.string(),
  currency: z.string().default("usd"),
  unit_amount: z.number().int().nullish(),
  recurring: z.object({ interval: z.string() }).nullish(),
  product: idOf.nullish(),
});

/** Events carry default_payment_method as an id; our local stand-in sends it expanded, with the card. */
const paymentMethod = z
  .union([
    z.string(),
    z.object({
      id: z.string(),
      card: z
        .object({
          brand: z.string(),
          last4: z.string().regex(/^\d{4}$/),
          exp_month: z.number().int(),
          exp_year: z.number().int(),
        })
        .nullish(),
    }),
  ])
  .nullish();

export const stripeSubscriptionSchema = z.object({
  id: z.string().min(1),
  object: z.literal("subscription"),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  created: unix,
  metadata,
  default_payment_method: paymentMethod,
  items: z.object({
    data: z
      .array(z.object({ id: z.string(), current_period_start: unix, current_period_end: unix, price }))
      .min(1, "a subscription has at least one item"),
  }),
});
export type StripeSubscriptionPayload = z.output<typeof stripeSubscriptionSchema>;

export const stripeInvoiceSchema = z.object({
  id: z.string().min(1),
  object: z.literal("invoice"),
  number: z.string().nullish(),
  customer: idOf.nullish(),
  billing_reason: z.string().nullish(),
  currency: z.string(),
  subtotal: z.number().int(),
  total: z.number().int(),
  created: unix,
  due_date: unix.nullish(),
  period_start: unix,
  period_end: unix,
  hosted_invoice_url: z.string().url().nullish(),
  status_transitions: z.object({ paid_at: unix.nullish() }).nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf, metadata }).nullish(),
    })
    .nullish(),
  lines: z
    .object({
      data: z.array(z.object({ period: z.object({ start: unix, end: unix }).nullish() })),
    })
    .nullish(),
});
export type StripeInvoicePayload = z.output<typeof stripeInvoiceSchema>;

export const stripeCheckoutSessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal("checkout.session"),
  mode: z.string(),
  created: unix.optional(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  payment_status: z.string(),
  metadata,
});
export type StripeCheckoutSessionPayload = z.output<typeof stripeCheckoutSessionSchema>;

/** The metadata our checkout puts on the session and the subscription (and Stripe copies onto invoices). */
export const billingMetadataSchema = z.object({
  userId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
  planName: z.enum(PLAN_NAMES).optional().catch(undefined),
  billingInterval: z.enum(BILLING_INTERVALS).optional().catch(undefined),
});
