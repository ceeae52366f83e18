// Connections' Privacy Settings, Report User and Block on the one form pattern (decision 019): without
// JavaScript, and where focus goes with it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_LABELS, type PrivacyLevel } from "~/lib/connections";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  memberCookie,
  openBrowser,
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

describe("connections: Privacy Settings, Report User and Block", () => {
  // Members 35 and 36 have seeded profiles; what these tests change is put back, except that the
  // block ends any likes between them.
  const MEMBER = 36;
  const OTHER = 35;
  const api = (
    path: string,
    { as = MEMBER, method = "GET", body }: { as?: number; method?: string; body?: unknown } = {},
  ) =>
    fetch(new URL(path, baseURL()), {
      method,
      headers: { cookie: memberCookie(as), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const privacyLevel = async (who = MEMBER) =>
    ((await (await api(`/api/relationship-profile/${who}`, { as: who })).json()) as { privacyLevel: PrivacyLevel })
      .privacyLevel;
  const setPrivacy = async (level: PrivacyLevel, who = MEMBER) =>
    expect(
      (await api(`/api/relationship-profile/${who}`, { as: who, method: "PATCH", body: { privacyLevel: level } }))
        .status,
    ).toBe(200);
  const otherLevel = (level: PrivacyLevel) => (level === "private" ? "public" : "private");
  let otherPrivacy: PrivacyLevel | undefined;
  /** Member OTHER matched with MEMBER (both like), and not blocked; OTHER public meanwhile, so they can be liked. */
  const matchUp = async () => {
    otherPrivacy ??= await privacyLevel(OTHER);
    await setPrivacy("public", OTHER);
    expect((await api(`/api/users/${OTHER}/block`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/api/matches/${OTHER}/like`, { method: "POST" })).status).toBeLessThan(300);
    expect((await api(`/api/matches/${MEMBER}/like`, { method: "POST", as: OTHER })).status).toBeLessThan(300);
    return ((await (await api(`/api/users/${OTHER}`)).json()) as { displayName: string }).displayName;
  };
  afterAll(async () => {
    expect((await api(`/api/users/${OTHER}/block`, { method: "DELETE" })).status).toBe(200);
    if (otherPrivacy) await setPrivacy(otherPrivacy, OTHER);
  });

  it("saves Profile Settings without JavaScript: every step in one form, landing on the heading", async () => {
    const read = async () =>
      (await (await api(`/api/relationship-profile/${MEMBER}`)).json()) as { aboutMe: string; maxDistance: number };
    const before = await read();
    try {
      const page = await visitWithoutScript(browser, "/connections", MEMBER);
      await page.getByRole("button", { name: "Profile Settings" }).click();
      await page.waitForURL(/dialog=profile/);
      const form = page.locator("#dialog-profile");
      // The four steps are fieldsets of one form, filled with the saved profile.
      expect(await form.locator("legend.text-lg").allTextContents()).toHaveLength(4);
      await form.getByLabel("About me").fill("Saved without script.");
      await form.getByLabel("Maximum distance in km").fill("75");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL(/\/connections#connections-title$/);
      expect(await read()).toMatchObject({ aboutMe: "Saved without script.", maxDistance: 75 });
    } finally {
      const restored = { aboutMe: before.aboutMe, maxDistance: before.maxDistance };
      expect((await api(`/api/relationship-profile/${MEMBER}`, { method: "PATCH", body: restored })).status).toBe(200);
    }
  });

  it("saves Privacy Settings without JavaScript, landing on its opener", async () => {
    const before = await privacyLevel();
    const next = otherLevel(before);
    try {
      const page = await visitWithoutScript(browser, "/connections?tab=safety", MEMBER);
      await page.getByRole("button", { name: "Privacy Settings" }).click();
      await page.waitForURL(/dialog=privacy/);
      const form = page.locator("#dialog-privacy");
      await form.getByRole("radio", { name: new RegExp(`^${PRIVACY_LABELS[next].label}`) }).check();
      await form.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/connections\?tab=safety#privacy-settings$/);
      expect(await page.getByRole("heading", { level: 1 }).locator("xpath=..").textContent()).toContain(
        `Privacy: ${PRIVACY_LABELS[next].label}`,
      );
      expect(await privacyLevel()).toBe(next);
    } finally {
      await setPrivacy(before);
    }
  });

  it("opens the report page for the member chosen in Report User, without JavaScript", async () => {
    const page = await visitWithoutScript(browser, "/connections?tab=safety", MEMBER);
    await page.getByRole("button", { name: "Report User" }).click();
    await page.waitForURL(/dialog=report-user/);
    const chosen = page.locator("#dialog-report-user").getByLabel("Member to report");
    const id = await chosen.inputValue();
    await page.locator("#dialog-report-user").getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/report" && url.searchParams.get("contentId") === id);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Report a member");
  });

  it("blocks a match without JavaScript, from the confirmation drawn in place", async () => {
    const name = await matchUp();
    const page = await visitWithoutScript(browser, "/connections?tab=matches", MEMBER);
    const card = page.getByTestId("match").filter({ hasText: name });
    await card.getByRole("button", { name: `Block ${name}` }).click();
    await page.waitForURL(/dialog=block&user=\d+/);
    await page
      .locator("#dialog-block")
      .getByRole("button", { name: `Block ${name}` })
      .click();
    await page.waitForURL((url) => url.pathname === "/connections" && !url.searchParams.has("dialog"));
    expect(await page.getByTestId("match").filter({ hasText: name }).count()).toBe(0);
  });

  it("keeps focus on the privacy radios when refused, and returns it to Privacy Settings once saved; axe on the dialog", async () => {
    const before = await privacyLevel();
    const next = otherLevel(before);
    try {
      const page = await visitAs(browser, MEMBER, "/connections?tab=safety");
      await page.getByRole("button", { name: "Privacy Settings" }).click();
      const dialog = page.getByRole("dialog");
      await expectNoAxeViolations(page);
      // A choice the schema refuses (only a changed page can send one): the error is drawn beside the radios.
      await dialog
        .getByRole("radio")
        .first()
        .evaluate((radio: HTMLInputElement) => {
          radio.value = "secret";
          radio.checked = true;
        });
      await dialog.getByRole("button", { name: "Save" }).click();
      await expectFocusKept(page, dialog.getByRole("radio").first());
      expect(await dialog.getByRole("group", { name: "Privacy level" }).getAttribute("aria-describedby")).toBeTruthy();
      await expectNoAxeViolations(page);
      await dialog.getByRole("radio", { name: new RegExp(`^${PRIVACY_LABELS[next].label}`) }).check();
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expectFocusKept(page, page.getByRole("button", { name: "Privacy Settings" }));
      expect(await privacyLevel()).toBe(next);
    } finally {
      await setPrivacy(before);
    }
  });

  it("keeps focus on Block when refused, and moves it to Your matches once the card has gone; axe on the dialog", async () => {
    const name = await matchUp();
    const page = await visitAs(browser, MEMBER, "/connections?tab=matches");
    await page
      .getByTestId("match")
      .filter({ hasText: name })
      .getByRole("button", { name: `Block ${name}` })
      .click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: `Block ${name}` });
    await expectNoAxeViolations(page);
    // Blocking yourself is refused (only a changed page can ask): a toast says so and focus stays.
    await dialog.locator("input[name=userId]").evaluate((input: HTMLInputElement, self) => {
      input.value = self;
    }, String(MEMBER));
    await confirm.click();
    await page.getByText("You cannot block yourself.").first().waitFor();
    await expectFocusKept(page, confirm);
    await dialog.locator("input[name=userId]").evaluate((input: HTMLInputElement, other) => {
      input.value = other;
    }, String(OTHER));
    await confirm.click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expectFocusKept(page, page.getByRole("heading", { name: "Your matches" }));
    expect(await page.getByTestId("match").filter({ hasText: name }).count()).toBe(0);
  });

  it("moves focus to the next suggestion once a member is blocked from Discover", async () => {
    const page = await visitAs(browser, MEMBER, "/connections?tab=discover");
    const cards = page.getByTestId("candidate");
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    const first = (await cards.nth(0).getByTestId("profile-name").textContent())!.replace(/, \d+$/, "");
    const second = cards.nth(1).getByTestId("profile-name");
    const secondId = await second.getAttribute("id");
    const blockedId = (await cards.nth(0).getByTestId("profile-name").getAttribute("id"))!.replace("candidate-", "");
    try {
      await cards
        .nth(0)
        .getByRole("button", { name: /^View Profile/ })
        .click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `Block ${first}` })
        .click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `Block ${first}` })
        .click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expectFocusKept(page, page.locator(`#${secondId}`));
    } finally {
      expect((await api(`/api/users/${blockedId}/block`, { method: "DELETE" })).status).toBe(200);
    }
  });
});
