// Sign-in (docs/features/sign-in.md) in the browser, by keyboard, with axe on every new page: a
// visitor signs up with a code read from the dev outbox, signs out from the account menu, signs in
// again with the emailed link, and a visitor's write leads to sign-in, saying why, and back.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { GROUP_TEXTS } from "~/lib/texts/groups";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visitAsVisitor,
  visitWithoutScript,
} from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? "");

/**
 * Tabs until the element that `locator` names has focus, as a keyboard user would: from where
 * focus is, or with `fromTop` from the start of the page (after a navigation, say).
 */
async function tabTo(page: Page, locator: ReturnType<Page["locator"]>, { fromTop = false } = {}) {
  if (fromTop) {
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute("tabindex");
    });
  }
  for (let i = 0; i < 60; i++) {
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(locator)}`);
}

/** The newest email to `to`, read from the dev outbox page in its own tab of the same browser. */
async function readOutbox(page: Page, to: string) {
  const outbox = await page.context().newPage();
  await outbox.goto(new URL("/dev/outbox", baseURL()).toString());
  const email = outbox.locator(`[data-email-to="${to}"]`).first();
  await email.waitFor();
  await expectNoAxeViolations(outbox);
  const text = (await email.textContent()) ?? "";
  const code = /is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(text);
  const link = (await email.getByRole("link").first().getAttribute("href")) ?? "";
  await outbox.close();
  return { code: code ? `${code[1]} ${code[2]}` : "", link };
}

async function askForCode(page: Page, email: string) {
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(AUTH_TEXTS.signInTitle);
  await expectNoAxeViolations(page);
  const field = page.getByLabel(AUTH_TEXTS.emailLabel);
  await tabTo(page, field);
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/login\/code\?attempt=/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(AUTH_TEXTS.codeTitle);
  await expectFocusKept(page, heading(page));
}

describe("signing up, out and in", () => {
  it("a visitor signs up by keyboard with the code from the outbox, then signs out and back in with the link", async () => {
    const email = `keyboard.${run}@example.net`;
    const page = await visitAsVisitor(browser, "/");
    // A visitor sees the feed and a way in.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to the community");
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true });
    await tabTo(page, signIn, { fromTop: true });
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login$/);
    await expect.poll(() => heading(page).textContent()).toBe(AUTH_TEXTS.signInTitle);
    await expectFocusKept(page, page.getByLabel(AUTH_TEXTS.emailLabel));
    await askForCode(page, email);
    await expectNoAxeViolations(page);

    // A wrong code is refused beside the field, and focus goes back to it.
    const codeField = page.getByLabel(AUTH_TEXTS.codeLabel);
    await tabTo(page, codeField);
    await page.keyboard.type("ZZZ ZZZ");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText(AUTH_TEXTS.codeWrong).count()).toBe(1);
    await expect.poll(() => codeField.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => focusedName(page)).toBe("code");
    await expectNoAxeViolations(page);

    const { code } = await readOutbox(page, email);
    expect(code).toMatch(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
    await codeField.fill("");
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/welcome/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(AUTH_TEXTS.welcomeTitle);
    await expectFocusKept(page, heading(page));
    await expectNoAxeViolations(page);

    // Submitting without a name or the guidelines puts focus on the first thing to fix.
    await tabTo(page, page.getByRole("button", { name: AUTH_TEXTS.finish }));
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText(AUTH_TEXTS.displayNameRequired).count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("displayName");
    await expectNoAxeViolations(page);
    await page.keyboard.type(`Keyboard ${run}`);
    await tabTo(page, page.getByLabel(AUTH_TEXTS.guidelinesLabel));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: AUTH_TEXTS.finish }));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Keyboard");
    await expectFocusKept(page, heading(page));

    // Sign out from the account menu.
    const menu = page.getByRole("button", { name: `Account menu for Keyboard ${run}` });
    await tabTo(page, menu, { fromTop: true });
    await page.keyboard.press("Enter");
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("button", { name: "Sign out" }));
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).count())
      .toBe(1);
    // The menu left with the session: focus goes to the page's heading, not to <body>.
    await expectFocusKept(page, heading(page));
    expect((await page.context().cookies()).some((cookie) => cookie.name === "session")).toBe(false);

    // Back in with the link from the email: it opens a page whose one Sign in button posts it.
    await page.goto(new URL("/login", baseURL()).toString());
    await askForCode(page, email);
    const { link } = await readOutbox(page, email);
    expect(link.startsWith(`${baseURL()}/login/link?token=`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(AUTH_TEXTS.linkTitle);
    await expectNoAxeViolations(page);
    // Its button is named apart from the header's Sign in link.
    expect(await page.getByRole("button", { name: "Sign in", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: AUTH_TEXTS.linkButton, exact: true }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Keyboard");
    // Used once, the link is spent.
    await page.context().clearCookies();
    await page.goto(link);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(AUTH_TEXTS.linkFailedTitle);
    await expectNoAxeViolations(page);
  });

  it("a visitor sent to sign in from a page about them comes back to it", async () => {
    const page = await visitAsVisitor(browser, "/messages");
    await page.waitForURL(/\/login\?redirectTo=%2Fmessages/);
    await expectNoAxeViolations(page);
    const demo = page.getByRole("button", { name: "Sign in as Jordan Lee (moderator, advertiser)" });
    await tabTo(page, demo);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/messages");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Messages");
    await expectFocusKept(page, heading(page));
  });

  it("a visitor's like sends them to sign in, saying why, and back to the page", async () => {
    const page = await visitAsVisitor(browser, "/blogs");
    await page
      .getByRole("button", { name: /^Like / })
      .first()
      .click();
    await page.waitForURL(/\/login\?redirectTo=%2Fblogs&reason=like$/);
    await expect.poll(() => heading(page).textContent()).toBe(AUTH_TEXTS.signInTitle);
    expect(await page.getByText(AUTH_TEXTS.signInReasons.like, { exact: true }).count()).toBe(1);
    // Focus starts in the email field, which is described by that sentence for a reader who starts there.
    const field = page.getByLabel(AUTH_TEXTS.emailLabel);
    await expectFocusKept(page, field);
    expect(await field.getAttribute("aria-describedby")).toContain("sign-in-reason");
    await expectNoAxeViolations(page);
    // Signing in comes back to the page.
    await tabTo(page, page.getByRole("button", { name: "Sign in as Jordan Lee (moderator, advertiser)" }));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/blogs");
    await expect.poll(() => heading(page).textContent()).toBe("Blogs");
  });

  it("a visitor's Sign in from the header, by keyboard, starts in the email field and comes back", async () => {
    const page = await visitAsVisitor(browser, "/events");
    await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }), { fromTop: true });
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\?redirectTo=%2Fevents$/);
    await expectFocusKept(page, page.getByLabel(AUTH_TEXTS.emailLabel));
    // No form sent them, so no sentence says why.
    for (const sentence of Object.values(AUTH_TEXTS.signInReasons))
      expect(await page.getByText(sentence).count()).toBe(0);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("button", { name: "Sign in as Jordan Lee (moderator, advertiser)" }));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/events");
  });

  it("without script, a visitor's Join says why on the sign-in page, in the field from the start", async () => {
    const page = await visitWithoutScript(browser, "/support-groups", null);
    await page
      .getByRole("button", { name: new RegExp(`^(${GROUP_TEXTS.join}|${GROUP_TEXTS.requestToJoin}) `) })
      .first()
      .click();
    await page.waitForURL(/\/login\?redirectTo=%2Fsupport-groups&reason=join$/);
    expect(await page.getByText(AUTH_TEXTS.signInReasons.join, { exact: true }).count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("email");
    await page.context().close();
  });

  it("names what the form was about to do from a fixed list, and nothing for other forms", async () => {
    /** Where a visitor's plain form post is sent. */
    const sentTo = async (path: string, fields: Record<string, string>, from = path) => {
      const response = await fetch(new URL(path, baseURL()), {
        method: "POST",
        redirect: "manual",
        headers: { "sec-fetch-mode": "navigate", referer: new URL(from, baseURL()).toString() },
        body: new URLSearchParams(fields),
      });
      return response.headers.get("location");
    };
    expect(await sentTo("/events?index", { intent: "register-event", eventId: "1" }, "/events")).toBe(
      "/login?redirectTo=%2Fevents&reason=register",
    );
    expect(await sentTo("/support-groups/1", { intent: "join-group", groupId: "1" })).toBe(
      "/login?redirectTo=%2Fsupport-groups%2F1&reason=join",
    );
    expect(await sentTo("/events?index", { intent: "cancel-registration", eventId: "1" }, "/events")).toBe(
      "/login?redirectTo=%2Fevents",
    );
    // Only the list's own sentences are ever shown.
    const shown = async (reason: string) => (await fetch(new URL(`/login?reason=${reason}`, baseURL()))).text();
    expect(await shown("register")).toContain(AUTH_TEXTS.signInReasons.register);
    const other = await shown(encodeURIComponent("<b>pay us</b>"));
    expect(other).not.toContain('id="sign-in-reason"');
  });

  it("a visitor's Alt+H is kept in a cookie and rendered by the server on the next page", async () => {
    const page = await visitAsVisitor(browser, "/resources");
    await page.keyboard.press("Alt+KeyH");
    await expect.poll(() => page.locator("html").getAttribute("class")).toContain("high-contrast");
    await expectNoAxeViolations(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "a11y-preferences")?.value).toContain(
      "high-contrast",
    );
    const html = await (await page.context().request.get(new URL("/events", baseURL()).toString())).text();
    expect(html.match(/<html[^>]*>/)?.[0]).toContain("high-contrast");
    await page.keyboard.press("Alt+KeyH");
    await expect.poll(() => page.locator("html").getAttribute("class")).not.toContain("high-contrast");
  });
});
