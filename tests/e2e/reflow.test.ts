// Reflow (WCAG 1.4.10 and 1.4.4; decision 020): every page route at 320 px, with the default text
// and the largest (twice the default), and at 768 px with the largest, scrolls only vertically. A region may scroll sideways
// (the pricing table) only if it is named and can take focus, so a keyboard user can scroll it.
// Member 26 first writes what widens pages: a 300-character URL, a 5,000-letter word, a long
// tag and a long room name, in a post, a discussion, a blog, a message, a report and a room.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchRoutes } from "../../bench/routes";
import { ROOM_NAME_MAX } from "~/lib/arcade/arcade";
import { MESSAGE_MAX_LENGTH } from "~/lib/messages";
import { POST_LIMITS } from "~/lib/posts";
import { REPORT_DESCRIPTION_MAX } from "~/lib/reports";
import { baseURL, clearPreferences, memberCookie, openBrowser, savePreferences, shownText, visit } from "./harness";

const WRITER = 26;
const REPORTER = 25;
const WORD = "a".repeat(5_000);
const URL_TEXT = `https://example.org/${"long-path-segment/".repeat(16)}end`.slice(0, 300);
const TAG = "t".repeat(POST_LIMITS.tagLength);
const LONG = `Unbroken ${WORD} and a link ${URL_TEXT}`;

const api = async (path: string, as: number, body: unknown) => {
  const response = await fetch(new URL(path, baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(as), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} as member ${as}`).toBeLessThan(300);
  return (await response.json()) as { id?: number };
};

/** Pages that must show a long item, so the check is not passed by leaving them out. */
const SHOWS: Record<string, string> = {
  "/": WORD.slice(0, 200),
  "/blogs": WORD.slice(0, 100),
  "/forums?forum=1": URL_TEXT.slice(0, 100),
  "/arcade": "R".repeat(ROOM_NAME_MAX),
  [`/messages?to=${WRITER}`]: WORD.slice(0, 200),
};

let browser: Browser;
let routes: string[];
beforeAll(async () => {
  browser = await openBrowser();
  const post = await api("/api/posts", WRITER, { type: "post", content: LONG, tags: [TAG] });
  await api("/api/posts", WRITER, {
    type: "blog",
    title: WORD.slice(0, POST_LIMITS.title),
    content: LONG,
    tags: [TAG],
  });
  await api("/api/posts", WRITER, {
    type: "discussion",
    title: URL_TEXT.slice(0, POST_LIMITS.title),
    content: LONG,
    forumId: 1,
    tags: [TAG],
  });
  await api("/api/messages", WRITER, { toUserId: 1, content: LONG.slice(0, MESSAGE_MAX_LENGTH) });
  await api("/api/reports", REPORTER, {
    contentType: "post",
    contentId: post.id,
    reason: "spam",
    description: LONG.slice(0, REPORT_DESCRIPTION_MAX),
  });
  await api("/api/game-rooms", WRITER, { name: "R".repeat(ROOM_NAME_MAX), gameType: "reversi" });
  const spec = await benchRoutes(baseURL(), memberCookie(1));
  routes = [
    ...spec.map((route) => route.path),
    "/forums?forum=1",
    `/messages?to=${WRITER}`,
    `/profile/${WRITER}`,
    // A group's page, notifications, their settings and the guidelines, in both versions (Easy
    // Read puts a picture beside the text).
    "/support-groups/1",
    "/notifications",
    "/notifications/settings",
    "/guidelines",
    "/guidelines?view=easy-read",
  ];
});
afterAll(async () => {
  await clearPreferences();
  await browser?.close();
});

/** What makes `page` wider than its window, and any sideways scroll region without a name or a tab stop. */
function problems(page: Page) {
  return page.evaluate(() => {
    // Blocks drawn only near the viewport (.render-later) are drawn here, as scrolling to them would.
    for (const block of document.querySelectorAll<HTMLElement>(".render-later"))
      block.style.contentVisibility = "visible";
    const width = window.innerWidth;
    const scrollers = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth + 1;
    });
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const unnamed = scrollers
      .filter(
        (element) =>
          !(element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")) || element.tabIndex < 0,
      )
      .map((element) => `unnamed scroll region ${describe(element)}`);
    // The innermost elements that reach past the window's edge, outside any scroll region.
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !scrollers.some((scroller) => scroller !== element && scroller.contains(element)))
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 3)
      .map((element) => `${describe(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`);
    const scrollWidth = document.documentElement.scrollWidth;
    return [...(scrollWidth > width ? [`page is ${scrollWidth} px wide`, ...wide] : []), ...unnamed];
  });
}

// 768 px too: a tablet shows the side columns, which once kept their rem widths at twice the text.
describe.each([
  { width: 320, size: "default", fontSize: "medium" as const },
  { width: 320, size: "largest", fontSize: "largest" as const },
  { width: 768, size: "largest", fontSize: "largest" as const },
])("at $width px with the $size text", ({ width, fontSize }) => {
  it(
    "no page scrolls sideways, and every sideways scroll region is named and focusable",
    { timeout: 300_000 },
    async () => {
      await savePreferences({ fontSize });
      const page = await visit(browser, "/", { viewport: { width, height: 720 } });
      const found: string[] = [];
      for (const path of routes) {
        await page.goto(new URL(path, baseURL()).toString());
        await page.waitForSelector("html[data-hydrated='true']");
        for (const problem of await problems(page)) found.push(`${path}: ${problem}`);
        const shown = SHOWS[path];
        if (shown && !(await page.evaluate(shownText)).includes(shown))
          found.push(`${path}: the long item is not shown`);
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
  );
});
