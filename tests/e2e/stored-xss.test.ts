// Stored XSS (docs/testing.md, robustness suites): script payloads go in through every
// user-writable field, by the real UI or the real API, and every page that renders them back is
// opened in Chromium. They must be inert: no dialog opens, window.__xss stays undefined, no
// injected element or handler exists, the Content-Security-Policy had nothing to block (a blocked
// inline handler would mean markup got through and only the CSP saved us), and the payload reads as
// plain text.
// Members 28-30 act here; their relationship profiles and preferences are put back after.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import { POST_TYPE_LABELS } from "~/lib/posts";
import { CHAT_TEXTS } from "~/lib/texts";
import {
  baseURL,
  cspViolations,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visitAs,
  memberCookie,
  shownText,
} from "./harness";
import { PNG_1X1 } from "../shared/images";

const AUTHOR = 28;
const READER = 29;
const STYLIST = 30;
const run = Date.now().toString(36);

/** Each payload tries a different way out: a script tag, an event handler, an attribute breakout, a URL, a style breakout. */
const PAYLOADS = {
  script: "<script>window.__xss=1</script>",
  img: `<img src=x onerror="window.__xss=1;alert(1)">`,
  svg: `"><svg onload=window.__xss=1>`,
  url: "javascript:window.__xss=1//",
  style: "</style><script>window.__xss=1</script>",
  quote: `'";alert(1);//`,
};
const ALL = Object.values(PAYLOADS).join(" ");
/** Tags are at most 32 characters and split on commas: short payloads, one per tag. */
const SHORT_TAGS = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '"><svg onload=alert(1)>'];

const api = (path: string, { as, method = "GET", body }: { as: number; method?: string; body?: unknown }) =>
  fetch(new URL(path, baseURL()), {
    method,
    headers: { cookie: memberCookie(as), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let browser: Browser;
const dialogs: string[] = [];
const pages: Page[] = [];

/** A page as `userId` whose every dialog is recorded (and dismissed), failing the test later. */
async function open(userId: number, path: string) {
  const page = await visitAs(browser, userId, path);
  page.on("dialog", (dialog) => {
    dialogs.push(`${path}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  pages.push(page);
  return page;
}

/** The page shows `text` as text, and nothing anywhere on it ran or was injected. */
async function expectInert(page: Page, text?: string) {
  if (text !== undefined) {
    await expect.poll(async () => (await page.evaluate(shownText)).includes(text), { timeout: 15_000 }).toBe(true);
  }
  // Give any injected handler (an image error, an svg load) its chance to fire: wait until every
  // eagerly loaded image has loaded or failed, then a frame and a task for queued handlers to run.
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === "lazy" || img.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: [
      ...document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], [onclick], [onmouseover], a[href^="javascript:" i], iframe, object, embed',
      ),
    ].map((element) => element.outerHTML.slice(0, 120)),
    // Loader data in Remix's context script holds the payloads, escaped (\u003c): raw markup
    // there would mean a </script> could end the script early.
    scripts: [...document.scripts].filter((script) => /<\/?(script|img|svg|style)/i.test(script.textContent ?? ""))
      .length,
    // Every script element is ours: the server's nonced ones or Remix's module scripts.
    unnonced: [...document.querySelectorAll("script")].filter((script) => !script.nonce && !script.src).length,
  }));
  expect(found).toEqual({ xss: undefined, injected: [], scripts: 0, unnonced: 0 });
  expect(await cspViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("stored script payloads render inert", () => {
  it("in a post's title, content, category and tags: composed in the UI, then in the feed, profile and blogs", async () => {
    const title = `XSS title ${run} ${PAYLOADS.img}`;
    const content = `XSS content ${run} ${ALL}`;
    const category = `XSS ${PAYLOADS.svg}`.slice(0, 60);
    const home = await open(AUTHOR, "/");
    await home.getByLabel("Post type").selectOption({ label: POST_TYPE_LABELS.blog });
    await home.getByLabel("Category (optional)").fill(category);
    await home.getByLabel("Title (required)").fill(title);
    await home.getByLabel("What would you like to share?").fill(content);
    await home.getByLabel("Tags (optional)").fill(SHORT_TAGS.join(", "));
    await home.getByRole("button", { name: "Post", exact: true }).click();
    // Rendered by the client straight after the create...
    await expectInert(home, title);
    await expectInert(home, content);
    for (const tag of SHORT_TAGS) await expectInert(home, `#${tag}`);
    // Focus goes to the new post's card; the card with its payloads and the toast pass axe.
    await expectFocusKept(home, home.getByTestId("post-card").filter({ hasText: `XSS title ${run}` }));
    await expectNoAxeViolations(home);
    // ...and by the server on every page that lists it.
    for (const path of [`/profile/${AUTHOR}`, "/blogs", "/"]) {
      const page = await open(READER, path);
      await expectInert(page, title);
      // Blog cards show the title, an excerpt and tags; post cards also show the category.
      if (path !== "/blogs") await expectInert(page, category);
    }
    const profile = await open(READER, `/profile/${AUTHOR}`);
    await expectInert(profile, content.slice(0, 80));
    for (const tag of SHORT_TAGS) await expectInert(profile, `#${tag}`);
  });

  it("in a post's page and its replies: Markdown bodies, content warnings, mentions and reply forms", async () => {
    const create = await api("/api/posts", {
      as: AUTHOR,
      method: "POST",
      body: {
        type: "question",
        title: `XSS question ${run} ${PAYLOADS.svg}`,
        content: `XSS body ${run} ${ALL} [link](${PAYLOADS.url}) @${PAYLOADS.img}`,
        contentWarning: `cw ${PAYLOADS.img}`.slice(0, 60),
        tags: SHORT_TAGS,
        forumId: 1,
      },
    });
    expect(create.status).toBe(201);
    const { id } = (await create.json()) as { id: number };
    const reply = await api(`/api/posts/${id}/comments`, {
      as: READER,
      method: "POST",
      body: { content: `XSS reply ${run} ${ALL}`, contentWarning: `r ${PAYLOADS.svg}` },
    });
    expect(reply.status).toBe(201);
    const { id: replyId } = (await reply.json()) as { id: number };
    const nested = await api(`/api/posts/${id}/comments`, {
      as: AUTHOR,
      method: "POST",
      body: { content: `XSS nested ${run} ${PAYLOADS.style}`, parentId: replyId },
    });
    expect(nested.status).toBe(201);
    // Every warning open (?warnings=show), so every body is on the page as text.
    const page = await open(STYLIST, `/posts/${id}?warnings=show`);
    await expectInert(page, `XSS question ${run} ${PAYLOADS.svg}`);
    await expectInert(page, `XSS body ${run} ${PAYLOADS.script}`);
    await expectInert(page, `XSS reply ${run} ${PAYLOADS.script}`);
    await expectInert(page, `XSS nested ${run} ${PAYLOADS.style}`);
    await expectInert(page, `cw ${PAYLOADS.img}`.slice(0, 60));
    // The javascript: link is not a link at all (markdown-it refuses the scheme).
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("in an image's description: the alt text, the ALT badge it opens, on the post's page and the feed", async () => {
    const alt = `XSS alt ${run} ${ALL}`;
    const form = new FormData();
    form.append("file", new File([PNG_1X1], "dot.png", { type: "image/png" }));
    form.append("alt", alt);
    const uploaded = await fetch(new URL("/api/media", baseURL()), {
      method: "POST",
      headers: { cookie: memberCookie(AUTHOR) },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { id: number };
    const created = await api("/api/posts", {
      as: AUTHOR,
      method: "POST",
      body: { type: "post", content: `XSS picture ${run}`, mediaIds: [image.id] },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const page = await open(READER, `/posts/${id}`);
    await expect.poll(() => page.getByRole("img", { name: alt }).count()).toBe(1);
    await page.locator("summary", { hasText: "ALT" }).click();
    await expectInert(page, alt);
    await expectNoAxeViolations(page);
    const feed = await open(READER, "/");
    await expect.poll(() => feed.getByRole("img", { name: alt }).count()).toBe(1);
    await expectInert(feed);
  });

  it("in a direct message: typed and sent in the UI, seen live by the recipient and in the thread", async () => {
    const authorName = ((await (await api(`/api/users/${AUTHOR}`, { as: AUTHOR })).json()) as { displayName: string })
      .displayName;
    const readerName = ((await (await api(`/api/users/${READER}`, { as: AUTHOR })).json()) as { displayName: string })
      .displayName;
    const recipient = await open(READER, "/messages");
    const sender = await open(AUTHOR, `/messages?to=${READER}`);
    const text = `XSS message ${run} ${ALL}`;
    await sender.getByLabel(`Message ${readerName}`).fill(text);
    await sender.getByRole("button", { name: "Send" }).click();
    await expectInert(sender, text);
    await expectFocusKept(sender, sender.getByLabel(`Message ${readerName}`));
    await expectNoAxeViolations(sender);
    // The recipient's open page picks it up (conversation excerpt and the live announcement).
    const conversation = recipient.getByTestId("conversation").filter({ hasText: authorName });
    await expect.poll(() => conversation.textContent(), { timeout: 20_000 }).toContain(`XSS message ${run}`);
    await expectInert(recipient);
    const thread = await open(READER, `/messages?to=${AUTHOR}`);
    await expectInert(thread, text);
  });

  it("in community chat: sent over the ChatRoom socket from the panel, seen live and in the history", async () => {
    const text = `XSS chat ${run} ${ALL}`;
    const openChat = async (page: Page) => {
      await page.getByRole("button", { name: CHAT_TEXTS.button }).click();
      const panel = page.getByRole("dialog", { name: CHAT_TEXTS.title });
      await expect.poll(() => panel.getByTestId("chat-connection").getAttribute("data-state")).toBe("connected");
      return panel;
    };
    const sender = await open(AUTHOR, "/");
    const listener = await open(READER, "/");
    await openChat(sender);
    const heard = await openChat(listener);
    await sender.keyboard.type(text);
    await sender.keyboard.press("Enter");
    await expect
      .poll(() =>
        heard
          .getByTestId("chat-message")
          .filter({ hasText: `XSS chat ${run}` })
          .count(),
      )
      .toBe(1);
    await expectInert(sender, text);
    await expectInert(listener, text);
    await expectFocusKept(sender, sender.getByRole("textbox", { name: "Message" }));
    await expectNoAxeViolations(listener);
    // A newcomer gets it from the room's history.
    const later = await open(STYLIST, "/");
    await openChat(later);
    await expectInert(later, text);
  });

  it("in a game room's name and its game chat: on the arcade list and in the room", async () => {
    const name = `XSS room ${run} ${PAYLOADS.img}`.slice(0, 80);
    const response = await api("/api/game-rooms", { as: AUTHOR, method: "POST", body: { name, gameType: "reversi" } });
    expect(response.status).toBe(201);
    const room = (await response.json()) as { id: number };
    const list = await open(READER, "/arcade?gameType=reversi&status=all&limit=100");
    await expectInert(list, name);
    const inside = await open(READER, `/arcade/room/${room.id}`);
    await expectInert(inside, name);
    expect(await inside.title()).toContain(name);
    await expectNoAxeViolations(inside);
    expect(
      await api(`/api/game-rooms/${room.id}/leave`, { as: AUTHOR, method: "POST" }).then((r) => r.status),
    ).toBeLessThan(500);
  });

  it("in a relationship profile's About me: on a match's card", async () => {
    const fields = ["aboutMe", "privacyLevel", "isActive"] as const;
    const originals = new Map<number, Record<string, unknown> | null>();
    for (const id of [AUTHOR, READER]) {
      const existing = await api(`/api/relationship-profile/${id}`, { as: id });
      originals.set(id, existing.status === 200 ? ((await existing.json()) as Record<string, unknown>) : null);
    }
    const aboutMe = `XSS about ${run} ${ALL}`;
    try {
      for (const id of [AUTHOR, READER]) {
        const changes = { aboutMe: id === AUTHOR ? aboutMe : `Reader ${run}`, privacyLevel: "public", isActive: true };
        const saved = originals.get(id)
          ? await api(`/api/relationship-profile/${id}`, { as: id, method: "PATCH", body: changes })
          : await api("/api/relationship-profile", {
              as: id,
              method: "POST",
              body: { ...changes, lookingFor: ["friendship"], communicationPreferences: ["text"] },
            });
        expect(saved.status, await saved.clone().text()).toBeLessThan(300);
      }
      // A mutual like makes a match, whose card shows the full profile.
      for (const [from, to] of [
        [AUTHOR, READER],
        [READER, AUTHOR],
      ] as const) {
        expect((await api(`/api/matches/${to}/like`, { as: from, method: "POST", body: {} })).status).toBeLessThan(300);
      }
      const page = await open(READER, "/connections?tab=matches");
      await page.getByRole("tab", { name: /^Matches/ }).click();
      await expectInert(page, aboutMe);
      await expectFocusKept(page, page.getByRole("tab", { name: /^Matches/ }));
      await expectNoAxeViolations(page);
    } finally {
      for (const [id, original] of originals) {
        const restored = original
          ? await api(`/api/relationship-profile/${id}`, {
              as: id,
              method: "PATCH",
              body: Object.fromEntries(fields.map((f) => [f, original[f]])),
            })
          : await api(`/api/relationship-profile/${id}`, { as: id, method: "DELETE" });
        expect(restored.ok).toBe(true);
      }
    }
  });

  it("in custom CSS: a </style> breakout stays inside the style element, on every page, and is stored defused", async () => {
    const css = `body{outline:0} ${PAYLOADS.style} ${PAYLOADS.img} </style><style>*{display:none}</style> a{color:red}`;
    const saved = await api(`/api/accessibility-preferences/${STYLIST}`, { as: STYLIST });
    const original: unknown = saved.status === 200 ? await saved.json() : null;
    try {
      const put = await api(`/api/accessibility-preferences/${STYLIST}`, {
        as: STYLIST,
        method: "PUT",
        body: { ...DEFAULT_PREFERENCES, customCss: css },
      });
      expect(put.status).toBe(200);
      const stored = ((await put.json()) as { customCss: string }).customCss;
      expect(stored).not.toContain("<");
      for (const path of ["/", "/accessibility", "/forums"]) {
        const page = await open(STYLIST, path);
        await expectInert(page);
        const styles = await page.evaluate(() =>
          [...document.querySelectorAll("style#user-custom-css")].map((style) => ({
            text: style.textContent ?? "",
            inHead: style.parentElement === document.head,
          })),
        );
        expect(styles).toHaveLength(1);
        expect(styles[0]!.inHead).toBe(true);
        expect(styles[0]!.text).not.toContain("<");
        expect(styles[0]!.text).toContain("a{color:red}");
        // The page is still there: the injected *{display:none} never became a rule of its own.
        expect(await page.getByRole("main").isVisible()).toBe(true);
      }
    } finally {
      const restored = original
        ? await api(`/api/accessibility-preferences/${STYLIST}`, { as: STYLIST, method: "PUT", body: original })
        : await api(`/api/accessibility-preferences/${STYLIST}`, { as: STYLIST, method: "DELETE" });
      expect(restored.ok).toBe(true);
    }
  });

  it("in a provider enquiry: never rendered back, so the API's answer is JSON that no browser sniffs as HTML", async () => {
    // Enquiries go to the provider by email in the spec; no page of this app shows them again.
    const message = `XSS enquiry ${run} ${ALL}`;
    const response = await api("/api/ndis-providers/1/enquiries", {
      as: STYLIST,
      method: "POST",
      body: { kind: "message", message },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await response.json()) as { enquiry: { message: string } }).enquiry.message).toBe(message);
    // The provider page the enquiry was sent from still renders clean.
    await expectInert(await open(STYLIST, "/ndis-providers/1"));
  });

  it("leaves no dialog behind anywhere", async () => {
    expect(dialogs).toEqual([]);
    await Promise.all(pages.map((page) => page.context().close()));
  });
});
