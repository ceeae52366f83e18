// Ads Manager by keyboard (docs/features/ads.md). User 1 stays on the free plan (billing's e2e runs as
// member 40). The create test counts user 1's live campaigns first and creates until the
// plan's limit blocks it, then archives what it created, so the seed's state comes back.
// Dark and high-contrast runs act as member 6 (a starter advertiser in the seed).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADS_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visit,
  visitAs,
  memberCookie,
  announced,
} from "./harness";

let browser: Browser;
const created: number[] = [];
const CREATED_PREFIX = "E2E campaign";
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  // Archive what we created (found by name, even if a test stopped half way): archived
  // campaigns take no slot and leave the default list.
  const mine = (await (
    await fetch(new URL(`/api/campaigns?accountId=1&limit=100&q=${encodeURIComponent(CREATED_PREFIX)}`, baseURL()), {
      headers: { cookie: memberCookie(1) },
    })
  ).json()) as { items: { id: number }[] };
  for (const id of new Set([...created, ...mine.items.map((c) => c.id)])) {
    await fetch(new URL(`/api/campaigns/${id}`, baseURL()), {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: memberCookie(1) },
      body: JSON.stringify({ status: "archived" }),
    });
  }
  await browser?.close();
});

async function pressOn(page: Page, locator: ReturnType<Page["getByRole"]>, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}
const isFocused = (locator: ReturnType<Page["getByRole"]>) =>
  locator.evaluate((element) => element === document.activeElement);
type Usage = { limits: Record<string, { used: number; limit: number | null }> };
const usage = async () =>
  (await (await fetch(new URL("/api/usage", baseURL()), { headers: { cookie: memberCookie(1) } })).json()) as Usage;

describe("Ads Manager", () => {
  it("creates campaigns by keyboard until the free plan's limit blocks it and offers the upgrade", async () => {
    const page = await visit(browser, "/ads");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ADS_TEXTS.title);
    const before = (await usage()).limits.campaigns;
    expect(before?.limit).toBe(3);
    const room = Math.max(0, (before?.limit ?? 0) - (before?.used ?? 0));
    const cards = page.getByTestId("campaign-card");
    const startCount = await cards.count();

    for (let attempt = 0; attempt <= room; attempt++) {
      const name = `${CREATED_PREFIX} ${Date.now()}-${attempt}`;
      await pressOn(page, page.getByRole("button", { name: ADS_TEXTS.createCampaign }));
      const dialog = page.getByRole("dialog", { name: ADS_TEXTS.createCampaign });
      await dialog.getByLabel("Campaign name").waitFor();
      // Focus starts on the name; Tab reaches objective, then budget; Enter submits.
      expect(await isFocused(dialog.getByLabel("Campaign name"))).toBe(true);
      await page.keyboard.type(name);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect.poll(() => isFocused(dialog.getByLabel("Budget (USD)"))).toBe(true);
      await page.keyboard.type("120");
      await page.keyboard.press("Enter");
      if (attempt < room) {
        await expect.poll(() => dialog.count()).toBe(0);
        await expect.poll(() => announced(page)).toContain(ADS_TEXTS.campaignCreated);
        await expect.poll(() => cards.count()).toBe(startCount + attempt + 1);
        const card = cards.filter({ hasText: name });
        created.push(Number(await card.getAttribute("data-campaign-id")));
        expect(await card.getByTestId("campaign-dates").textContent()).toContain(ADS_TEXTS.ongoing);
        await expectFocusKept(page);
      } else {
        // Blocked: the refusal is announced, focused, and offers the upgrade.
        const alert = dialog.getByTestId("plan-limit-alert");
        await alert.waitFor();
        expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await alert.textContent()).toContain(ADS_TEXTS.limitReachedTitle);
        const upgrade = alert.getByRole("link", { name: "Upgrade to Starter" });
        expect(await upgrade.getAttribute("href")).toBe("/pricing");
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.count()).toBe(0);
        await expectFocusKept(page, page.getByRole("button", { name: ADS_TEXTS.createCampaign }));
      }
    }
    expect((await usage()).limits.campaigns?.used).toBe(before?.limit);
    // The usage panel shows the limit reached, in words as well as colour, with Upgrade Plan.
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    // One alert for every limit, the worst first, with one Upgrade Plan (decision 020).
    const alerts = page.getByTestId("violations");
    const item = alerts.locator("[data-severity='soft_limit']").filter({ hasText: "Campaigns limit" });
    expect(await item.textContent()).toContain("Limit reached");
    const severities = await alerts
      .locator("[data-severity]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-severity")));
    const order = ["hard_limit", "soft_limit", "warning"];
    expect(severities).toEqual([...severities].sort((a, b) => order.indexOf(a ?? "") - order.indexOf(b ?? "")));
    expect(await alerts.getByRole("link", { name: /Upgrade Plan/ }).getAttribute("href")).toBe("/pricing");
    expect(await page.getByTestId("usage-campaigns").getByRole("progressbar").getAttribute("aria-valuenow")).toBe(
      "100",
    );
  });

  it("pauses and resumes a campaign from its card, keeping focus on the button", async () => {
    const page = await visit(browser, "/ads");
    // One this file created, else a seeded active one (not a status-filtered list: a paused card would leave it).
    const card = created.length
      ? page.locator(`[data-campaign-id='${created[0]}']`)
      : page
          .getByTestId("campaign-card")
          .filter({ has: page.getByTestId("campaign-status").getByText("Active") })
          .first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    // The card's form, posted in place by a fetcher to the page's action.
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
    });
    const pause = card.getByRole("button", { name: `Pause ${name}` });
    await pressOn(page, pause);
    await expect.poll(() => card.getByTestId("campaign-status").textContent()).toBe("Paused");
    await expect.poll(() => announced(page)).toContain(ADS_TEXTS.campaignPaused(name));
    const resume = card.getByRole("button", { name: `Resume ${name}` });
    await expect.poll(() => isFocused(resume)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => card.getByTestId("campaign-status").textContent()).toBe("Active");
    await expect.poll(() => announced(page)).toContain(ADS_TEXTS.campaignResumed(name));
    await expect.poll(() => isFocused(card.getByRole("button", { name: `Pause ${name}` }))).toBe(true);
    expect(posted).toEqual(["/ads.data", "/ads.data"]);
  });

  it("archives a campaign from its More actions menu by keyboard", async () => {
    const page = await visit(browser, "/ads");
    const id = created.at(-1);
    expect(id, "the first test creates campaigns").toBeDefined();
    const card = page.locator(`[data-campaign-id='${id}']`);
    const name = (await card.getByRole("heading").textContent()) ?? "";
    const more = card.getByRole("button", { name: `More actions for ${name}` });
    // Enter opens the menu on its first item; Escape closes it and gives focus back.
    await pressOn(page, more);
    const archive = card.getByRole("menuitem", { name: "Archive campaign" });
    await expect.poll(() => isFocused(archive)).toBe(true);
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => card.getByRole("menu").count()).toBe(0);
    expect(await isFocused(more)).toBe(true);
    // ArrowDown opens it too; Enter on the item archives the campaign, which leaves the list.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => isFocused(archive)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => announced(page)).toContain(ADS_TEXTS.campaignArchived(name));
    await expect.poll(() => card.count()).toBe(0);
    // The card left the list: focus is on the list's heading.
    await expectFocusKept(page, page.getByRole("heading", { name: ADS_TEXTS.tabs.campaigns, level: 2, exact: true }));
  });

  it("switches the analytics date range so the figures change, and gates Demographics on free", async () => {
    const page = await visit(browser, "/ads?tab=analytics");
    expect(await page.getByRole("heading", { name: ADS_TEXTS.analyticsTitle }).isVisible()).toBe(true);
    expect(await page.getByText(ADS_TEXTS.analyticsSubtitle).isVisible()).toBe(true);
    const impressions = () => page.getByTestId("metric-impressions").getByTestId("metric-value").textContent();
    const thirty = await impressions();
    expect(await page.getByTestId("performance-chart").getByRole("img").getAttribute("aria-labelledby")).toBeTruthy();
    expect(await page.getByTestId("metric-spend").getByTestId("metric-change").textContent()).toMatch(
      /vs previous period|No data/,
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("Date range").focus();
    await page.getByLabel("Date range").selectOption("7");
    await pressOn(page, page.getByRole("button", { name: "Apply" }));
    await page.waitForURL(/range=7/);
    await expect.poll(() => page.getByTestId("range-shown").textContent()).toContain("(7 days)");
    expect(await impressions()).not.toBe(thirty);
    await expectFocusKept(page);
    // The chart's data table holds the same days.
    await pressOn(page, page.getByText(ADS_TEXTS.showTable), " ");
    expect(await page.getByTestId("performance-chart").locator("tbody tr").count()).toBe(7);
    await expectFocusKept(page, page.getByText(ADS_TEXTS.showTable));

    await pressOn(page, page.getByRole("tab", { name: "Demographics" }));
    const gate = page.getByTestId("premium-gate");
    await gate.waitFor();
    await expectFocusKept(page, page.getByRole("tab", { name: "Demographics" }));
    expect(await gate.getByRole("heading").textContent()).toBe(ADS_TEXTS.premiumFeature);
    expect(await gate.getByTestId("premium-badge").textContent()).toBe(ADS_TEXTS.planRequired("Starter"));
    expect(await gate.textContent()).toContain(ADS_TEXTS.availableOn("Starter"));
    expect(await gate.getByRole("link", { name: ADS_TEXTS.upgradeTo("Starter") }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(await gate.getByRole("link", { name: ADS_TEXTS.compareAllPlans }).getAttribute("href")).toBe("/pricing");
    await expectNoAxeViolations(page);
    for (const tab of ["Devices", "Placements"]) {
      await pressOn(page, page.getByRole("tab", { name: tab }));
      await page.getByTestId(`table-${tab.toLowerCase()}`).waitFor();
      await expectFocusKept(page, page.getByRole("tab", { name: tab }));
      await expectNoAxeViolations(page);
    }
  });

  it("has no axe violations on the other tabs, the filters' empty state and the create dialogs", async () => {
    const page = await visit(browser, "/ads?q=no-such-campaign-anywhere");
    expect(await page.getByTestId("campaigns-empty").textContent()).toContain(ADS_TEXTS.noCampaignsFiltered);
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("tab", { name: ADS_TEXTS.tabs.creatives }));
    await page.getByRole("heading", { name: ADS_TEXTS.creativesTitle }).waitFor();
    await expectFocusKept(page, page.getByRole("tab", { name: ADS_TEXTS.tabs.creatives }));
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("button", { name: ADS_TEXTS.createCreative }));
    await page.getByRole("dialog").getByLabel("Headline").waitFor();
    await expectFocusKept(page, page.getByRole("dialog"));
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expectFocusKept(page, page.getByRole("button", { name: ADS_TEXTS.createCreative }));
    await pressOn(page, page.getByRole("tab", { name: ADS_TEXTS.tabs.audiences }));
    await page.getByRole("heading", { name: ADS_TEXTS.audiencesTitle }).waitFor();
    await expectFocusKept(page, page.getByRole("tab", { name: ADS_TEXTS.tabs.audiences }));
    await expectNoAxeViolations(page);
    // The status filter filters by active state.
    await page.getByLabel("Status").selectOption("inactive");
    await pressOn(page, page.getByRole("button", { name: "Apply" }));
    await page.waitForURL(/astatus=inactive/);
    await expect.poll(() => page.getByTestId("audience-state").allTextContents()).toEqual(["Inactive"]);
    await expectFocusKept(page);
  });

  it(
    "has no axe violations on every tab in the dark and high-contrast schemes (member 6, starter)",
    { timeout: 120_000 },
    async () => {
      for (const tab of ["campaigns", "creatives", "audiences", "analytics"]) {
        const page = await visitAs(browser, 6, `/ads?tab=${tab}`);
        if (tab === "analytics") {
          await pressOn(page, page.getByRole("tab", { name: "Demographics" }));
          await page.getByTestId("table-age").waitFor();
        }
        await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
        await page.context().close();
      }
    },
  );
});
