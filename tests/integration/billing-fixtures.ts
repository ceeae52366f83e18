// Shared by the billing-*.test.ts files (plans and billing through the real Worker, without
// STRIPE_SECRET_KEY): calls as a member, and paying on the local test checkout.
import { SELF } from "./worker";
import { expect } from "vitest";
import { PLANS } from "~/lib/billing/plans";
import { memberCookie } from "./constants";

type Subscription = {
  planName: string;
  status: string;
  billingInterval: string;
  cancelAtPeriodEnd: boolean;
  nextPaymentDate: string | null;
  amountPerMonth: number;
  paymentMethod: { brand: string; last4: string } | null;
};
export type InvoicePage = {
  items: { id: number; invoiceNumber: string; status: string; amount: number; total: number; downloadUrl: string }[];
  nextCursor: string | null;
};

/** Calls the Worker as seeded member `userId` (their session cookie). */
export function as(userId: number) {
  const call = (path: string, init: { method?: string; body?: unknown; form?: Record<string, string> } = {}) =>
    SELF.fetch(`http://example.com${path}`, {
      method: init.method ?? (init.body === undefined && !init.form ? "GET" : "POST"),
      redirect: "manual",
      headers: {
        cookie: memberCookie(userId),
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
    });
  return {
    call,
    subscribe: (body: unknown) => call("/api/subscriptions", { body }),
    subscription: async () => (await call("/api/user-subscription")).json<Subscription | null>(),
    invoices: async () => (await call("/api/billing-invoices")).json<InvoicePage>(),
    /** Subscribe to a paid plan and press Pay on the test checkout. */
    async checkoutAndPay(planId: number, billingInterval: "monthly" | "yearly", promoCode?: string) {
      const response = await call("/api/subscriptions", { body: { planId, billingInterval, promoCode } });
      expect(response.status, await response.clone().text()).toBe(200);
      const { requiresPayment, checkoutUrl } = await response.json<{ requiresPayment: boolean; checkoutUrl: string }>();
      expect(requiresPayment).toBe(true);
      const session = new URL(checkoutUrl).searchParams.get("session") ?? "";
      const paid = await call("/test-checkout", { form: { session, intent: "pay" } });
      return { checkoutUrl, session, paid };
    },
  };
}
/** A text as React writes it into HTML. */
export const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
export const planId = (name: string) => PLANS.findIndex((p) => p.name === name) + 1;
