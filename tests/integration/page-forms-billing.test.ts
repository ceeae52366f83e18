// A member's plan by page forms: Subscribe on /pricing (a plain post goes on to checkout, a fetcher
// is given its address), Cancel and Reactivate on /subscription. The same commands as the API.
import { describe, expect, it } from "vitest";
import { BILLING_TEXTS } from "~/lib/texts";
import { formPost } from "./http";
import { as, inHtml, planId } from "./billing-fixtures";

const subscribe = (plan: string, extra: Record<string, string> = {}) => ({
  intent: "subscribe",
  planId: String(planId(plan)),
  billingInterval: "monthly",
  promoCode: "",
  ...extra,
});

describe("the pricing page's Subscribe", () => {
  it("sends a plain post on to the test checkout, and gives a fetcher its address", async () => {
    const plain = await formPost("/pricing", subscribe("starter", { promoCode: "WELCOME20" }), 21, true);
    expect(plain.status).toBe(303);
    const checkout = new URL(plain.headers.get("location") ?? "");
    expect(`${checkout.origin}${checkout.pathname}`).toBe("http://localhost:8787/test-checkout");
    const page = await as(21).call(`${checkout.pathname}${checkout.search}`);
    expect(await page.text()).toContain("$23.20"); // 29 less 20%

    const fetched = await formPost("/pricing.data", subscribe("professional", { billingInterval: "yearly" }), 22);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toMatch(/"checkoutUrl","http:\/\/localhost:8787\/test-checkout\?session=/);
    expect(await as(22).subscription()).toBeNull(); // nothing changes until Pay
  });

  it("applies the free plan at once, back at its button", async () => {
    const response = await formPost("/pricing", subscribe("free"), 23, true);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/pricing#subscribe-${planId("free")}`);
  });

  it("refuses an unknown promo code beside its field, and a visitor is sent to sign in", async () => {
    // The promo code card's GET put the code in the address, which the plan's form posts to.
    const refused = await formPost(
      "/pricing?promoCode=NOSUCHCODE",
      subscribe("starter", { promoCode: "NOSUCHCODE" }),
      23,
    );
    expect(refused.status).toBe(400);
    // Drawn again without script: the code kept in its box, marked invalid, with the server's words.
    const html = await refused.text();
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*value="NOSUCHCODE"|value="NOSUCHCODE"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain(inHtml(BILLING_TEXTS.unknownPromo("NOSUCHCODE")));
    expect(await as(23).subscription()).toBeNull();

    const visitor = await formPost("/pricing", subscribe("starter"), null);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("the subscription page's Cancel and Reactivate", () => {
  it("cancels at the period's end and reactivates, each back at the one button", async () => {
    const user = as(24);
    expect((await formPost("/subscription", { intent: "cancel-subscription" }, 24)).status).toBe(404);
    await user.checkoutAndPay(planId("starter"), "monthly");

    const cancelled = await formPost("/subscription", { intent: "cancel-subscription" }, 24, true);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("/subscription#subscription-renewal");
    expect(await user.subscription()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    const reactivated = await formPost("/subscription", { intent: "reactivate-subscription" }, 24, true);
    expect(reactivated.headers.get("location")).toBe("/subscription#subscription-renewal");
    expect(await user.subscription()).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    // Reactivating what is not cancelled is the API's 409, as the form's error.
    expect((await formPost("/subscription", { intent: "reactivate-subscription" }, 24)).status).toBe(409);
  });
});
