// Connections end to end (docs/features/connections.md): the wizard by keyboard alone as member 1,
// a like that meets a like (member 18 likes member 1), the match messaged, then a block that
// removes them everywhere. axe on every wizard step and every tab. Member 1's profile and the block
// are removed before and after, so the shared database is left as the seed made it.
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONNECTION_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  memberCookie,
  openBrowser,
  tabTo,
  visit,
  visitAs,
} from "./harness";

const LIKER = 18;
const api = (path: string, { as = 1, method = "GET", body }: { as?: number; method?: string; body?: unknown } = {}) =>
  fetch(new URL(path, baseURL()), {
    method,
    headers: { cookie: memberCookie(as), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

async function reset() {
  expect([204, 404]).toContain((await api("/api/relationship-profile/1", { method: "DELETE" })).status);
  expect((await api(`/api/users/${LIKER}/block`, { method: "DELETE" })).status).toBe(200);
}

const stepTextOf = (dialog: Locator) => dialog.getByTestId("wizard-step");
const focusedIs = (target: Locator) => target.evaluate((el) => el === document.activeElement);

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
// Before each test, so a retry starts from no profile as the first try did.
beforeEach(reset);
afterAll(async () => {
  await reset();
  await browser?.close();
});

describe("connections", () => {
  it("creates a profile by keyboard, matches, messages, then blocks", { timeout: 150_000 }, async () => {
    const page = await visit(browser, "/connections");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(CONNECTION_TEXTS.welcome);
    await expectNoAxeViolations(page);

    // ---- the wizard, keyboard only
    await tabTo(page, page.getByRole("button", { name: CONNECTION_TEXTS.createProfile }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await stepTextOf(dialog).waitFor();
    await expectFocusKept(page, dialog);
    const stepText = stepTextOf(dialog);
    expect(await stepText.textContent()).toBe("Step 1 of 4");
    const next = dialog.getByRole("button", { name: "Next" });
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(await dialog.getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe("true");
    expect(await dialog.getByText(CONNECTION_TEXTS.lookingForRequired).count()).toBe(1);
    await expectNoAxeViolations(page);

    for (const name of ["Friendship", "Companionship"]) {
      await tabTo(page, dialog.getByRole("checkbox", { name }));
      await page.keyboard.press("Space");
    }
    expect(await next.getAttribute("aria-disabled")).not.toBe("true");
    await expectFocusKept(page, dialog.getByRole("checkbox", { name: "Companionship" }));

    // Sliders: named, with values in words, moved by arrow keys or typed into the number box.
    const minAge = dialog.getByRole("slider", { name: "Minimum age" });
    expect(await minAge.inputValue()).toBe("22");
    expect(await minAge.getAttribute("aria-valuetext")).toBe("22 years");
    expect(await dialog.getByRole("slider", { name: "Maximum age" }).inputValue()).toBe("35");
    await tabTo(page, minAge);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect(await minAge.getAttribute("aria-valuetext")).toBe("25 years");
    await tabTo(page, dialog.getByRole("spinbutton", { name: "Maximum age in years" }));
    await page.keyboard.press("Control+A");
    await page.keyboard.type("45");
    expect(await dialog.getByRole("slider", { name: "Maximum age" }).inputValue()).toBe("45");

    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect.poll(() => stepText.textContent()).toBe("Step 2 of 4");
    await expect.poll(() => focusedIs(dialog.getByTestId("wizard-step-heading"))).toBe(true);
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole("textbox", { name: "About me" }));
    await page.keyboard.type("Low-vision tinkerer who loves a long board game.");
    for (const name of ["Board games", "Music", "Technology"]) {
      await tabTo(page, dialog.getByRole("checkbox", { name, exact: true }));
      await page.keyboard.press("Space");
    }
    await tabTo(page, next);
    await page.keyboard.press("Enter");

    expect(await stepText.textContent()).toBe("Step 3 of 4");
    await expectFocusKept(page, dialog.getByTestId("wizard-step-heading"));
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole("checkbox", { name: "Screen reader" }));
    await page.keyboard.press("Space");
    await tabTo(page, next);
    await page.keyboard.press("Enter");

    // Step 4 starts from the spec's defaults.
    expect(await stepText.textContent()).toBe("Step 4 of 4");
    await expectFocusKept(page, dialog.getByTestId("wizard-step-heading"));
    expect(await dialog.getByRole("radio", { name: /^Friends/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole("slider", { name: "Maximum distance" }).inputValue()).toBe("50");
    expect(await dialog.getByRole("checkbox", { name: "Open to long distance" }).isChecked()).toBe(false);
    expect(await dialog.getByRole("checkbox", { name: "Allow messages from matches" }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // No communication preference yet: Create Profile says so and goes back to step 3.
    const create = dialog.getByRole("button", { name: CONNECTION_TEXTS.createProfile });
    await tabTo(page, create);
    await page.keyboard.press("Enter");
    await dialog.getByRole("alert").filter({ hasText: CONNECTION_TEXTS.communicationRequired }).waitFor();
    expect(await stepText.textContent()).toBe("Step 3 of 4");
    await expectFocusKept(page, dialog);
    await expectNoAxeViolations(page);
    for (const name of ["Text", "Voice"]) {
      await tabTo(page, dialog.getByRole("checkbox", { name, exact: true }));
      await page.keyboard.press("Space");
    }
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expectFocusKept(page, dialog.getByTestId("wizard-step-heading"));
    await tabTo(page, create);
    await page.keyboard.press("Enter");
    await page.getByText(CONNECTION_TEXTS.profileCreated).first().waitFor();
    await dialog.waitFor({ state: "detached" });
    const title = page.getByRole("heading", { level: 1, name: CONNECTION_TEXTS.title });
    await title.waitFor();
    // The welcome and its opener are gone: focus is on the home's heading.
    await expectFocusKept(page, title);
    const saved = (await (await api("/api/relationship-profile/1")).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      lookingFor: ["friendship", "companionship"],
      ageRangeMin: 25,
      ageRangeMax: 45,
      maxDistance: 50,
      privacyLevel: "friends",
      allowMessages: true,
      openToLongDistance: false,
      communicationPreferences: ["text", "voice"],
    });

    // Profile Settings opens the same wizard, back at step 1, with the saved values.
    await page.getByRole("button", { name: "Profile Settings" }).click();
    await expect.poll(() => page.getByRole("dialog").getByTestId("wizard-step").textContent()).toBe("Step 1 of 4");
    expect(await page.getByRole("dialog").getByRole("checkbox", { name: "Companionship" }).isChecked()).toBe(true);
    await expectFocusKept(page, page.getByRole("dialog"));
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expectFocusKept(page, page.getByRole("button", { name: "Profile Settings" }));

    // ---- a like that meets a like
    expect((await api(`/api/matches/1/like`, { as: LIKER, method: "POST" })).status).toBe(200);
    const { name } = (await (await api(`/api/relationship-profile/${LIKER}`)).json()) as { name: string };
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    await expectNoAxeViolations(page);
    const card = page.getByTestId("candidate").filter({ hasText: name });
    expect(await card.getByTestId("match-score").count()).toBe(1);
    expect(await card.getByTestId("verification-badge").count()).toBe(1);
    // Once the card has gone, focus is on the card that took its place.
    const ids = await page
      .getByTestId("candidate")
      .getByTestId("profile-name")
      .evaluateAll((els) => els.map((el) => el.id));
    const at = ids.indexOf(`candidate-${LIKER}`);
    await tabTo(page, card.getByRole("button", { name: `Like ${name}` }));
    await page.keyboard.press("Enter");
    await page.getByText(CONNECTION_TEXTS.matchedTitle).first().waitFor();
    await card.waitFor({ state: "detached" });
    await expectFocusKept(page, page.locator(`#${ids[at + 1] ?? ids[at - 1] ?? "discover-heading"}`));

    await page.getByRole("tab", { name: /Matches/ }).click();
    const match = page.getByTestId("match").filter({ hasText: name });
    await match.waitFor();
    await expectFocusKept(page, page.getByRole("tab", { name: /Matches/ }));
    await expectNoAxeViolations(page);
    await match.getByRole("link", { name: `Message ${name}` }).click();
    await page.waitForURL(`**/messages?to=${LIKER}`);
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
    await page.getByLabel(`Message ${name}`).fill("Hello from Connections!");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("thread").getByText("Hello from Connections!").waitFor();
    await expectFocusKept(page, page.getByLabel(`Message ${name}`));

    // ---- block: gone from matches and discovery, listed under Safety, and no messages either way
    const again = await visit(browser, "/connections?tab=matches");
    await again
      .getByTestId("match")
      .filter({ hasText: name })
      .getByRole("button", { name: `Block ${name}` })
      .click();
    await expectFocusKept(again, again.getByRole("dialog"));
    await expectNoAxeViolations(again);
    await again
      .getByRole("dialog")
      .getByRole("button", { name: `Block ${name}` })
      .click();
    await again.getByText(CONNECTION_TEXTS.blocked(name)).first().waitFor();
    await again.getByTestId("match").filter({ hasText: name }).waitFor({ state: "detached" });
    expect(await again.getByTestId("matches-status").textContent()).toBe(CONNECTION_TEXTS.noMatches);
    await expectFocusKept(again);

    await again.getByRole("tab", { name: "Discover" }).click();
    // The Discover list is showing (not empty, not the previous tab) before "not in it" means anything.
    await expect.poll(() => again.getByTestId("candidate").count()).toBeGreaterThan(0);
    expect(await again.getByTestId("candidate").filter({ hasText: name }).count()).toBe(0);
    await expectFocusKept(again, again.getByRole("tab", { name: "Discover" }));
    await again.getByRole("tab", { name: "Activities" }).click();
    await expect
      .poll(() => again.getByTestId("activity").allTextContents())
      .toEqual([
        expect.stringContaining("Virtual Coffee Chat"),
        expect.stringContaining("Accessibility Tour"),
        expect.stringContaining("Group Activity"),
      ]);
    await expectFocusKept(again, again.getByRole("tab", { name: "Activities" }));
    await expectNoAxeViolations(again);
    await again.getByRole("tab", { name: "Safety" }).click();
    await expect.poll(() => again.getByTestId("blocked-member").filter({ hasText: name }).count()).toBe(1);
    await expectFocusKept(again, again.getByRole("tab", { name: "Safety" }));
    await expectNoAxeViolations(again);
    await again.getByRole("button", { name: "Privacy Settings" }).click();
    expect(
      await again
        .getByRole("dialog")
        .getByRole("radio", { name: /^Friends/ })
        .isChecked(),
    ).toBe(true);
    await expectFocusKept(again, again.getByRole("dialog"));
    await expectNoAxeViolations(again);
    await again.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expectFocusKept(again, again.getByRole("button", { name: "Privacy Settings" }));

    // Filters apply through the address; the Visible switch saves and pauses discovery.
    await again.getByRole("tab", { name: "Discover" }).click();
    await again.getByLabel("Distance").selectOption("25");
    await again.getByRole("button", { name: "Apply Filters" }).click();
    await again.waitForURL(/distance=25/);
    expect(await again.getByLabel("Distance").inputValue()).toBe("25");
    await expectFocusKept(again);
    const visible = again.getByRole("switch", { name: "Visible" });
    expect(await visible.getAttribute("aria-checked")).toBe("true");
    await visible.click();
    await again.getByText(CONNECTION_TEXTS.hiddenNotice).first().waitFor();
    await expectFocusKept(again, visible);
    expect(await json(await api("/api/relationship-profile/1"))).toMatchObject({ isActive: false });
    await visible.click();
    await again.getByTestId("discover-status").waitFor();
    await expectFocusKept(again, visible);
    expect(await json(await api("/api/relationship-profile/1"))).toMatchObject({ isActive: true });

    expect((await api(`/api/relationship-profile/${LIKER}`)).status).toBe(404);
    // A block works both ways, and neither can find the other to message (404, as for no one).
    expect(
      (await api("/api/messages", { body: { toUserId: LIKER, content: "Still there?" }, method: "POST" })).status,
    ).toBe(404);
    expect(
      (await api("/api/messages", { as: LIKER, body: { toUserId: 1, content: "Hello?" }, method: "POST" })).status,
    ).toBe(404);
    await page.context().close();
    await again.context().close();
  });

  // The new colour pairs (score and verification badges, the switch, the tabs) in the dark
  // and high-contrast schemes, as member 19.
  it("keeps every tab free of axe violations in the dark and high-contrast schemes", { timeout: 120_000 }, async () => {
    const page = await visitAs(browser, 19, "/connections?distance=anywhere");
    for (const tab of ["Discover", "Matches", "Activities", "Safety"]) {
      await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
      await expectFocusKept(page, page.getByRole("tab", { name: new RegExp(`^${tab}`) }));
      await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
    }
    await page.context().close();
  });
});
