// Issue 6 end to end, by keyboard: report a post, find it in the queue, take it, remove it;
// the filters and counters; loading and failure states; axe in every tab and scheme.
// Every post this file removes is its own, written by member 9 or 11, never a seed post.
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS } from "~/lib/moderation";
import { MODERATION_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import {
  baseURL,
  clearPreferences,
  expectNoAxeViolations,
  openBrowser,
  savePreferences,
  visit,
  visitAs,
  memberCookie,
} from "./harness";
import { expectEvery } from "../shared/expect-every";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
/** expect.poll with room for a busy machine: the default second is too short for a round trip under load. */
const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) =>
  expect.poll(read, { timeout: 10_000, ...options });
const announced = (page: Page) => page.getByTestId("toast-announcer").textContent();

/** Calls the API from the test itself, as user 1 or as another seeded member. */
async function api(path: string, { method, body, as }: { method?: string; body?: unknown; as?: number } = {}) {
  method ??= body === undefined ? "GET" : "POST";
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  headers.cookie = memberCookie(as ?? 1);
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function ownPost(as: number, content: string) {
  const created = await api("/api/posts", { body: { type: "post", content }, as });
  expect(created.status).toBe(201);
  return Number(created.body.id);
}
async function counters(page: Page) {
  const read = async (key: string) => Number(await page.getByTestId(`counter-${key}`).textContent());
  return {
    pending: await read("pending"),
    reviewing: await read("reviewing"),
    flags: await read("flags"),
    resolvedToday: await read("resolved-today"),
  };
}
/** Focus then Enter: what a keyboard user does. */
async function press(page: Page, locator: ReturnType<Page["locator"]>) {
  await locator.focus();
  await page.keyboard.press("Enter");
}
async function search(page: Page, text: string) {
  await page.getByLabel("Search reports").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  // This search's own URL: a second search on the page must not pass on the first one's.
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}
const cards = (page: Page) => page.locator("[data-testid=report-card]");
const detail = (page: Page) => page.getByTestId("report-detail");
/** Focus moves to the panel's heading on the frame after it renders; a key pressed before then would land there. */
const headingFocused = (page: Page) =>
  poll(() => page.evaluate(() => document.activeElement?.id)).toBe("report-detail-heading");
/** Opens the first card's report in the detail panel, as a keyboard user does. */
async function openFirstReport(page: Page) {
  await press(page, cards(page).first().getByRole("button"));
  await headingFocused(page);
}

describe("the full path, by keyboard", () => {
  it("reports a post from the feed, finds it by search, takes it, removes it: gone from the feed, action listed, author told", async () => {
    const content = `Moderation e2e post ${run}: buy cheap followers now`;
    const postId = await ownPost(9, content);
    const description = `E2E ${run} spam in the feed`;

    const feed = await visit(browser, "/");
    const card = feed.locator("[data-testid=post-card]").filter({ hasText: content });
    await press(feed, card.getByRole("button", { name: /^Report / }));
    const dialog = feed.getByRole("dialog", { name: /^Report / });
    await dialog.getByLabel("Spam", { exact: true }).waitFor();
    await expectNoAxeViolations(feed);
    await dialog.getByLabel("Spam", { exact: true }).focus();
    await feed.keyboard.press("Space");
    await dialog.getByLabel("Additional details (optional)").focus();
    await feed.keyboard.type(description);
    await press(feed, dialog.getByRole("button", { name: "Submit Report" }));
    await poll(() => announced(feed)).toContain(REPORT_TEXTS.submitted);
    await expectNoAxeViolations(feed);
    // A second report on the same post is refused kindly, not as a failure.
    await press(feed, card.getByRole("button", { name: /^Report / }));
    await dialog.getByLabel("Harassment", { exact: true }).focus();
    await feed.keyboard.press("Space");
    await press(feed, dialog.getByRole("button", { name: "Submit Report" }));
    await poll(() => announced(feed)).toContain(REPORT_TEXTS.alreadyReported);

    const page = await visit(browser, "/moderation");
    const before = await counters(page);
    await search(page, `e2e ${run} SPAM`);
    await poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain(description);
    await openFirstReport(page);
    expect(await detail(page).getByRole("heading", { level: 2 }).textContent()).toMatch(/^Report #\d+$/);
    expect(await detail(page).textContent()).toContain(description);
    expect(await detail(page).textContent()).toContain(content.slice(0, 40));

    await press(page, detail(page).getByRole("button", { name: MODERATION_TEXTS.takeReport }));
    await poll(() => announced(page)).toContain("is now under review");
    await poll(() => detail(page).getByTestId("status-badge").textContent()).toContain("Reviewing");
    await poll(async () => (await counters(page)).reviewing).toBe(before.reviewing + 1);
    expect((await counters(page)).pending).toBe(before.pending - 1);
    await headingFocused(page);

    await press(page, detail(page).getByRole("button", { name: "Remove Content" }));
    await poll(() => announced(page)).toContain(DEFAULT_ACTION_REASONS.content_removed);
    await poll(() => detail(page).getByTestId("status-badge").textContent()).toContain("Resolved");
    await poll(async () => (await counters(page)).resolvedToday).toBe(before.resolvedToday + 1);
    expect(await detail(page).textContent()).toContain("kept for appeal");
    await expectNoAxeViolations(page);

    const after = await visit(browser, "/");
    expect(await after.locator("[data-testid=post-card]").filter({ hasText: content }).count()).toBe(0);

    const actions = await visit(browser, "/moderation?tab=actions");
    const listed = actions.locator("[data-testid=action-card]").filter({ hasText: `Post #${postId}` });
    expect(await listed.count()).toBe(1);
    expect(await listed.textContent()).toContain("Content removed");
    expect(await listed.getByTestId("severity-badge").textContent()).toContain("Moderate");

    const author = await visitAs(browser, 9, "/");
    expect(await author.getByTestId("moderation-notices").textContent()).toContain("A moderator removed your post");
    await expectNoAxeViolations(author);
  });
});

describe("suspension", () => {
  it("tells the seed's suspended member why, and the composer refuses their post with the reason", async () => {
    const page = await visitAs(browser, 41, "/");
    expect(await page.getByTestId("moderation-notices").textContent()).toContain("Your account is suspended until");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").focus();
    await page.keyboard.type(`Posting while suspended ${run}`);
    await press(page, composer.getByRole("button", { name: "Post" }));
    await poll(() => page.getByRole("alert").filter({ hasText: /./ }).first().textContent()).toContain(
      "suspended until",
    );
    await expectNoAxeViolations(page);
    expect((await api("/api/posts?authorId=41&limit=50")).body.items).not.toContainEqual(
      expect.objectContaining({ content: `Posting while suspended ${run}` }),
    );
  });
});

describe("filters and counters", () => {
  it("counts a report through pending, under review and resolved today; a dismissal is not 'resolved'", async () => {
    const postId = await ownPost(11, `Counter e2e post ${run}`);
    const page = await visit(browser, "/moderation");
    const start = await counters(page);
    for (const [as, word] of [
      [12, "warn"],
      [13, "dismiss"],
    ] as const) {
      const filed = await api("/api/reports", {
        body: {
          contentType: "post",
          contentId: postId,
          reason: "misinformation",
          description: `Counter ${run} ${word}`,
        },
        as,
      });
      expect(filed.status).toBe(201);
    }
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await counters(page)).toMatchObject({ pending: start.pending + 2, reviewing: start.reviewing });

    // Warn resolves (+1 today); No Action dismisses, which Resolved Today does not count.
    for (const [word, button] of [
      ["warn", "Warn User"],
      ["dismiss", "No Action"],
    ] as const) {
      await search(page, `Counter ${run} ${word}`);
      await poll(() => cards(page).count()).toBe(1);
      await openFirstReport(page);
      await press(page, detail(page).getByRole("button", { name: MODERATION_TEXTS.takeReport }));
      await detail(page).getByRole("button", { name: button }).waitFor();
      await headingFocused(page);
      await press(page, detail(page).getByRole("button", { name: button }));
      await poll(() => detail(page).getByTestId("status-badge").textContent()).toMatch(
        word === "warn" ? /Resolved/ : /Dismissed/,
      );
      await poll(async () => (await counters(page)).resolvedToday).toBe(start.resolvedToday + 1);
    }
    await poll(() => counters(page)).toEqual({
      pending: start.pending,
      reviewing: start.reviewing,
      flags: start.flags,
      resolvedToday: start.resolvedToday + 1,
    });
    await expectNoAxeViolations(page);
  });

  it("filters by status and priority with the keyboard, and says when nothing matches", async () => {
    // A high-priority report under review (hate speech is always high), so the combined filter has
    // something to show whatever the seed drew; it is dismissed at the end, pass or fail.
    const postId = await ownPost(14, `Filter e2e post ${run}`);
    const filed = await api("/api/reports", {
      body: { contentType: "post", contentId: postId, reason: "hate_speech", description: `Filter ${run}` },
      as: 15,
    });
    expect(filed.status).toBe(201);
    const reportId = Number(filed.body.id);
    try {
      expect((await api(`/api/reports/${reportId}/assign`, { method: "PUT", body: {} })).status).toBe(200);
      const page = await visit(browser, "/moderation");
      const status = page.getByLabel("Status", { exact: true });
      await status.focus();
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.waitForURL(/status=reviewing/);
      // The fresh list: not empty, and every card under review (a stale list still holds others).
      const badges = (testId: string) => cards(page).getByTestId(testId).allTextContents();
      const all = async (testId: string, text: string) => {
        const found = await badges(testId);
        return found.length > 0 && found.every((t) => t.includes(text));
      };
      await poll(() => all("status-badge", "Reviewing")).toBe(true);

      const priority = page.getByLabel("Priority", { exact: true });
      await priority.focus();
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowUp"); // all, low, medium, high, urgent: one up from the end is high
      await page.waitForURL(/priority=high/);
      await poll(() => all("priority-badge", "High")).toBe(true);
      expectEvery(await badges("status-badge"), (text) => text.includes("Reviewing"));

      await search(page, `nothing-matches-${run}`);
      await poll(() => page.getByText(MODERATION_TEXTS.noReports).count()).toBe(1);
      expect(await cards(page).count()).toBe(0);
      await expectNoAxeViolations(page);
    } finally {
      await api(`/api/reports/${reportId}`, { method: "PUT", body: { status: "dismissed", resolution: "no_action" } });
    }
  });

  it("shows each tab's loading text while it loads, and an error toast when an action fails", async () => {
    const page = await visit(browser, "/moderation");
    // Hold the loader's data requests until the loading text has been read, then let them through:
    // no clock decides whether the text was on screen long enough.
    const held: Route[] = [];
    let holding = false;
    await page.route(/\/moderation\.data/, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    for (const [tab, text] of [
      ["Moderation Actions", MODERATION_TEXTS.loadingActions],
      ["Content Flags", MODERATION_TEXTS.loadingFlags],
      ["Reports Queue", MODERATION_TEXTS.loadingReports],
    ] as const) {
      holding = true;
      await press(page, page.getByRole("tab", { name: tab }));
      await poll(() => held.length).toBeGreaterThan(0);
      await poll(() => page.getByRole("tabpanel").textContent()).toContain(text);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await poll(() => page.getByRole("tabpanel").textContent()).not.toContain(text);
    }
    await page.unroute(/\/moderation\.data/);

    await page.route(/\/api\/reports\/\d+\/assign/, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Database unavailable." }),
      }),
    );
    await page.goto(new URL("/moderation?status=pending", baseURL()).toString());
    await page.waitForSelector("html[data-hydrated='true']");
    await openFirstReport(page);
    await press(page, detail(page).getByRole("button", { name: MODERATION_TEXTS.takeReport }));
    await poll(() => page.getByRole("alert").filter({ hasText: /./ }).first().textContent()).toContain(
      MODERATION_TEXTS.actionFailedTitle,
    );
    expect(await detail(page).getByTestId("status-badge").textContent()).toContain("Pending");
    await expectNoAxeViolations(page);
  });
});

describe("content flags", () => {
  it("reviews a flag: the content opens in a dialog, and resolving it drops it from the list and the counter", async () => {
    const page = await visit(browser, "/moderation?tab=flags");
    const before = await counters(page);
    const first = page.locator("[data-testid=flag-card]").first();
    expect(await first.textContent()).toMatch(/Confidence: \d{1,3}%/);
    await press(page, first.getByRole("button", { name: /^Review/ }));
    const dialog = page.getByRole("dialog");
    expect(await dialog.textContent()).toMatch(/Flagged (post|comment|message|user)/);
    await expectNoAxeViolations(page);
    await press(page, dialog.getByRole("button", { name: "Resolve Flag" }));
    await poll(() => announced(page)).toContain("is resolved");
    await poll(async () => (await counters(page)).flags).toBe(before.flags - 1);
  });
});

describe("axe", () => {
  it("finds nothing in each tab and with the detail panel open", async () => {
    const page = await visit(browser, "/moderation?status=reviewing");
    await expectNoAxeViolations(page);
    await press(page, cards(page).first().getByRole("button"));
    await detail(page).getByRole("button", { name: "Warn User" }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(await visit(browser, "/moderation?tab=actions"));
    await expectNoAxeViolations(await visit(browser, "/moderation?tab=flags"));
  });

  it("keeps every badge readable in dark and high-contrast schemes", async () => {
    try {
      for (const colorScheme of ["dark", "high-contrast"] as const) {
        await savePreferences({ colorScheme });
        const page = await visit(browser, "/moderation?status=reviewing");
        await press(page, cards(page).first().getByRole("button"));
        await expectNoAxeViolations(page);
        await expectNoAxeViolations(await visit(browser, "/moderation?tab=actions"));
      }
    } finally {
      await clearPreferences();
    }
  });
});
