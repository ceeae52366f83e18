// The NDIS provider directory end to end (docs/features/providers.md), as seeded member 27 so user 1's state
// is untouched: search, city and service filters, sort by name, a reload that keeps the
// view, the profile's five tabs by keyboard with axe on each, an enquiry, and Save.
// Everything saved here is unsaved again.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visitAs,
  visitWithoutScript,
  memberCookie,
  announced,
} from "./harness";
import { expectEvery } from "../shared/expect-every";

const MEMBER = 27;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
const cardNames = (page: Page) => page.getByTestId("provider-card").locator("h2").allTextContents();
const asMember = (path: string, method = "GET", body?: object) =>
  fetch(new URL(path, baseURL()), {
    method,
    headers: { cookie: memberCookie(MEMBER), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** Submit the filters by keyboard; the URL changes first, then React renders the new page (a transition), so callers poll. */
async function apply(page: Page, expected: RegExp) {
  await page.getByRole("button", { name: "Apply" }).press("Enter");
  await page.waitForURL(expected);
}
const sortedNames = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("provider directory", () => {
  it("searches, filters by city and service, sorts by name, keeps the view on reload, and shows the empty state", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(PROVIDER_TEXTS.title);
    expect(await page.getByText(PROVIDER_TEXTS.subtitle).count()).toBe(1);
    expect(await page.getByPlaceholder(PROVIDER_TEXTS.searchPlaceholder).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByLabel("Search providers").fill("care");
    const total = await page.getByTestId("result-status").textContent();
    await apply(page, /search=care/);
    await expect.poll(() => page.getByTestId("result-status").textContent()).not.toBe(total);
    expect(await page.getByTestId("result-status").textContent()).toMatch(/^Showing 1–\d+ of \d+ providers$/);
    await expectFocusKept(page, page.getByRole("button", { name: "Apply" }));

    await page.getByLabel("Location", { exact: true }).selectOption("Melbourne VIC");
    await page.getByLabel("Service type").selectOption("core");
    await apply(page, /location=Melbourne\+VIC.*serviceType=core|serviceType=core.*location=Melbourne\+VIC/);
    const cards = page.getByTestId("provider-card");
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(", VIC") && text.includes("Support type: Core"));
      })
      .toBe(true);
    expect(await cards.count()).toBeGreaterThan(1);
    await expectFocusKept(page, page.getByRole("button", { name: "Apply" }));

    await page.getByLabel("Sort by").selectOption("name");
    await apply(page, /sort=name/);
    await expect
      .poll(async () => {
        const shown = await cardNames(page);
        return shown.join("|") === sortedNames(shown).join("|");
      })
      .toBe(true);
    const names = await cardNames(page);
    await expectFocusKept(page, page.getByRole("button", { name: "Apply" }));
    expect(new URL(page.url()).searchParams.get("search")).toBe("care");

    // The view lives in the URL: a reload shows the same providers with the same choices.
    await page.reload();
    await hydrated(page);
    expect(await cardNames(page)).toEqual(names);
    expect(await page.getByLabel("Location", { exact: true }).inputValue()).toBe("Melbourne VIC");
    expect(await page.getByLabel("Service type").inputValue()).toBe("core");
    expect(await page.getByLabel("Sort by").inputValue()).toBe("name");
    expect(await page.getByLabel("Search providers").inputValue()).toBe("care");

    // A card's Book Service opens the enquiry form; Escape closes it.
    await page.getByRole("button", { name: `${PROVIDER_TEXTS.bookService}: ${names[0]}` }).press("Enter");
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading").textContent())
      .toBe(`${PROVIDER_TEXTS.bookService}: ${names[0]}`);
    await expectFocusKept(page, page.getByRole("dialog"));
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expectFocusKept(page, page.getByRole("button", { name: `${PROVIDER_TEXTS.bookService}: ${names[0]}` }));

    await page.getByLabel("Search providers").fill("no-such-provider-anywhere");
    await apply(page, /no-such-provider-anywhere/);
    await page.getByText(PROVIDER_TEXTS.noProviders).waitFor();
    expect(await page.getByText(PROVIDER_TEXTS.noProvidersHint).count()).toBe(1);
    await expectFocusKept(page, page.getByRole("button", { name: "Apply" }));
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("opens a profile, goes through every tab by keyboard with axe on each, and sends an enquiry", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers?location=Sydney+NSW&sort=name");
    const [name] = await cardNames(page);
    await page.getByRole("link", { name: `${PROVIDER_TEXTS.viewProfile}: ${name}` }).press("Enter");
    await page.waitForURL(/\/ndis-providers\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await expectFocusKept(page, page.getByRole("heading", { level: 1, name }));
    expect(await page.getByTestId("compliance-score").textContent()).toMatch(/^\d+% Compliance Score$/);

    const panelHeading: Record<string, string> = {
      Overview: "Business hours",
      Services: "Services",
      Staff: "Staff",
      Reviews: "Reviews",
      Compliance: "Registration",
    };
    await page.getByRole("tab", { name: "Overview" }).focus();
    for (const [i, tab] of PROVIDER_TEXTS.tabs.entries()) {
      if (i > 0) await page.keyboard.press("ArrowRight");
      const selected = page.getByRole("tab", { name: tab });
      expect(await selected.getAttribute("aria-selected")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(tab);
      await page.getByRole("tabpanel").getByRole("heading", { level: 2, name: panelHeading[tab] }).waitFor();
      await expectNoAxeViolations(page);
    }
    // The Reviews tab's fixed distribution; the Services tab's delivery and transport words.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.getByTestId("star-distribution").textContent()).toContain("5 stars80%");
    await expectFocusKept(page, page.getByRole("tab", { name: "Reviews" }));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.getByTestId("transport").first().waitFor();
    await expectFocusKept(page, page.getByRole("tab", { name: "Services" }));
    expectEvery(await page.getByTestId("transport").allTextContents(), (text) =>
      ([PROVIDER_TEXTS.required, PROVIDER_TEXTS.notRequired] as string[]).includes(text),
    );

    // Send Message: a blank message is refused in place, then a real one is sent.
    await page.getByRole("button", { name: `${PROVIDER_TEXTS.sendMessage}: ${name}` }).press("Enter");
    const dialog = page.getByRole("dialog");
    await page.getByTestId("enquiry-dialog").waitFor();
    await expectFocusKept(page, dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).press("Enter");
    await expect.poll(() => dialog.getByText(PROVIDER_TEXTS.emptyMessage).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await expectNoAxeViolations(page);
    await page.keyboard.type("Do you have Auslan-speaking support workers?");
    await dialog.getByRole("button", { name: PROVIDER_TEXTS.sendMessage }).press("Enter");
    await page.getByTestId("enquiry-dialog").waitFor({ state: "detached" });
    await expect.poll(() => announced(page)).toContain(PROVIDER_TEXTS.enquirySent);
    // The dialog closed: focus is back on its opener.
    await expectFocusKept(page, page.getByRole("button", { name: `${PROVIDER_TEXTS.sendMessage}: ${name}` }));
    expect(await announced(page)).toContain(await page.getByTestId("response-time").textContent());
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("saves a provider for the saved filter, and answers a missing provider with its page", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers/6");
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    try {
      const save = page.getByRole("button", { name: PROVIDER_TEXTS.save, exact: true });
      expect(await save.getAttribute("aria-pressed")).toBe("false");
      // Save is the provider page's form, posted in place by a fetcher; held until checked busy.
      const isSave = (url: URL) => url.pathname === "/ndis-providers/6.data";
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(isSave, async (route) => {
        await held;
        await route.continue();
      });
      const answered = page.waitForResponse((r) => isSave(new URL(r.url())) && r.request().method() === "POST");
      await save.press("Enter");
      await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
      release();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");
      expect(await save.getAttribute("aria-disabled")).toBeNull();
      await expect.poll(() => announced(page)).toContain(name);
      await expectFocusKept(page, save);
      await expectNoAxeViolations(page);
      await page.goto(new URL("/ndis-providers?saved=true", baseURL()).toString());
      expect(await cardNames(page)).toEqual([name]);
    } finally {
      await asMember("/api/ndis-providers/6/save", "DELETE");
    }
    const missing = await page.goto(new URL("/ndis-providers/987654", baseURL()).toString());
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(PROVIDER_TEXTS.notFoundTitle);
    expect(await page.getByText(PROVIDER_TEXTS.notFound).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("saves and unsaves a provider without JavaScript, coming back to the button", async () => {
    const page = await visitWithoutScript(browser, "/ndis-providers/6", MEMBER);
    try {
      const save = page.locator("#save-provider-6");
      expect(await save.getAttribute("aria-pressed")).toBe("false");
      for (const pressed of ["true", "false"]) {
        const loaded = page.waitForEvent("load");
        await save.click();
        await loaded;
        expect(new URL(page.url()).hash).toBe("#save-provider-6");
        expect(await save.getAttribute("aria-pressed")).toBe(pressed);
      }
    } finally {
      await asMember("/api/ndis-providers/6/save", "DELETE");
    }
    await page.context().close();
  });

  it("has no axe violations on the directory and profile in the dark and high-contrast schemes", async () => {
    const page = await visitAs(browser, MEMBER, "/ndis-providers");
    await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
    await page.goto(new URL("/ndis-providers/1", baseURL()).toString());
    await hydrated(page);
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expectFocusKept(page, page.getByRole("tab", { name: "Reviews" }));
    await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
    await page.context().close();
  });
});
