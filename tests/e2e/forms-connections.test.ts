// Connections' forms (Profile Settings, Privacy Settings, Report User, Block, Unblock, Like, Pass
// and Visible) on the one form pattern: without JavaScript, and where focus goes with it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_LABELS, type PrivacyLevel } from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";
import {
  announced,
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  focusedId,
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

  /** Where focus or a plain post lands once row `i` of `ids` has gone: the next, else the one before, else `fallback`. */
  const after = (ids: string[], i: number, fallback: string) => ids[i + 1] ?? ids[i - 1] ?? fallback;

  it("unblocks without JavaScript, landing on the next Unblock", async () => {
    expect((await api(`/api/users/${OTHER}/block`, { method: "POST" })).status).toBe(200);
    const page = await visitWithoutScript(browser, "/connections?tab=safety", MEMBER);
    const row = page.getByTestId("blocked-member").filter({ has: page.locator(`#unblock-${OTHER}`) });
    const ids = await page.locator("[id^='unblock-']").evaluateAll((els) => els.map((el) => el.id));
    const expected = after(ids, ids.indexOf(`unblock-${OTHER}`), "blocked-members");
    await row.getByRole("button", { name: /^Unblock / }).click();
    await page.waitForURL((url) => url.search === "?tab=safety" && url.hash === `#${expected}`);
    expect(await page.locator(`#unblock-${OTHER}`).count()).toBe(0);
  });

  it("keeps focus on Unblock when refused, and moves it on once the row has gone; axe on the list", async () => {
    expect((await api(`/api/users/${OTHER}/block`, { method: "POST" })).status).toBe(200);
    const page = await visitAs(browser, MEMBER, "/connections?tab=safety");
    const button = page.locator(`#unblock-${OTHER}`);
    const ids = await page.locator("[id^='unblock-']").evaluateAll((els) => els.map((el) => el.id));
    await expectNoAxeViolations(page);
    // Unblocking yourself is refused (only a changed page can ask): a toast says so and focus stays.
    const userId = page.getByTestId("blocked-member").filter({ has: button }).locator("input[name=userId]");
    await userId.evaluate((input: HTMLInputElement, self) => (input.value = self), String(MEMBER));
    await button.click();
    await page.getByText("You cannot block yourself.").first().waitFor();
    await expectFocusKept(page, button);
    await userId.evaluate((input: HTMLInputElement, other) => (input.value = other), String(OTHER));
    await button.click();
    await button.waitFor({ state: "detached" });
    await expect.poll(() => announced(page)).toContain("You unblocked");
    await expect.poll(() => focusedId(page)).toBe(after(ids, ids.indexOf(`unblock-${OTHER}`), "blocked-members"));
    await page.context().close();
  });

  it("turns Visible off and on without JavaScript, coming back to the switch", async () => {
    try {
      const page = await visitWithoutScript(browser, "/connections", MEMBER);
      const visible = page.getByRole("switch", { name: "Visible" });
      expect(await visible.getAttribute("aria-checked")).toBe("true");
      for (const checked of ["false", "true"]) {
        const loaded = page.waitForEvent("load");
        await visible.click();
        await loaded;
        expect(new URL(page.url()).hash).toBe("#visible-switch");
        expect(await visible.getAttribute("aria-checked")).toBe(checked);
        expect(await page.getByText(CONNECTION_TEXTS.hiddenNotice).count()).toBe(checked === "false" ? 1 : 0);
      }
    } finally {
      expect(
        (await api(`/api/relationship-profile/${MEMBER}`, { method: "PATCH", body: { isActive: true } })).status,
      ).toBe(200);
    }
  });
});

describe("connections: Like and Pass", () => {
  // Member 32 has a seeded profile and is used by no other Connections test.
  const CHOOSER = 32;
  // Everyone they may discover, not only those who fit their own preferences.
  const DISCOVER = "/connections?tab=discover&lookingFor=any&minAge=18&maxAge=80&distance=anywhere&support=any";

  it("passes and likes without JavaScript, landing on the card that took its place", async () => {
    const page = await visitWithoutScript(browser, DISCOVER, CHOOSER);
    const names = page.getByTestId("candidate").getByTestId("profile-name");
    const ids = await names.evaluateAll((els) => els.map((el) => el.id));
    expect(ids.length).toBeGreaterThan(2);
    for (const [i, button] of [
      [0, /^Pass on /],
      [1, /^Like /],
    ] as const) {
      // The card pressed is the first each time: the one before it has gone.
      await page.getByTestId("candidate").first().getByRole("button", { name: button }).click();
      await page.waitForURL((url) => url.hash === `#${ids[i + 1]}`);
      expect(new URL(page.url()).searchParams.get("tab")).toBe("discover");
      expect(await page.locator(`#${ids[i]}`).count()).toBe(0);
    }
  });

  it("keeps focus on Like when refused, and moves it to the next card once liked; busy meanwhile", async () => {
    const page = await visitAs(browser, CHOOSER, DISCOVER);
    const cards = page.getByTestId("candidate");
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    const ids = await cards.getByTestId("profile-name").evaluateAll((els) => els.map((el) => el.id));
    const like = cards.first().getByRole("button", { name: /^Like / });
    const userId = cards.first().locator("form:has(input[name=intent][value=like-profile]) input[name=userId]");
    // Liking yourself is refused (only a changed page can ask): a toast says so and focus stays.
    await userId.evaluate((input: HTMLInputElement, self) => (input.value = self), String(CHOOSER));
    await like.click();
    await page.getByText("You cannot like or pass on yourself.").first().waitFor();
    await expectFocusKept(page, like);
    await userId.evaluate((input: HTMLInputElement, id) => (input.value = id), ids[0]!.replace("candidate-", ""));
    // Held until both of the card's buttons are seen busy.
    const isLike = (url: URL) => url.pathname === "/connections.data";
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isLike, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-disabled")).toBe("true");
    expect(
      await cards
        .first()
        .getByRole("button", { name: /^Pass on / })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    release();
    await page.locator(`#${ids[0]}`).waitFor({ state: "detached" });
    await expect.poll(() => focusedId(page)).toBe(ids[1]);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
