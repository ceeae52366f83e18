import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { excerpt } from "~/lib/format";
import { BLOG_EXCERPT_LENGTH, POST_TYPE_LABELS } from "~/lib/posts";
import { POST_TEXTS, REPORT_TEXTS } from "~/lib/texts";
import { POST_TYPES } from "~/lib/vocab";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visit,
  visitAs,
  visitWithoutScript,
  memberCookie,
  announced,
} from "./harness";
import { expectEvery } from "../shared/expect-every";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const alerted = (page: Page) => page.getByRole("alert").filter({ hasText: /./ }).first().textContent();
const latestReport = async () => {
  const response = await fetch(new URL("/api/posts?limit=1", baseURL()));
  return response.json() as Promise<{ items: { id: number }[] }>;
};

describe("the home feed", () => {
  it("creates a post of each type using only the keyboard", async () => {
    const page = await visit(browser, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    for (const [index, type] of POST_TYPES.entries()) {
      await composer.getByLabel("Post type").focus();
      await page.keyboard.press("Home");
      for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
      expect(await composer.getByLabel("Post type").inputValue()).toBe(type);
      if (type !== "post") {
        await composer.getByLabel(/^Title/).focus();
        await page.keyboard.type(`Keyboard ${type} title`);
      }
      await composer.getByLabel("What would you like to share?").focus();
      await page.keyboard.type(`Written by keyboard: ${POST_TYPE_LABELS[type]}`);
      await composer.getByLabel("Tags (optional)").focus();
      await page.keyboard.type("keyboard, e2e");
      await composer.getByRole("button", { name: "Post" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => announced(page)).toContain(POST_TEXTS.created);
      await expect
        .poll(() => page.locator("[data-testid=post-card]").first().textContent())
        .toContain(`Written by keyboard: ${POST_TYPE_LABELS[type]}`);
      // Focus goes to the new post's card.
      await expectFocusKept(page, page.locator("[data-testid=post-card]").first());
      // The created toast and the new card, once.
      if (index === 0) await expectNoAxeViolations(page);
    }
  });

  it("refuses empty content with the spec's toast", async () => {
    const page = await visit(browser, "/");
    const before = (await latestReport()).items[0]?.id;
    await page.getByRole("form", { name: "Share with the community" }).getByRole("button", { name: "Post" }).click();
    await expect.poll(() => alerted(page)).toContain(POST_TEXTS.emptyContent);
    await expectFocusKept(page);
    expect((await latestReport()).items[0]?.id).toBe(before);
    await expectNoAxeViolations(page);
  });

  it("likes a post once: the heart fills and the count goes up by one", async () => {
    const page = await visit(browser, "/");
    // The seed already gives member 1 likes, so every check below is on the one post liked here.
    const unliked = page
      .getByTestId("post-card")
      .filter({ has: page.getByRole("button", { name: /^Like /, pressed: false }) })
      .first();
    const headingId = await unliked.getAttribute("aria-labelledby");
    if (!headingId) throw new Error("no unliked post on the first page");
    const postId = Number(headingId.replace(/^post-/, ""));
    const card = (on: typeof page) => on.locator(`[data-testid="post-card"][aria-labelledby="${headingId}"]`);
    const button = card(page).getByRole("button", { name: /^(Like|Liked) / });
    const count = Number(await button.getByTestId("like-count").textContent());
    // The like is the post page's form, posted in place by a fetcher.
    const isLike = (url: string) => new URL(url).pathname === `/posts/${postId}.data`;
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && isLike(request.url())) sent.push(request.url());
    });
    const stored = page.waitForResponse((r) => isLike(r.url()));
    await button.click();
    expect((await stored).status()).toBe(200);
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    expect(await button.getByTestId("like-count").textContent()).toBe(String(count + 1));
    await expectFocusKept(page, button);
    await expectNoAxeViolations(page);
    // aria-disabled: a second press does nothing (the like cannot be undone). After it, and a frame
    // for React to act on it, still one request and the same count.
    await button.click({ force: true });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(sent).toHaveLength(1);
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await button.getByTestId("like-count").textContent()).toBe(String(count + 1));
    // The like was stored: a fresh page shows this post as liked, with the new count.
    const fresh = await visit(browser, "/");
    const again = card(fresh).getByRole("button", { name: /^(Like|Liked) / });
    expect(await again.getAttribute("aria-pressed")).toBe("true");
    expect(await again.getByTestId("like-count").textContent()).toBe(String(count + 1));
    await fresh.context().close();
    await page.context().close();
  });

  it("likes a post and a reply without JavaScript, coming back to the pressed button", async () => {
    const home = await visitWithoutScript(browser, "/", 3);
    const unliked = home.locator("button[id^='like-post-'][aria-pressed='false']").first();
    const likeId = await unliked.getAttribute("id");
    if (!likeId) throw new Error("no unliked post on the home page");
    const like = home.locator(`#${likeId}`);
    const before = Number(await like.getByTestId("like-count").textContent());
    await like.click();
    await home.waitForURL((url) => url.pathname === "/" && url.hash === `#${likeId}`);
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await like.getByTestId("like-count").textContent()).toBe(String(before + 1));
    await home.context().close();
    const page = await visitWithoutScript(browser, "/posts/2", 3);
    const reply = page.locator("button[id^='like-reply-'][aria-pressed='false']").first();
    const replyId = await reply.getAttribute("id");
    if (!replyId) throw new Error("no unliked reply on /posts/2");
    await reply.click();
    await page.waitForURL((url) => url.hash === `#${replyId}`);
    expect(await page.locator(`#${replyId}`).getAttribute("aria-pressed")).toBe("true");
    await page.context().close();
  });

  it("loads the next page with Load More Posts", async () => {
    const page = await visit(browser, "/");
    const cards = page.locator("[data-testid=post-card]");
    const before = await cards.count();
    await page.getByRole("button", { name: POST_TEXTS.loadMorePosts }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
  });

  it("shows only the chosen type when a filter chip is picked", async () => {
    const page = await visit(browser, "/");
    await page.getByRole("link", { name: "Questions" }).click();
    await page.waitForURL(/filter=question/);
    await expect.poll(() => page.getByRole("link", { name: "Questions" }).getAttribute("aria-current")).toBe("true");
    await expectFocusKept(page);
    const meta = await page.locator("[data-testid=post-card] header p").allTextContents();
    expect(meta.length).toBeGreaterThan(0);
    expectEvery(meta, (text) => text.includes("Question"));
    await expectNoAxeViolations(page);
  });

  it("passes axe", async () => {
    await expectNoAxeViolations(await visit(browser, "/"));
  });
});

describe("reporting", () => {
  const cases = [
    { reason: "Hate speech", warning: true, priority: "High" },
    { reason: "Inappropriate content", warning: true, priority: "Medium" },
    { reason: "Spam", warning: false, priority: "Medium" },
    { reason: "Other", warning: false, priority: null },
  ];
  // A member reports an item once, so each case reports a different post. No one is
  // offered Report on their own posts, and member 1 writes many in these files: member 4 writes
  // none, so the feed's first page is others' posts, each with Report.
  for (const [index, { reason, warning, priority }] of cases.entries()) {
    it(`reports a post for ${reason}`, async () => {
      const page = await visitAs(browser, 4, "/");
      await page
        .getByRole("button", { name: /^Report / })
        .nth(index)
        .click();
      const dialog = page.getByRole("dialog", { name: /^Report / });
      await dialog.getByRole("button", { name: "Submit Report" }).click();
      await expect.poll(() => dialog.getByRole("alert").textContent()).toContain(REPORT_TEXTS.reasonRequired);
      await expectFocusKept(page);
      await dialog.getByLabel(reason, { exact: true }).check();
      await expect.poll(() => dialog.getByLabel(reason, { exact: true }).isChecked()).toBe(true);
      await expect.poll(() => dialog.getByTestId("serious-warning").count()).toBe(warning ? 1 : 0);
      if (priority) expect(await dialog.textContent()).toContain(`Priority: ${priority}`);
      else await dialog.getByLabel("Priority").selectOption("low");
      await dialog.getByLabel("Additional details (optional)").fill("Checked by the e2e suite.");
      await expect.poll(() => dialog.textContent()).toContain("25/500");
      expect(await dialog.textContent()).toContain(REPORT_TEXTS.reviewNotice);
      if (reason === "Hate speech") await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Submit Report" }).click();
      await expect.poll(() => announced(page)).toContain(REPORT_TEXTS.submitted);
      // The dialog closed: focus is back on the Report button that opened it.
      await expectFocusKept(page, page.getByRole("button", { name: /^Report / }).nth(index));
    });
  }
});

describe("blogs, forums and profiles", () => {
  it("shows blog cards with a 150-character excerpt and at most 3 tags plus +N", async () => {
    const created = await fetch(new URL("/api/posts", baseURL()), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(1) },
      body: JSON.stringify({
        type: "blog",
        title: "A long e2e blog",
        content: "word ".repeat(80),
        tags: ["one", "two", "three", "four", "five"],
      }),
    });
    expect(created.status).toBe(201);
    const page = await visit(browser, "/blogs");
    const card = page.locator("[data-testid=blog-card]").filter({ hasText: "A long e2e blog" });
    expect(await card.getByTestId("blog-excerpt").textContent()).toBe(excerpt("word ".repeat(80), BLOG_EXCERPT_LENGTH));
    const tags = await card.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents();
    expect(tags).toEqual(["#one", "#two", "#three", "+2"]);
    await expectNoAxeViolations(page);
  });

  it("lists forum categories with their forums, and filters discussions by forum", async () => {
    const page = await visit(browser, "/forums");
    const forums: unknown[] = await (await fetch(new URL("/api/forums", baseURL()))).json();
    expect(await page.locator("[data-testid=forum-list] li").count()).toBe(forums.length);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /^Home & Housing/ }).click();
    await page.waitForURL(/forum=3/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Recent discussions in Home & Housing" }).count())
      .toBe(1);
    await expectFocusKept(page);
    await page.getByRole("button", { name: "Start Discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a discussion" });
    expect(await dialog.getByLabel("Post type").inputValue()).toBe("discussion");
    expect(await dialog.getByLabel("Forum").inputValue()).toBe("3");
    await expectFocusKept(page, dialog);
    await expectNoAxeViolations(page);
  });

  it("follows and unfollows from a profile, and the count follows", async () => {
    const page = await visit(browser, "/profile/12");
    const followers = async () => Number(await page.getByTestId("profile-followers").textContent());
    const start = await followers();
    const button = page.locator("#follow-12");
    const wasFollowing = (await button.textContent()) === "Unfollow";
    // The follow is the profile page's form, posted in place by a fetcher; held until checked busy.
    const isFollow = (url: string) => new URL(url).pathname === "/profile/12.data";
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isFollow(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const answered = page.waitForResponse((r) => isFollow(r.url()) && r.request().method() === "POST");
    await button.click();
    await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
    release();
    expect((await answered).status()).toBe(200);
    await expect.poll(followers).toBe(start + (wasFollowing ? -1 : 1));
    expect(await button.textContent()).toBe(wasFollowing ? "Follow" : "Unfollow");
    expect(await button.getAttribute("aria-disabled")).toBeNull();
    await expectFocusKept(page, button);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: wasFollowing ? "Follow" : "Unfollow" }).click();
    await expect.poll(followers).toBe(start);
    await expectFocusKept(page, button);
    await page.context().close();
  });

  it("follows and unfollows without JavaScript, coming back to the button", async () => {
    const page = await visitWithoutScript(browser, "/profile/12", 3);
    const followers = async () => Number(await page.getByTestId("profile-followers").textContent());
    const start = await followers();
    const button = page.locator("#follow-12");
    const wasFollowing = (await button.textContent()) === "Unfollow";
    for (const [pressed, count] of [
      [wasFollowing ? "Unfollow" : "Follow", start + (wasFollowing ? -1 : 1)],
      [wasFollowing ? "Follow" : "Unfollow", start],
    ] as const) {
      const loaded = page.waitForEvent("load");
      await page.getByRole("button", { name: pressed, exact: true }).click();
      await loaded;
      expect(new URL(page.url()).hash).toBe("#follow-12");
      expect(await followers()).toBe(count);
      expect(await button.textContent()).toBe(pressed === "Follow" ? "Unfollow" : "Follow");
    }
    await page.context().close();
  });

  it("shows Edit Profile on profile 1, passes axe, and 404s an unknown profile", async () => {
    const page = await visit(browser, "/profile/1");
    // Edit Profile leads to the account page, where the profile is edited.
    expect(await page.getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/account");
    expect(await page.getByRole("button", { name: "Follow" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    for (const tab of ["Blogs", "Discussions", "About"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectFocusKept(page, page.getByRole("tab", { name: tab }));
      await expectNoAxeViolations(page);
    }
    expect((await fetch(new URL("/profile/9999", baseURL()))).status).toBe(404);
    // /profile is your own profile; a visitor is sent to sign in first.
    const own = await fetch(new URL("/profile", baseURL()), {
      headers: { cookie: memberCookie(1) },
      redirect: "manual",
    });
    expect(own.headers.get("location")).toBe("/profile/1");
    const visitor = await fetch(new URL("/profile", baseURL()), { redirect: "manual" });
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
  });
});
