// The one form pattern (issue 21): each area's form works with JavaScript off (a plain post to the
// page's action), a refused plain post shows its field error, and with JavaScript focus goes to
// what the action made. Route changes move focus to the new page's heading; filter changes don't.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_LABELS, type PrivacyLevel } from "~/lib/connections";
import { A11Y_TEXTS, ADS_TEXTS, ARCADE_TEXTS, POST_TEXTS, PROVIDER_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  memberCookie,
  openBrowser,
  visit,
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

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("with JavaScript off", () => {
  it("posts to the community feed", async () => {
    const page = await visitWithoutScript(browser, "/");
    const text = `No script post ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await page.waitForURL(/#post-card-\d+$/);
    expect(await page.locator("[data-testid=post-card]").filter({ hasText: text }).count()).toBe(1);
  });

  it("starts a forum discussion from the composer shown in place", async () => {
    const page = await visitWithoutScript(browser, "/forums");
    await page.getByRole("link", { name: "Start Discussion" }).click();
    await page.waitForURL(/dialog=compose/);
    const text = `No script discussion ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel(/^Title/).fill(text);
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await page.waitForURL(/#post-card-\d+$/);
    expect(await page.locator("[data-testid=post-card]").filter({ hasText: text }).count()).toBe(1);
  });

  it("reports a post from the report page, and comes back", async () => {
    const page = await visitWithoutScript(browser, "/", 24);
    await page
      .getByRole("link", { name: /^Report / })
      .nth(5)
      .click();
    await page.waitForURL(/\/report\?/);
    const form = page.locator("main form");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: REPORT_TEXTS.reasonRequired }).count()).toBe(1);
    await page.getByLabel("Spam", { exact: true }).check();
    await page.getByRole("button", { name: "Submit Report" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("sends a message", async () => {
    const page = await visitWithoutScript(browser, "/messages?to=28", 27);
    const text = `No script message ${stamp()}`;
    await page
      .getByRole("form", { name: /^Send a message to / })
      .getByRole("textbox")
      .fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/#message-\d+$/);
    expect(await page.getByTestId("message").filter({ hasText: text }).count()).toBe(1);
  });

  it("joins a group", async () => {
    const page = await visitWithoutScript(browser, "/support-groups", 25);
    const join = page.getByRole("button", { name: /^Join Group / }).first();
    const name = (await join.textContent())!.replace(/^Join Group\s*/, "").trim();
    await join.click();
    await page.waitForURL(/#group-\d+$/);
    const card = page.getByTestId("group-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    expect(await card.getByTestId("membership").textContent()).toBe("You are a member");
  });

  it("registers for an event", async () => {
    const page = await visitWithoutScript(browser, "/events", 26);
    // Not the small taster: the events suite counts its places.
    const register = page.getByRole("button", { name: /^Register (?!Peer Mentoring Taster)/ }).first();
    const title = (await register.textContent())!.replace(/^Register\s*/, "").trim();
    await register.click();
    await page.waitForURL(/#event-\d+$/);
    const card = page
      .getByTestId("event-card")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    expect(await card.getByTestId("registration").textContent()).toBe("You're registered");
  });

  it("creates a game room and lands in it", async () => {
    const page = await visitWithoutScript(browser, "/arcade", 29);
    await page.getByRole("link", { name: "Create Room" }).click();
    await page.waitForURL(/dialog=create-room/);
    const name = `No script room ${stamp()}`;
    await page.getByLabel("Room name").fill(name);
    await page.getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/\/arcade\/room\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(name);
  });

  it("shows the field error of a refused room, in place", async () => {
    const page = await visitWithoutScript(browser, "/arcade?dialog=create-room", 29);
    await page.getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/dialog=create-room/);
    expect(await page.getByLabel("Room name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(ARCADE_TEXTS.emptyName).count()).toBeGreaterThan(0);
  });

  it("shows the field error of a refused post, keeping what was written", async () => {
    const page = await visitWithoutScript(browser, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("Post type").selectOption("blog");
    await composer.getByLabel("What would you like to share?").fill("A blog with no title");
    await composer.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => composer.getByRole("alert").textContent()).toContain(POST_TEXTS.titleRequiredForBlog);
    expect(await composer.getByLabel(/^Title/).getAttribute("aria-invalid")).toBe("true");
    expect(await composer.getByLabel("What would you like to share?").inputValue()).toBe("A blog with no title");
  });
});

describe("focus after an action", () => {
  it("goes to the new post", async () => {
    const page = await visit(browser, "/");
    const text = `Focus post ${stamp()}`;
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").fill(text);
    await composer.getByRole("button", { name: "Post" }).click();
    await expectFocusKept(page, page.locator("[data-testid=post-card]").filter({ hasText: text }));
  });

  it("goes to the new discussion once the composer's dialog closes", async () => {
    const page = await visit(browser, "/forums");
    await page.getByRole("button", { name: "Start Discussion" }).click();
    const dialog = page.getByRole("dialog");
    const text = `Focus discussion ${stamp()}`;
    await dialog.getByLabel(/^Title/).fill(text);
    await dialog.getByLabel("What would you like to share?").fill(text);
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expectFocusKept(page, page.locator("[data-testid=post-card]").filter({ hasText: text }));
  });

  it("stays on a group's button in its new state", async () => {
    const page = await visitAs(browser, 24, "/support-groups");
    const join = page.getByRole("button", { name: /^Join Group / }).first();
    const id = await join.getAttribute("id");
    await join.click();
    await expect.poll(() => page.locator(`#${id}`).textContent()).toMatch(/^Leave Group/);
    await expectFocusKept(page, page.locator(`#${id}`));
  });

  it("goes to the sent message", async () => {
    const page = await visitAs(browser, 23, "/messages?to=22");
    const text = `Focus message ${stamp()}`;
    await page
      .getByRole("form", { name: /^Send a message to / })
      .getByRole("textbox")
      .fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await expectFocusKept(page, page.getByTestId("message").filter({ hasText: text }));
  });

  it("goes to the created room's heading", async () => {
    const page = await visitAs(browser, 21, "/arcade");
    await page.getByRole("button", { name: "Create Room" }).first().click();
    const name = `Focus room ${stamp()}`;
    await page.getByRole("dialog").getByLabel("Room name").fill(name);
    await page.getByRole("dialog").getByRole("button", { name: "Create Room" }).click();
    await page.waitForURL(/\/arcade\/room\/\d+$/);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
  });

  it("goes to the first invalid field", async () => {
    const page = await visit(browser, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("Post type").selectOption("blog");
    await composer.getByLabel("What would you like to share?").fill("Blog without a title");
    await composer.getByRole("button", { name: "Post" }).click();
    await expectFocusKept(page, composer.getByLabel(/^Title/));
  });
});

describe("route changes", () => {
  it("move focus to the new page's heading; a filter change keeps focus where it was", async () => {
    const page = await visit(browser, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).first().click();
    await page.waitForURL(/\/events$/);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
    const back = await visit(browser, "/");
    const chip = back.getByRole("link", { name: "Questions" });
    await chip.focus();
    await chip.press("Enter");
    await back.waitForURL(/filter=question/);
    await expect.poll(() => chip.getAttribute("aria-current")).toBe("true");
    await expectFocusKept(back, chip);
    expect(await focusedId(back)).not.toBe("welcome-heading");
  });
});

describe("providers: the enquiry dialog", () => {
  const MEMBER = 35;

  it("works without JavaScript: a refused message shows its error in place, a sent one says so", async () => {
    const page = await visitWithoutScript(browser, "/ndis-providers/4", MEMBER);
    await page
      .getByRole("link", { name: new RegExp(`^${PROVIDER_TEXTS.sendMessage}: `) })
      .first()
      .click();
    await page.waitForURL(/dialog=enquiry&provider=4&kind=message/);
    const form = page.locator("#dialog-enquiry");
    await form.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).click();
    await expect.poll(() => form.getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByText(PROVIDER_TEXTS.emptyMessage).count()).toBe(1);
    await form.getByLabel("Message").fill(`No script enquiry ${stamp()}`);
    await form.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).click();
    await page.waitForURL(/\/ndis-providers\/4\?sent=message#enquiry-sent$/);
    expect(await page.locator("#enquiry-sent").textContent()).toBe(PROVIDER_TEXTS.enquirySent);
    expect(await page.locator("#dialog-enquiry").count()).toBe(0);
  });

  it("moves focus to the message box when refused and back to its opener once sent; axe on the dialog", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers?sort=name");
    const opener = page.getByRole("button", { name: new RegExp(`^${PROVIDER_TEXTS.bookService}: `) }).first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await page.getByTestId("enquiry-dialog").waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await expectFocusKept(page, dialog.getByLabel("Message"));
    expect(await dialog.getByText(PROVIDER_TEXTS.emptyMessage).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.type(`Focus enquiry ${stamp()}`);
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await page.getByTestId("enquiry-dialog").waitFor({ state: "detached" });
    await expectFocusKept(page, opener);
  });
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

  it("saves Privacy Settings without JavaScript, landing on its opener", async () => {
    const before = await privacyLevel();
    const next = otherLevel(before);
    try {
      const page = await visitWithoutScript(browser, "/connections?tab=safety", MEMBER);
      await page.getByRole("link", { name: "Privacy Settings" }).click();
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
    await page.getByRole("link", { name: "Report User" }).click();
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
    await card.getByRole("link", { name: `Block ${name}` }).click();
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
    await page.getByRole("link", { name: ADS_TEXTS.createCampaign }).click();
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
    await page.getByRole("link", { name: ADS_TEXTS.createCreative }).click();
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
    await page.getByRole("link", { name: ADS_TEXTS.createAudience.lookalike }).click();
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

describe("accessibility wizard", () => {
  // Member 30, so the accessibility suite's member 1 keeps its own preferences; forgotten again afterwards.
  const MEMBER = 30;
  afterAll(async () => {
    await fetch(new URL(`/api/accessibility-preferences/${MEMBER}`, baseURL()), {
      method: "DELETE",
      headers: { cookie: memberCookie(MEMBER) },
    });
  });
  const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

  it("saves with JavaScript off, after a refused save showed its error in place", async () => {
    const page = await visitWithoutScript(browser, "/accessibility", MEMBER);
    await page.getByRole("link", { name: "Accessibility Wizard" }).click();
    await page.waitForURL(/dialog=wizard/);
    const form = page.locator("#dialog-wizard form");
    // Every step is on the page at once, each control a native one.
    expect(await form.getByRole("group").count()).toBe(6);
    // The browser stops a reader at 10,000 characters; going past it reaches the server's own check.
    await form.getByLabel("Custom CSS").evaluate((element) => element.removeAttribute("maxlength"));
    await form.getByLabel("Custom CSS").fill("a".repeat(10_001));
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toContain("Custom CSS");
    expect(await form.getByLabel("Custom CSS").getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Custom CSS").fill("");
    await form.getByLabel("Font Size").selectOption("extra-large");
    await form.getByLabel("Skip Links").uncheck();
    await form.getByRole("button", { name: "Save Settings" }).click();
    await page.waitForURL(/\/accessibility#overview$/);
    expect(await page.getByTestId("overview-fontSize").textContent()).toContain("Extra Large");
    expect(await page.getByTestId("overview-skipLinks").textContent()).toBe("Off");
    expect(await page.locator("html").getAttribute("class")).toContain("font-size-extra-large");
  });

  it("keeps a visitor's choice with JavaScript off", async () => {
    const page = await visitWithoutScript(browser, "/accessibility?dialog=wizard", null);
    await page.locator("#dialog-wizard form").getByLabel("Color Scheme").selectOption("dark");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.waitForURL(/\/accessibility#overview$/);
    expect(await page.locator("html").getAttribute("class")).toMatch(/\bdark\b/);
  });

  it("moves focus to the invalid field, then back to the wizard's opener after saving; no axe violations", async () => {
    const page = await visitAs(browser, MEMBER, "/accessibility");
    const opener = page.getByRole("button", { name: "Accessibility Wizard" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Accessibility Wizard" });
    await dialog.getByRole("tab", { name: "Advanced" }).click();
    const css = dialog.getByLabel("Custom CSS");
    await css.evaluate((element) => element.removeAttribute("maxlength"));
    await css.fill("a".repeat(10_001));
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expectFocusKept(page, css);
    expect(await css.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    await css.fill("");
    await dialog.getByRole("tab", { name: "Visual" }).click();
    await dialog.getByLabel("Font Size").selectOption("large");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectFocusKept(page, opener);
    await expect.poll(() => htmlClass(page)).toContain("font-size-large");
    await expect.poll(() => page.getByTestId("toast-announcer").textContent()).toContain(A11Y_TEXTS.settingsSaved);
  });
});
