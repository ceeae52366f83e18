// Moderation end to end (docs/features/moderation.md), by keyboard: report a post, find it in the
// queue, take it, remove it; and the suspended member's refused post. Every post this file removes
// is its own, written by member 9, never a seed post. (The queue's filters, counters and flags:
// moderation-queue.test.ts.)
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS } from "~/lib/moderation";
import { MODERATION_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import { expectFocusKept, expectNoAxeViolations, openBrowser, visit, visitAs } from "./harness";
import {
  announced,
  api,
  cards,
  counters,
  detail,
  headingFocused,
  openFirstReport,
  ownPost,
  poll,
  press,
  run,
  search,
} from "./moderation-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
    await expectFocusKept(feed, dialog);
    await expectNoAxeViolations(feed);
    await dialog.getByLabel("Spam", { exact: true }).focus();
    await feed.keyboard.press("Space");
    await dialog.getByLabel("Additional details (optional)").focus();
    await feed.keyboard.type(description);
    await press(feed, dialog.getByRole("button", { name: "Submit Report" }));
    await poll(() => announced(feed)).toContain(REPORT_TEXTS.submitted);
    // The dialog closed: focus is back on the Report button that opened it.
    await expectFocusKept(feed, card.getByRole("button", { name: /^Report / }));
    await expectNoAxeViolations(feed);
    // A second report on the same post is refused kindly, not as a failure.
    await press(feed, card.getByRole("button", { name: /^Report / }));
    await dialog.getByLabel("Harassment", { exact: true }).focus();
    await feed.keyboard.press("Space");
    await press(feed, dialog.getByRole("button", { name: "Submit Report" }));
    await poll(() => announced(feed)).toContain(REPORT_TEXTS.alreadyReported);
    await expectFocusKept(feed);

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
    await expectFocusKept(page, detail(page));
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
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
    expect((await api("/api/posts?authorId=41&limit=50")).body.items).not.toContainEqual(
      expect.objectContaining({ content: `Posting while suspended ${run}` }),
    );
  });
});
