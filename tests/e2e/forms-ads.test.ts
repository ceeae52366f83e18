// The Ads Manager's forms on the one form pattern: the create dialogs and a campaign's pause and
// resume without JavaScript, where focus goes with it, and Bulk Upload (which reads its file in the
// browser) posting its rows to the page's action.
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

  it("pauses and resumes a campaign with JavaScript off, coming back to its button", async () => {
    const cookie = { cookie: memberCookie(ADVERTISER) };
    const [account] = (await (await fetch(new URL("/api/ad-accounts", baseURL()), { headers: cookie })).json()) as {
      id: number;
    }[];
    const name = `${PREFIX} ${stamp()}`;
    const made = await fetch(new URL("/api/campaigns", baseURL()), {
      method: "POST",
      headers: { ...cookie, "content-type": "application/json" },
      body: JSON.stringify({
        accountId: account?.id,
        name,
        objective: "traffic",
        budget: 30,
        startDate: new Date().toISOString().slice(0, 10),
      }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const page = await visitWithoutScript(
      browser,
      `/ads?account=${account?.id}&q=${encodeURIComponent(name)}`,
      ADVERTISER,
    );
    const card = page.locator(`[data-campaign-id='${id}']`);
    await card.getByRole("button", { name: `Pause ${name}` }).click();
    await page.waitForURL((url) => url.hash === `#campaign-status-${id}`);
    expect(await card.getByTestId("campaign-status").textContent()).toBe("Paused");
    await card.getByRole("button", { name: `Resume ${name}` }).click();
    await expect.poll(() => card.getByTestId("campaign-status").textContent()).toBe("Active");
    expect(await card.getByRole("button", { name: `Pause ${name}` }).count()).toBe(1);
    await page.context().close();
  });

  it("uploads a CSV of creatives through the page's action, naming each bad row; no axe violations", async () => {
    const page = await visitAs(browser, ADVERTISER, "/ads?tab=creatives");
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: ADS_TEXTS.bulkUpload }).click();
    const dialog = page.getByRole("dialog", { name: ADS_TEXTS.bulkUpload });
    await dialog.getByLabel("CSV file").waitFor();
    await expectNoAxeViolations(page);
    const run = stamp();
    const csv = [
      "name,type,headline,primaryText,callToAction",
      `Bulk first ${run},image,A headline,Some words,Read more`,
      `Bulk bad ${run},hologram,A headline,Some words,Read more`,
      `"Bulk, quoted ${run}",video,Another,More words,Watch`,
    ].join("\n");
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "creatives.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const upload = dialog.getByRole("button", { name: "Upload" });
    await upload.click();
    const report = dialog.getByRole("status").filter({ hasText: /creatives created/ });
    await expect.poll(() => report.textContent()).toContain(ADS_TEXTS.bulkCreated(2, 3));
    expect(await report.textContent()).toContain("Row 3: type");
    await expectFocusKept(page, upload);
    expect(posted).toEqual(["/ads.data"]);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // The library shows the new drafts once the page has reloaded its data.
    await expect.poll(() => page.getByRole("heading", { name: `Bulk first ${run}`, exact: true }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: `Bulk, quoted ${run}`, exact: true }).count()).toBe(1);

    // A file that is not a CSV is refused before anything is sent.
    await page.getByRole("button", { name: ADS_TEXTS.bulkUpload }).click();
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => dialog.getByRole("status").first().textContent()).toContain(ADS_TEXTS.bulkChooseFile);
    expect(posted).toEqual(["/ads.data"]);
  });
});
