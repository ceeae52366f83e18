// Notifications (docs/features/notifications.md), in a real browser: member A replies to B's post,
// and B's bell count rises without a reload and the arrival is said in the polite status region; B
// opens it from the panel by keyboard, lands on the reply, and the count falls. Axe on
// /notifications and the open panel in light, dark and high contrast. Members 20 and 22 only.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  memberCookie,
  openBrowser,
  stamp,
  visitAs,
  visitWithoutScript,
} from "./harness";

const A = 20;
const B = 22;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");

async function apiAs(member: number, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL()), {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie: memberCookie(member), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

describe("notifications", () => {
  it("arrive live, are announced politely, and are opened by keyboard", async () => {
    await apiAs(B, "/api/notifications/read", { all: true });
    const title = `Quiet cafes ${stamp()}`;
    const post = await apiAs(B, "/api/posts", { type: "discussion", title, content: "Where is it calm?" });

    const page = await visitAs(browser, B, "/");
    await hydrated(page);
    const bell = page.getByTestId("bell");
    expect(await bell.getAttribute("aria-label")).toBe("Notifications, none unread");
    // The room connects once the page is idle.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("LiveSocket")),
    );
    await page.waitForTimeout(500);

    const reply = await apiAs(A, `/api/posts/${post.id}/comments`, { content: "The library's back room." });
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 1 unread");
    expect(await page.getByTestId("bell-count").textContent()).toBe("1");
    await expect
      .poll(() => page.getByTestId("notification-announcer").textContent(), { timeout: 10_000 })
      .toMatch(/^New reply from /);
    // Announced, never focused.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    // Briefly: the words leave the status region after 10 s.
    await expect.poll(() => page.getByTestId("notification-announcer").textContent(), { timeout: 15_000 }).toBe("");

    // Open the panel by keyboard; axe in every scheme.
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("notification-panel");
    await expect.poll(() => panel.getByTestId("notification").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const link = panel.getByRole("link", { name: /replied to you/ }).first();
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.hash === `#reply-${reply.id}`);
    await hydrated(page);
    // Focus is on the reply it was about, which a screen reader reads by its heading, not the page's h1.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`reply-${reply.id}`);
    await expect.poll(() => page.getByTestId("bell").getAttribute("aria-label")).toBe("Notifications, none unread");

    await page.goto(new URL("/notifications", baseURL()).toString());
    await hydrated(page);
    expect(await page.getByTestId("notification").count()).toBeGreaterThan(0);
    await expectNoAxeViolationsInSchemes(page);
    await page.keyboard.press("Shift");
    await expect.poll(() => page.getByTestId("bell").evaluate((element) => element.tagName)).toBe("BUTTON");
    await page.getByTestId("bell").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("notification-panel").isVisible()).toBe(true);
    await expectNoAxeViolationsInSchemes(page);
    // Escape closes it and gives focus back to the bell.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("bell");
    await page.context().close();
  });
});

describe("the bell's panel", () => {
  it("closes on Escape wherever focus is, on a click outside and on a new page, with no tooltip beside it", async () => {
    const page = await visitAs(browser, B, "/");
    await hydrated(page);
    await page.keyboard.press("Shift");
    const bell = page.getByTestId("bell");
    await expect.poll(() => bell.evaluate((element) => element.tagName)).toBe("BUTTON");
    const panel = page.getByTestId("notification-panel");
    const open = async () => {
      await bell.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.isVisible()).toBe(true);
    };
    await open();
    expect(await page.getByRole("tooltip").filter({ hasText: "Notifications" }).isVisible()).toBe(false);
    // Escape with focus outside the panel (on the page's heading) still closes it, back to the bell.
    await page
      .locator("h1")
      .first()
      .evaluate((heading: HTMLElement) => {
        heading.tabIndex = -1;
        heading.focus();
      });
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expectFocusKept(page, bell);
    // A click outside closes it.
    await open();
    await page.mouse.click(5, 600);
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Going to another page closes it.
    await open();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await page.waitForURL((url) => url.pathname === "/events");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("Mark all as read", () => {
  /** A reply to a new post of B's: something unread. */
  async function somethingUnread() {
    const post = await apiAs(B, "/api/posts", { type: "discussion", title: `Unread ${stamp()}`, content: "Anyone?" });
    await apiAs(A, `/api/posts/${post.id}/comments`, { content: "Me." });
    return Number(post.id);
  }

  it("in the bell's panel: posted in place, the page under it stays, focus goes to the panel's heading", async () => {
    await somethingUnread();
    const page = await visitAs(browser, B, "/");
    await hydrated(page);
    await page.keyboard.press("Shift");
    const bell = page.getByTestId("bell");
    await expect.poll(() => bell.evaluate((element) => element.tagName)).toBe("BUTTON");
    expect(await bell.getAttribute("aria-label")).not.toBe("Notifications, none unread");
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("notification-panel");
    await expect.poll(() => panel.getByTestId("notification").count()).toBeGreaterThan(0);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await panel.getByRole("button", { name: "Mark all as read" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, none unread");
    await expectFocusKept(page, panel.getByRole("heading", { name: "Notifications" }));
    // The /notifications page's action, by a fetcher; no loader of the home page ran again.
    expect(requests).toContain("POST /notifications.data");
    expect(requests.filter((request) => request.startsWith("GET ") && request.endsWith(".data"))).toEqual([]);
    expect((await apiAs(B, "/api/notifications?limit=1")).unread).toBe(0);
    await page.context().close();
  });

  it("without JavaScript: the bell is a link to /notifications, whose form marks them and comes back", async () => {
    const postId = await somethingUnread();
    const page = await visitWithoutScript(browser, `/posts/${postId}`, B);
    const bell = page.getByTestId("bell");
    expect(await bell.getAttribute("aria-label")).not.toBe("Notifications, none unread");
    await bell.click();
    await page.waitForURL((url) => url.pathname === "/notifications");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await page.waitForURL((url) => url.pathname === "/notifications" && url.hash === "#page-title");
    expect(await page.getByTestId("unread-summary").textContent()).toBe("You're all caught up.");
    expect(await page.getByTestId("bell").getAttribute("aria-label")).toBe("Notifications, none unread");
    await page.context().close();
  });
});

describe("the bell's link becomes its button", () => {
  it("with focus on it, never passing through <body> (a key pressed then would start from the top)", async () => {
    const page = await visitAs(browser, A, "/");
    await hydrated(page);
    expect(await page.getByTestId("bell").evaluate((element) => element.tagName)).toBe("A");
    // Checked after every change to the page once the bell has focus: the link is removed and the
    // button added in one task, so focus is never seen on <body> in between.
    const bodyFocused = () => page.evaluate(() => (window as unknown as { bodyFocused: number }).bodyFocused);
    await page.evaluate(() => {
      const counter = window as unknown as { bodyFocused: number };
      counter.bodyFocused = 0;
      let armed = false;
      document.addEventListener("focusin", (event) => {
        if ((event.target as Element).getAttribute("data-testid") === "bell") armed = true;
      });
      new MutationObserver(() => {
        if (armed && document.activeElement === document.body) counter.bodyFocused++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Focusing the link is the first interaction, which brings the button in.
    await page.getByTestId("bell").focus();
    await expect.poll(() => page.getByTestId("bell").evaluate((element) => element.tagName)).toBe("BUTTON");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("bell");
    expect(await bodyFocused()).toBe(0);
    await page.context().close();
  });
});
