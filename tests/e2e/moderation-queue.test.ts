// The moderation queue (docs/features/moderation.md), by keyboard: counters through pending, review
// and resolved, the status and priority filters, loading and failure states, content flags, and axe
// in every tab and scheme. Every post this file reports is its own (members 11 and 14), never a
// seed post.
import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACTION_REASONS } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visit,
  visitWithoutScript,
} from "./harness";
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
import { expectEvery } from "../shared/expect-every";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
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
      await expectFocusKept(page, detail(page));
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
      await expectFocusKept(page, status);
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
      await expectFocusKept(page, priority);
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

  it("shows each tab's loading text while it loads, and says in the panel why an action was refused", async () => {
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
      await expectFocusKept(page, page.getByRole("tab", { name: tab }));
    }
    await page.unroute(/\/moderation\.data/);

    // A colleague takes the report while this page still shows it pending: Take Report, posted to
    // the page's action, is refused; the panel says so, takes focus there, and catches up.
    const description = `Refused ${run}`;
    const filed = await api("/api/reports", {
      body: {
        contentType: "post",
        contentId: await ownPost(14, `Refused e2e post ${run}`),
        reason: "spam",
        description,
      },
      as: 16,
    });
    expect(filed.status).toBe(201);
    const reportId = Number(filed.body.id);
    try {
      await page.goto(new URL(`/moderation?status=pending&q=${encodeURIComponent(description)}`, baseURL()).toString());
      await page.waitForSelector("html[data-hydrated='true']");
      await poll(() => cards(page).count()).toBe(1);
      await openFirstReport(page);
      expect((await api(`/api/reports/${reportId}/assign`, { method: "PUT", body: {}, as: 2 })).status).toBe(200);
      const posted = page.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === "/moderation.data",
      );
      await press(page, detail(page).getByRole("button", { name: MODERATION_TEXTS.takeReport }));
      expect(new URLSearchParams((await posted).postData() ?? "").get("intent")).toBe("take-report");
      const refusal = detail(page).getByRole("alert");
      await poll(() => refusal.textContent()).toContain(MODERATION_TEXTS.actionFailedTitle);
      expect(await refusal.textContent()).toContain("only a pending report can be taken");
      await expectFocusKept(page, refusal);
      await poll(() => detail(page).getByTestId("status-badge").textContent()).toContain("Reviewing");
      await expectFocusKept(page, refusal);
      await expectNoAxeViolations(page);
    } finally {
      await api(`/api/reports/${reportId}`, { method: "PUT", body: { status: "dismissed", resolution: "no_action" } });
    }
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
    await expectFocusKept(page, dialog);
    await expectNoAxeViolations(page);
    // The review is a form posted to the dashboard's own action, by a fetcher.
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/moderation.data",
    );
    await press(page, dialog.getByRole("button", { name: "Resolve Flag" }));
    expect(new URLSearchParams((await posted).postData() ?? "").get("intent")).toBe("resolve-flag");
    await poll(() => announced(page)).toContain("is resolved");
    await poll(async () => (await counters(page)).flags).toBe(before.flags - 1);
    // The flag's card is gone with its Review button: focus is on the list.
    await expectFocusKept(page, page.getByRole("list", { name: "Content flags" }));
  });
});

describe("without JavaScript", () => {
  it("opens a report from its card, takes it and dismisses it, landing on the panel each time", async () => {
    const description = `No script ${run}`;
    const filed = await api("/api/reports", {
      body: {
        contentType: "post",
        contentId: await ownPost(11, `No-script e2e post ${run}`),
        reason: "spam",
        description,
      },
      as: 17,
    });
    expect(filed.status).toBe(201);
    const reportId = Number(filed.body.id);
    const page = await visitWithoutScript(browser, `/moderation?q=${encodeURIComponent(description)}`);
    try {
      expect(await cards(page).count()).toBe(1);
      await cards(page).first().getByRole("button").click();
      const onPanel = (url: URL) =>
        url.searchParams.get("report") === String(reportId) && url.hash === "#report-detail-heading";
      await page.waitForURL(onPanel);
      expect(await detail(page).getByRole("heading", { level: 2 }).textContent()).toBe(`Report #${reportId}`);
      await detail(page).getByRole("button", { name: MODERATION_TEXTS.takeReport }).click();
      await poll(() => detail(page).getByTestId("status-badge").textContent()).toContain("Reviewing");
      expect(onPanel(new URL(page.url()))).toBe(true);
      await detail(page).getByRole("button", { name: "No Action" }).click();
      await poll(() => detail(page).getByTestId("status-badge").textContent()).toContain("Dismissed");
      expect(onPanel(new URL(page.url()))).toBe(true);
      expect(await detail(page).textContent()).toContain(DEFAULT_ACTION_REASONS.no_action);
      const stored = await api(`/api/reports?status=dismissed&q=${encodeURIComponent(description)}`);
      expect(stored.body.items).toEqual([expect.objectContaining({ id: reportId, moderatorId: 1 })]);
    } finally {
      await page.context().close();
    }
  });

  it("reviews a flag in place and resolves it, back on the list without it", async () => {
    const page = await visitWithoutScript(browser, "/moderation?tab=flags");
    const before = await counters(page);
    const first = page.locator("[data-testid=flag-card]").first();
    const headingId = await first.getByRole("heading").getAttribute("id");
    await first.getByRole("button", { name: /^Review/ }).click();
    await page.waitForURL((url) => url.searchParams.get("dialog") === "review-flag");
    expect(`flag-${new URL(page.url()).searchParams.get("flag")}`).toBe(headingId);
    const review = page.getByRole("region", { name: /^Review / });
    expect(await review.textContent()).toMatch(/Flagged (post|comment|message|user)/);
    await review.getByRole("button", { name: "Resolve Flag" }).click();
    await page.waitForURL((url) => url.hash === "#content-flags" && !url.searchParams.has("dialog"));
    expect(await page.locator(`[aria-labelledby="${headingId}"]`).count()).toBe(0);
    expect((await counters(page)).flags).toBe(before.flags - 1);
    await page.context().close();
  });
});

describe("axe", () => {
  it("finds nothing in each tab and with the detail panel open", async () => {
    const page = await visit(browser, "/moderation?status=reviewing");
    await expectNoAxeViolations(page);
    await press(page, cards(page).first().getByRole("button"));
    await detail(page).getByRole("button", { name: "Warn User" }).waitFor();
    await headingFocused(page);
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(await visit(browser, "/moderation?tab=actions"));
    await expectNoAxeViolations(await visit(browser, "/moderation?tab=flags"));
  });

  it("keeps every badge readable in dark and high-contrast schemes", async () => {
    const page = await visit(browser, "/moderation?status=reviewing");
    await press(page, cards(page).first().getByRole("button"));
    await headingFocused(page);
    await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
    await expectNoAxeViolationsInSchemes(await visit(browser, "/moderation?tab=actions"), ["dark", "high-contrast"]);
  });
});
