// Keyword filters in the browser, by keyboard (docs/features/filters.md): member 11 adds a filter on
// /settings/filters, sees member 2's post collapsed behind a warning on the feed, changes the filter
// to hide completely, sees the post gone, and removes the filter; axe on the page with a Change
// disclosure open, in light, dark and high contrast. The filter is removed and the preferences put
// back, so nothing of member 11's changes outlives the file.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_ACTION_LABELS } from "~/lib/filters";
import { FILTER_TEXTS as T } from "~/lib/texts/filters";
import {
  baseURL,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  focusedId,
  memberCookie,
  openBrowser,
  setPreferencesOf,
  shownText,
  stamp,
  tabTo,
  visitAs,
} from "./harness";

const READER = 11;
const AUTHOR = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await setPreferencesOf(READER, null);
  await browser?.close();
});

async function feedText() {
  const page = await visitAs(browser, READER, "/");
  const text = await page.evaluate(shownText);
  await page.context().close();
  return text;
}

describe("keyword filters", () => {
  it("are added, changed and removed by keyboard, and collapse then hide a post on the feed", async () => {
    const phrase = `quokka${stamp().replace(/\W/g, "")}`.toLowerCase();
    const content = `Spotted a ${phrase} on the walk today.`;
    const posted = await fetch(new URL("/api/posts", baseURL()), {
      method: "POST",
      headers: { cookie: memberCookie(AUTHOR), "content-type": "application/json" },
      body: JSON.stringify({ type: "post", content }),
    });
    expect(posted.status).toBe(201);
    expect(await feedText()).toContain(content);

    // Add: type the phrase, keep "Collapse behind a warning", press Enter; focus goes to the new row.
    const page = await visitAs(browser, READER, "/settings/filters");
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByLabel(T.phraseLabel));
    await page.keyboard.type(phrase);
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedId(page)).toMatch(/^filter-\d+$/);
    const row = page.locator(`#${await focusedId(page)}`);
    expect(await row.textContent()).toContain(FILTER_ACTION_LABELS.warn);

    const collapsed = await feedText();
    expect(collapsed).toContain(T.filteredLabel(phrase));
    expect(collapsed).not.toContain(content);

    // Change: open the disclosure, choose "Hide completely" with the arrow keys, save.
    await tabTo(page, row.locator("summary"));
    await page.keyboard.press("Enter");
    await tabTo(page, row.getByRole("radio", { name: FILTER_ACTION_LABELS.warn }));
    await page.keyboard.press("ArrowUp");
    expect(await row.getByRole("radio", { name: FILTER_ACTION_LABELS.hide }).isChecked()).toBe(true);
    await expectNoAxeViolationsInSchemes(page);
    await tabTo(page, row.getByRole("button", { name: `${T.saveChange} to the filter “${phrase}”` }));
    await page.keyboard.press("Enter");
    await expect.poll(() => row.locator("> span.text-sm").textContent()).toContain(FILTER_ACTION_LABELS.hide);
    await expect.poll(() => focusedId(page)).toBe(await row.getAttribute("id"));

    const hidden = await feedText();
    expect(hidden).not.toContain(T.filteredLabel(phrase));
    expect(hidden).not.toContain(content);

    // Remove: focus goes back to the list's heading, and the post is back.
    await tabTo(page, row.getByRole("button", { name: `Remove the filter “${phrase}”` }));
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedId(page)).toBe("filters-heading");
    await expect.poll(() => page.getByText(`“${phrase}”`).count()).toBe(0);
    await page.context().close();
    expect(await feedText()).toContain(content);
  });
});
