// Conversations in a real browser (docs/features/conversations.md), by keyboard alone: one member
// asks a question on /forums, another answers it on the post's page with a content warning, the
// asker accepts the answer, and a third member reads the topic with the warning collapsed. Axe runs
// at each step, in light, dark and high contrast. Members 14, 15 and 16 only, so no other file's
// state mixes in.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  announced,
  baseURL,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  focusedId,
  memberCookie,
  openBrowser,
  setPreferencesOf,
  stamp,
  visitAs,
  visitWithoutScript,
} from "./harness";

const ASKER = 14;
const ANSWERER = 15;
const READER = 16;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  for (const member of [ASKER, ANSWERER, READER]) await preferences(member, null);
  await browser?.close();
});

const preferences = setPreferencesOf;

/** Focus, then a key: what a keyboard user does once Tab has brought them there. */
async function press(page: Page, locator: Locator, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}
async function type(page: Page, locator: Locator, text: string) {
  await locator.focus();
  await page.keyboard.type(text);
}

describe("a question, its answer and the accepted answer", () => {
  it("works by keyboard alone in two browsers, with axe in every scheme", async () => {
    const title = `Which shower chair folds flat? ${stamp()}`;
    const answer = `The **Aquatec** one folds to 8 cm. ${stamp()}`;

    // The asker starts a question from the forums page.
    const asker = await visitAs(browser, ASKER, "/forums");
    await press(asker, asker.getByRole("button", { name: "Start Discussion" }));
    const composer = asker.getByRole("dialog", { name: "Start a discussion" });
    const type_ = composer.getByLabel("Post type");
    await type_.focus();
    await asker.keyboard.press("Home");
    for (let i = 0; i < 2; i++) await asker.keyboard.press("ArrowDown");
    expect(await type_.inputValue()).toBe("question");
    await type(asker, composer.getByLabel(/^Title/), title);
    await type(asker, composer.getByLabel("What would you like to share?"), "It has to fit in a small car boot.");
    await press(asker, composer.getByRole("button", { name: "Post" }));
    const card = asker.getByRole("link", { name: title, exact: true });
    await card.waitFor();
    await press(asker, card);
    await asker.waitForURL(/\/posts\/\d+$/);
    const postPath = new URL(asker.url()).pathname;
    await expect.poll(() => asker.title()).toContain(title);
    await expect
      .poll(() => asker.locator('meta[name="description"]').getAttribute("content"))
      .toBe("It has to fit in a small car boot.");
    await expect.poll(() => asker.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    await expectNoAxeViolations(asker);

    const askerFocus = await focusedId(asker);
    const askerScroll = await asker.evaluate(() => window.scrollY);

    // The answerer replies, with a content warning.
    await preferences(ANSWERER, { colorScheme: "dark" });
    const answerer = await visitAs(browser, ANSWERER, postPath);
    await expectNoAxeViolations(answerer);
    const form = answerer.getByRole("form", { name: "Add a reply" });
    await type(answerer, form.getByLabel("Reply", { exact: true }), answer);
    await type(answerer, form.getByLabel("Content warning (optional)"), "medical detail");
    await press(answerer, form.getByRole("button", { name: "Post reply" }));
    await expect.poll(() => announced(answerer)).toContain("Reply posted");
    await expect.poll(() => focusedId(answerer)).toMatch(/^reply-\d+$/);
    const replyId = Number((await focusedId(answerer)).slice("reply-".length));
    await expect.poll(() => answerer.getByRole("heading", { name: "1 reply" }).count()).toBe(1);
    await expectNoAxeViolations(answerer);

    // The asker, reading, sees the answer arrive: announced politely, focus and scroll untouched.
    await expect.poll(() => asker.locator(`#reply-${replyId}`).count(), { timeout: 25_000 }).toBe(1);
    expect(await asker.getByTestId("new-replies").textContent()).toMatch(/^1 new reply from /);
    expect(await focusedId(asker)).toBe(askerFocus);
    expect(await asker.evaluate(() => window.scrollY)).toBe(askerScroll);
    // Then accepts it.
    const accept = asker.getByRole("button", { name: /^Accept answer from / });
    await press(asker, accept);
    await expect.poll(() => focusedId(asker)).toBe("accepted-answer");
    const accepted = asker.getByRole("region", { name: "Accepted answer" });
    expect(await accepted.getByRole("article").getAttribute("id")).toBe(`reply-${replyId}`);
    await expectNoAxeViolations(asker);

    // A third member reads it with content warnings collapsed, in high contrast and light.
    const reader = await visitAs(browser, READER, postPath);
    const show = reader.getByRole("button", { name: "Show content: medical detail" }).first();
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    expect(await reader.getByText("folds to 8 cm").count()).toBe(0);
    await expectNoAxeViolationsInSchemes(reader, ["high-contrast", "light"]);
    await press(reader, show);
    const hide = reader.getByRole("button", { name: "Hide content: medical detail" }).first();
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => reader.getByText("folds to 8 cm").first().isVisible()).toBe(true);
    expect(await reader.locator("strong", { hasText: "Aquatec" }).count()).toBeGreaterThan(0);
    await expectNoAxeViolationsInSchemes(reader, ["high-contrast", "light"]);
    await reader.context().close();

    // The forum list says the question is answered.
    await asker.goto(new URL("/forums", baseURL()).toString());
    const listed = asker.getByRole("article", { name: title });
    await expect.poll(() => listed.getByText("Answered").count()).toBe(1);
    // ...and the Unanswered view leaves it out.
    await press(asker, asker.getByRole("link", { name: "Unanswered" }));
    await asker.waitForURL(/unanswered=true/);
    await expect.poll(() => asker.getByRole("heading", { name: "Unanswered questions" }).count()).toBe(1);
    expect(await asker.getByRole("article", { name: title }).count()).toBe(0);
    await expectNoAxeViolations(asker);
    await asker.context().close();
    await answerer.context().close();
  });

  it("mentions a member from the suggestions, by keyboard, and links the mention", async () => {
    const id = await question(ASKER, "Mention test");
    const asker = (await (await fetch(new URL(`/api/users/${ASKER}`, baseURL()))).json()) as {
      username: string;
      displayName: string;
    };
    const page = await visitAs(browser, ANSWERER, `/posts/${id}`);
    const text = page.getByRole("textbox", { name: "Reply", exact: true });
    await type(page, text, `Thanks @${asker.username.slice(0, 4)}`);
    const list = page.getByRole("listbox", { name: "Members to mention" });
    await list.waitFor();
    const options = list.getByRole("option");
    await expect.poll(() => text.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    await expectNoAxeViolations(page);
    const names = await options.allTextContents();
    const index = names.findIndex((name) => name.includes(`@${asker.username}`));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
    expect(await options.nth(index).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await expect.poll(() => list.count()).toBe(0);
    expect(await text.inputValue()).toBe(`Thanks @${asker.username} `);
    expect(await focusedId(page)).toBe(await text.getAttribute("id"));
    await page.keyboard.type("for the tip");
    await press(page, page.getByRole("button", { name: "Post reply" }));
    await expect.poll(() => focusedId(page)).toMatch(/^reply-\d+$/);
    const reply = page.locator(`#${await focusedId(page)}`);
    expect(await reply.getByRole("link", { name: `@${asker.username}` }).getAttribute("href")).toBe(
      `/profile/${ASKER}`,
    );
    await page.context().close();
  });

  it("opens warnings at once for a member who asks for that", async () => {
    await preferences(READER, { alwaysExpandWarnings: true });
    const id = await question(ASKER, "Warning test");
    await reply(id, ANSWERER, { content: "Visible at once", contentWarning: "mental health" });
    const reader = await visitAs(browser, READER, `/posts/${id}`);
    expect(await reader.getByText("Visible at once").isVisible()).toBe(true);
    expect(await reader.getByRole("button", { name: /Show content/ }).count()).toBe(0);
    await reader.context().close();
    await preferences(READER, null);
  });

  it("replies, edits and deletes without script", async () => {
    const id = await question(ASKER, "No script thread");
    const page = await visitWithoutScript(browser, `/posts/${id}`, ANSWERER);
    const text = `Plain reply ${stamp()}`;
    await page.getByLabel("Reply", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Post reply" }).click();
    await page.waitForURL(/#reply-\d+$/);
    const replyId = Number(new URL(page.url()).hash.slice("#reply-".length));
    expect(await page.locator(`#reply-${replyId}`).textContent()).toContain(text);
    await page.locator(`#reply-${replyId}`).getByRole("button", { name: "Edit your reply" }).click();
    await page.getByRole("textbox", { name: "Your reply" }).fill(`${text} (edited)`);
    await page.getByRole("button", { name: "Save reply" }).click();
    await page.waitForURL(/#reply-\d+$/);
    expect(await page.locator(`#reply-${replyId}`).textContent()).toContain("(edited)");
    expect(await page.locator(`#reply-${replyId}`).textContent()).toContain("edited");
    await page.locator(`#reply-${replyId}`).getByRole("button", { name: "Delete your reply" }).click();
    await page.getByRole("button", { name: "Delete reply" }).click();
    await page.waitForURL(/#replies-heading$/);
    expect(await page.locator(`#reply-${replyId}`).count()).toBe(0);
    await page.context().close();
  });

  it("answers 404 for a post that does not exist", async () => {
    const response = await fetch(new URL("/posts/999999", baseURL()), { headers: { cookie: memberCookie(READER) } });
    expect(response.status).toBe(404);
  });
});

describe("your own content", () => {
  /** Each card on the page offers Report unless it is `author`'s; both kinds are there. */
  async function expectReportOnlyOnOthers(cards: Locator, author: number) {
    await cards.first().waitFor();
    const seen = { own: 0, others: 0 };
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      const by = await card.locator('a[href^="/profile/"]').first().getAttribute("href");
      const reports = await card.locator("button", { hasText: /^Report / }).count();
      if (by === `/profile/${author}`) seen.own++;
      else seen.others++;
      expect(reports, `card ${i} by ${by}`).toBe(by === `/profile/${author}` ? 0 : 1);
    }
    expect(seen.own).toBeGreaterThan(0);
    expect(seen.others).toBeGreaterThan(0);
  }

  it("offers Edit and Delete on your own post and reply, and Report only on others'", async () => {
    const title = `My own blog ${stamp()}`;
    const blog = await create(ASKER, { type: "blog", title, content: "Written by me." });
    await create(ASKER, { type: "post", content: `My own post ${stamp()}` });
    await reply(blog, ANSWERER, { content: `Someone else's reply ${stamp()}` });
    await reply(blog, ASKER, { content: `My own reply ${stamp()}` });

    // The post's page, to its author: Edit and Delete, no Report; the same for their reply.
    const page = await visitAs(browser, ASKER, `/posts/${blog}`);
    expect(await page.getByRole("button", { name: "Edit your post" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Delete your post" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: `Report ${title}` }).count()).toBe(0);
    const mine = page.getByTestId("reply").filter({ hasText: "My own reply" });
    expect(await mine.getByRole("button", { name: "Edit your reply" }).count()).toBe(1);
    expect(await mine.getByRole("button", { name: "Delete your reply" }).count()).toBe(1);
    expect(await mine.getByRole("button", { name: /^Report / }).count()).toBe(0);
    const theirs = page.getByTestId("reply").filter({ hasText: "Someone else's reply" });
    expect(await theirs.getByRole("button", { name: /^Report / }).count()).toBe(1);
    expect(await theirs.getByRole("button", { name: /^(Edit|Delete) / }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // To anyone else, the post offers Report.
    const other = await visitAs(browser, ANSWERER, `/posts/${blog}`);
    expect(await other.getByRole("button", { name: `Report ${title}` }).count()).toBe(1);
    await other.context().close();

    // The cards: the feed's and the blogs'.
    await page.goto(new URL("/", baseURL()).toString());
    await expectReportOnlyOnOthers(page.getByTestId("post-card"), ASKER);
    await page.goto(new URL("/blogs", baseURL()).toString());
    await expectReportOnlyOnOthers(page.getByTestId("blog-card"), ASKER);
    await page.context().close();
  });
});

async function create(as: number, body: object) {
  const response = await fetch(new URL("/api/posts", baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(as), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function question(as: number, title: string) {
  const response = await fetch(new URL("/api/posts", baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(as), "content-type": "application/json" },
    body: JSON.stringify({ type: "question", title: `${title} ${stamp()}`, content: "Any ideas?", forumId: 1 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
async function reply(postId: number, as: number, body: object) {
  const response = await fetch(new URL(`/api/posts/${postId}/comments`, baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(as), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}
