// Type at every text size (docs/features/accessibility.md, "Text and layout"): at 320 px with the
// largest text no visible word is split across lines when a whole line could hold it, and at every
// font-size preference each page's h1 is larger than its body text. Measured on rendered line boxes.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchRoutes } from "../../bench/routes";
import { DEFAULT_PREFERENCES, FONT_SIZE_PX, VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";
import {
  baseURL,
  clearPreferences,
  memberCookie,
  openBrowser,
  savePreferences,
  visit,
  visitAsVisitor,
} from "./harness";

let browser: Browser;
let routes: string[];
beforeAll(async () => {
  browser = await openBrowser();
  // A member's title with a run too wide for a phone's line, and words inside it: the run may
  // break anywhere, and the check must tell that from a word split by the layout.
  const posted = await fetch(new URL("/api/posts", baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(26), "content-type": "application/json" },
    body: JSON.stringify({
      type: "blog",
      title: 'Markup typed as text onerror="window.location=1;alert(1)" and a-long-hyphenated-compound',
      content: "A title a phone cannot hold on one line.",
    }),
  });
  expect(posted.status).toBe(201);
  const spec = await benchRoutes(baseURL(), memberCookie(1));
  routes = [...spec.map((route) => route.path), "/support-groups/1", "/notifications", "/guidelines"];
});
afterAll(async () => {
  await clearPreferences();
  await browser?.close();
});

const open = async (page: Page, path: string) => {
  await page.goto(new URL(path, baseURL()).toString());
  await page.waitForSelector("html[data-hydrated='true']");
};

/**
 * Words drawn on more than one line although their box could hold them whole. The box is the
 * nearest block that a flex or grid row cannot squeeze: squeezing a word's row until the word
 * splits is the fault. A word wider than that box (a long link, a 5,000-letter "word") may
 * break: that is where it must. A word is a run of letters, digits and apostrophes; a hyphen is a
 * place a line may break; text between spaces that is wider than its box (or runs on into the
 * next element) may break anywhere inside.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".render-later"))
      block.style.contentVisibility = "visible";
    const squeezable = (element: Element) => {
      const parent = element.parentElement;
      return parent ? /flex|grid/.test(getComputedStyle(parent).display) : false;
    };
    const boxWidth = (from: Element) => {
      let box: Element = from;
      while (box.parentElement && (getComputedStyle(box).display.startsWith("inline") || squeezable(box)))
        box = box.parentElement;
      const style = getComputedStyle(box);
      return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const texts = (() => {
      const all: Node[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walk.nextNode(); node; node = walk.nextNode()) all.push(node);
      return all;
    })();
    const index = new Map(texts.map((node, i) => [node, i]));
    const before = (node: Node) => texts[(index.get(node) ?? 0) - 1]?.textContent ?? " ";
    const after = (node: Node) => texts[(index.get(node) ?? 0) + 1]?.textContent ?? " ";
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden], .sr-only, [aria-hidden='true']")) continue;
      // Members' own words, links and addresses may break anywhere (.member-text, break-all).
      const style = getComputedStyle(parent);
      if (style.wordBreak === "break-all" || style.overflowWrap === "anywhere") continue;
      const text = node.textContent ?? "";
      const room = boxWidth(parent);
      const widthOf = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return {
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          width: rects.reduce((sum, rect) => sum + rect.width, 0),
        };
      };
      // A run of text between spaces that is wider than its box must break somewhere inside.
      for (const token of text.matchAll(/\S+/g)) {
        // Runs on from the element before or into the one after ("@" + "jordan.lee"): the whole
        // run is wider than this part, and may have had to break.
        const runsOn =
          (token.index === 0 && /\S$/.test(before(node))) ||
          (token.index + token[0].length === text.length && /^\S/.test(after(node)));
        if (runsOn || widthOf(token.index, token.index + token[0].length).width > room) continue;
        for (const word of token[0].matchAll(/[\p{L}\p{N}'’]+/gu)) {
          const start = token.index + word.index;
          const { lines, width } = widthOf(start, start + word[0].length);
          if (lines < 2) continue;
          found.push(
            `"${word[0]}" in <${parent.tagName.toLowerCase()}> (${Math.round(width)} of ${Math.round(room)} px)`,
          );
        }
      }
    }
    return found;
  });
}

describe("at 320 px with the largest text", () => {
  it.each([
    { who: "a member", signedIn: true },
    { who: "a visitor", signedIn: false },
  ])("breaks no word that a line could hold, for $who", { timeout: 300_000 }, async ({ signedIn }) => {
    await savePreferences({ fontSize: "largest" });
    const viewport = { viewport: { width: 320, height: 720 } };
    // A visitor's text size is their own cookie's: the largest, as the member's.
    const page = signedIn ? await visit(browser, "/", viewport) : await visitAsVisitor(browser, "/", viewport);
    if (!signedIn)
      await page.context().addCookies([
        {
          name: VISITOR_PREFERENCES_COOKIE,
          value: encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, fontSize: "largest" })),
          url: baseURL(),
        },
      ]);
    // The rule itself: page text breaks only where it must; only marked places may break anywhere.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowWrap)).toBe("break-word");
    const found: string[] = [];
    for (const path of signedIn ? routes : ["/", "/login", "/events", "/ndis-providers", "/support-groups"]) {
      await open(page, path);
      for (const word of await brokenWords(page)) found.push(`${path}: ${word}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  });
});

describe("headings", () => {
  it(
    "every page's h1 is larger than its body text at every text size, on a phone and a desktop",
    {
      timeout: 300_000,
    },
    async () => {
      // Each page loads once; each text size is then set as the preference sets it on <html>
      // (--font-size-base, which every size in the stylesheet follows), and measured at two widths.
      const page = await visit(browser, "/", { viewport: { width: 320, height: 720 } });
      const found: string[] = [];
      for (const path of routes) {
        await page.setViewportSize({ width: 320, height: 720 });
        await open(page, path);
        for (const [fontSize, px] of Object.entries(FONT_SIZE_PX)) {
          for (const width of [320, 1280]) {
            await page.setViewportSize({ width, height: 720 });
            const sizes = await page.evaluate((base) => {
              document.documentElement.style.setProperty("--font-size-base", `${base}px`);
              const h1 = document.querySelector("h1");
              const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
              return { root: size(document.documentElement), h1: h1 ? size(h1) : 0, body: size(document.body) };
            }, px);
            if (sizes.root !== px) found.push(`${path} at ${fontSize}: the root is ${sizes.root} px`);
            if (!(sizes.h1 > sizes.body))
              found.push(`${path} at ${fontSize}, ${width} px: h1 ${sizes.h1} px, body ${sizes.body} px`);
          }
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
  );
});
