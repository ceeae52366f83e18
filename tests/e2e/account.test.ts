// The account page (docs/features/account.md) in the browser, by keyboard: a member edits their
// profile and sees it on /profile, downloads their data, with axe in light, dark and high
// contrast; a new member chooses a username at /welcome and deletes their account. Member 24
// only (their profile is put back), and a member who signs up here.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import {
  baseURL,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  memberCookie,
  openBrowser,
  setPreferencesOf,
  stamp,
  tabTo,
  visitAs,
  visitAsVisitor,
} from "./harness";

const EDITOR = 24;

let browser: Browser;
let original: Record<string, unknown>;

async function account(member: number, method = "GET", body?: unknown) {
  const response = await fetch(new URL("/api/account", baseURL()), {
    method,
    headers: { cookie: memberCookie(member), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  browser = await openBrowser();
  original = await account(EDITOR);
});
afterAll(async () => {
  await setPreferencesOf(EDITOR, null);
  await account(EDITOR, "PATCH", {
    displayName: original.displayName,
    pronouns: original.pronouns ?? "",
  }).catch(() => undefined);
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

async function replaceText(page: Page, locator: ReturnType<Page["locator"]>, text: string) {
  await tabTo(page, locator);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

describe("the account page", () => {
  it("edits the profile by keyboard, shows it on /profile, downloads the data, and passes axe in three schemes", async () => {
    const name = `Edited ${stamp()}`;
    const page = await visitAs(browser, EDITOR, "/account");
    await expectNoAxeViolations(page);
    await replaceText(page, page.getByLabel(T.displayNameLabel), name);
    await replaceText(page, page.getByLabel(T.pronounsLabel), "they/them");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedId(page)).toBe("profile-heading");

    // "View your profile", then Edit Profile leads back.
    await tabTo(page, page.getByRole("link", { name: T.viewProfile }));
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/profile/${EDITOR}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.getByText("they/them").count()).toBeGreaterThan(0);
    await tabTo(page, page.getByRole("link", { name: "Edit Profile" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/account$/);
    await hydrated(page);

    // The download is a plain link; its file is the member's JSON.
    const download = page.waitForEvent("download");
    await tabTo(page, page.getByRole("link", { name: T.download }));
    await page.keyboard.press("Enter");
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file!, "utf8")) as { profile: { displayName: string }; tables: object };
    expect(data.profile.displayName).toBe(name);
    expect(Object.keys(data.tables)).toContain("messages");
    await page.context().close();

    const schemed = await visitAs(browser, EDITOR, "/account");
    await expectNoAxeViolationsInSchemes(schemed, ["dark", "high-contrast"]);
    await schemed.context().close();
    // The old address's undo link, here one that no longer works.
    const undo = await visitAs(browser, EDITOR, "/account/email/undo?token=x");
    expect(await undo.getByRole("heading", { level: 1 }).textContent()).toBe(T.undoFailedTitle);
    await expectNoAxeViolationsInSchemes(undo);
    await undo.context().close();
  });

  it("a new member chooses a username at /welcome, then deletes their account by typing the phrase", async () => {
    const run = stamp();
    const email = `leaving.${run}@example.net`;
    const page = await visitAsVisitor(browser, "/login");
    await tabTo(page, page.getByLabel(AUTH_TEXTS.emailLabel));
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\/code\?attempt=/);
    const outbox = await page.context().newPage();
    await outbox.goto(new URL("/dev/outbox", baseURL()).toString());
    const text = (await outbox.locator(`[data-email-to="${email}"]`).first().textContent()) ?? "";
    await outbox.close();
    const code = /is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(text)!;
    await hydrated(page);
    await tabTo(page, page.getByLabel(AUTH_TEXTS.codeLabel));
    await page.keyboard.type(`${code[1]}${code[2]}`);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/welcome/);
    await hydrated(page);

    const username = `leaving.${run}`.slice(0, 30);
    await tabTo(page, page.getByLabel(AUTH_TEXTS.displayNameLabel));
    await page.keyboard.type("Soon Gone");
    await tabTo(page, page.getByLabel(T.usernameLabel));
    await page.keyboard.type(username);
    await expect.poll(() => page.getByRole("status").filter({ hasText: username }).count()).toBe(1);
    await tabTo(page, page.getByLabel(AUTH_TEXTS.guidelinesLabel));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: AUTH_TEXTS.finish }));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto(new URL("/account", baseURL()).toString());
    await hydrated(page);
    expect(await page.getByLabel(T.usernameLabel).inputValue()).toBe(username);
    await tabTo(page, page.getByLabel(T.deletePhraseLabel(T.deletePhrase)));
    await page.keyboard.type(T.deletePhrase);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await hydrated(page);
    // Signed out: the account page now asks to sign in.
    await page.goto(new URL("/account", baseURL()).toString());
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});
