// The Ads Manager's create dialogs on the one form pattern (decision 019): without JavaScript, and where
// focus goes with it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADS_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  memberCookie,
  openBrowser,
  stamp,
  visitAs,
  visitWithoutScript,
} from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("ads dialogs", () => {
  // Member 6 (Priya Williams, a starter advertiser) so the free plan's limit test in ads.test.ts keeps its count;
  // the campaigns made here are archived again afterwards.
  const ADVERTISER = 6;
  const PREFIX = "Forms e2e campaign";
  afterAll(async () => {
    const cookie = { cookie: memberCookie(ADVERTISER) };
    const url = new URL(`/api/campaigns?limit=100&q=${encodeURIComponent(PREFIX)}`, baseURL());
    const { items } = (await (await fetch(url, { headers: cookie })).json()) as { items: { id: number }[] };
    for (const { id } of items)
      await fetch(new URL(`/api/campaigns/${id}`, baseURL()), {
        method: "PATCH",
        headers: { ...cookie, "content-type": "application/json" },
        body: JSON.stringify({ status: "archived" }),
      });
  });

  it("creates a campaign with JavaScript off, after a refused one showed its field error in place", async () => {
    const page = await visitWithoutScript(browser, "/ads", ADVERTISER);
    await page.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    await page.waitForURL(/dialog=campaign/);
    const form = page.locator("#dialog-campaign form");
    await form.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    await expect.poll(() => form.getByLabel("Campaign name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByText("Name is required").count()).toBe(1);
    const name = `${PREFIX} ${stamp()}`;
    await form.getByLabel("Campaign name").fill(name);
    await form.getByLabel("Budget (USD)").fill("75");
    await form.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    await page.waitForURL(/\/ads#campaign-\d+$/);
    expect(await page.getByTestId("campaign-card").filter({ hasText: name }).count()).toBe(1);
    expect(await page.locator("#dialog-campaign").count()).toBe(0);
  });

  it("creates a creative and an audience with JavaScript off", async () => {
    const page = await visitWithoutScript(browser, "/ads?tab=creatives", ADVERTISER);
    await page.getByRole("button", { name: ADS_TEXTS.createCreative }).click();
    await page.waitForURL(/dialog=creative/);
    const creative = `No script creative ${stamp()}`;
    const form = page.locator("#dialog-creative form");
    await form.getByLabel("Name", { exact: true }).fill(creative);
    await form.getByLabel("Headline").fill("A headline");
    await form.getByLabel("Primary text").fill("Some words");
    await form.getByLabel("Call to action").fill("Read more");
    await form.getByRole("button", { name: ADS_TEXTS.createCreative }).click();
    await page.waitForURL(/tab=creatives#creative-\d+$/);
    expect(await page.getByRole("heading", { name: creative, exact: true }).count()).toBe(1);

    await page.goto(new URL("/ads?tab=audiences", baseURL()).toString());
    await page.getByRole("button", { name: ADS_TEXTS.createAudience.lookalike }).click();
    await page.waitForURL(/dialog=audience&audienceType=lookalike/);
    const audience = `No script audience ${stamp()}`;
    const dialog = page.locator("#dialog-audience form");
    await dialog.getByLabel("Name", { exact: true }).fill(audience);
    await dialog.getByLabel("Description").fill("People like ours");
    await dialog.getByRole("button", { name: ADS_TEXTS.createAudience.lookalike }).click();
    await page.waitForURL(/tab=audiences#audience-\d+$/);
    const card = page.getByTestId("audience-card").filter({ has: page.getByRole("heading", { name: audience }) });
    expect(await card.getByText("Lookalike", { exact: true }).count()).toBe(1);
  });

  it("moves focus to the first invalid field, then to the new campaign; no axe violations in the dialog", async () => {
    const page = await visitAs(browser, ADVERTISER, "/ads");
    await page.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    const dialog = page.getByRole("dialog", { name: ADS_TEXTS.createCampaign });
    await dialog.getByLabel("Campaign name").waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Budget (USD)").fill("40");
    await dialog.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    await expectFocusKept(page, dialog.getByLabel("Campaign name"));
    expect(await dialog.getByLabel("Campaign name").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    const name = `${PREFIX} ${stamp()}`;
    await dialog.getByLabel("Campaign name").fill(name);
    await dialog.getByRole("button", { name: ADS_TEXTS.createCampaign }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expectFocusKept(page, page.getByTestId("campaign-card").filter({ hasText: name }));
  });

  it("moves focus to the new creative and the new audience; no axe violations in their dialogs", async () => {
    const page = await visitAs(browser, ADVERTISER, "/ads?tab=creatives");
    await page.getByRole("button", { name: ADS_TEXTS.createCreative }).click();
    const creative = page.getByRole("dialog", { name: ADS_TEXTS.createCreative });
    await creative.getByLabel("Headline").waitFor();
    await creative.getByRole("button", { name: ADS_TEXTS.createCreative }).click();
    await expectFocusKept(page, creative.getByLabel("Name", { exact: true }));
    await expectNoAxeViolations(page);
    const name = `Focus creative ${stamp()}`;
    await creative.getByLabel("Name", { exact: true }).fill(name);
    await creative.getByLabel("Headline").fill("H");
    await creative.getByLabel("Primary text").fill("P");
    await creative.getByLabel("Call to action").fill("Go");
    await creative.getByRole("button", { name: ADS_TEXTS.createCreative }).click();
    await expectFocusKept(page, page.getByRole("heading", { name, exact: true }));

    const audiences = await visitAs(browser, ADVERTISER, "/ads?tab=audiences");
    await audiences.getByRole("button", { name: ADS_TEXTS.createAudience.saved }).click();
    const dialog = audiences.getByRole("dialog", { name: ADS_TEXTS.createAudience.saved });
    await dialog.getByLabel("Description").fill("Chosen by interests");
    await dialog.getByRole("button", { name: ADS_TEXTS.createAudience.saved }).click();
    await expectFocusKept(audiences, dialog.getByLabel("Name", { exact: true }));
    await expectNoAxeViolations(audiences);
    const audience = `Focus audience ${stamp()}`;
    await dialog.getByLabel("Name", { exact: true }).fill(audience);
    await dialog.getByRole("button", { name: ADS_TEXTS.createAudience.saved }).click();
    await expectFocusKept(audiences, audiences.getByRole("heading", { name: audience, exact: true }));
  });
});
