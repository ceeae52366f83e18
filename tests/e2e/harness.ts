// The reusable e2e harness: a `wrangler dev` per test worker on a fresh build, each with its own
// freshly migrated and seeded local D1 on a free port (global-setup.ts), and Debian's Chromium
// driven by playwright-core. Test files only call `openBrowser`, `visit` and `expectNoAxeViolations`.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type FileChooser,
  type Locator,
  type Page,
} from "playwright-core";
import { expect, inject } from "vitest";
import {
  DEFAULT_PREFERENCES,
  documentAttributes,
  type AccessibilityPreferences,
} from "~/lib/accessibility/preferences";
import { COLOR_SCHEMES } from "~/lib/vocab";

export const E2E_WEBHOOK_SECRET = "whsec_e2e_test_secret";
/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`): the same Blink
 * without the desktop browser around it, which costs the 2-core CI box a third less CPU per test.
 * CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The seeded D1 state the servers were copied from, for a file that starts a server of its own. */
export const seededCopySource = () => inject("seededState");

/** The Worker bundle the servers run, for a file that starts a server of its own. */
export const workerBundle = () => inject("workerBundle");

/**
 * This worker's own server: files run two at a time (vitest.e2e.config.ts), each worker against its
 * own `wrangler dev` and D1, so one file's writes never reach another file running beside it.
 */
function ownServer(): E2eServer {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return servers[(worker - 1) % servers.length]!;
}

export function baseURL(): string {
  return ownServer().baseURL;
}

/** A Chromium whose every page, in every context (browser.newPage too), records its uncaught errors. */
export async function openBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => recordPageErrors(await newContext(options));
  return browser;
}

// What went wrong in a page or in the shared server since the last check. setup-errors.ts fails
// the test that was running unless the test allowed it, on purpose and narrowly.
const pageErrors: string[] = [];
const allowed = { page: [] as RegExp[], server: [] as RegExp[] };
/** Lines in which the server reports a Worker exception. */
const SERVER_TROUBLE = /\[wrangler:error\]|Uncaught|Unhandled error/;
let logOffset: number | null = null;

function recordPageErrors(context: BrowserContext) {
  context.on("page", (page) =>
    page.on("pageerror", (error) =>
      pageErrors.push(`${page.url()}: ${(error.stack ?? error.message).split("\n").slice(0, 6).join("\n")}`),
    ),
  );
  return context;
}

/**
 * Lets the running test pass although a page or the shared server reports an error matching
 * `page` or `server`: only for a test that causes one on purpose, and say which beside the call.
 * Any other error still fails it. Ends with the test.
 */
export function allowErrors({ page, server }: { page?: RegExp; server?: RegExp }) {
  if (page) allowed.page.push(page);
  if (server) allowed.server.push(server);
}

/** The shared server's log lines (ANSI colours removed) written since the last call; only whole lines. */
function newServerLines(): string[] {
  const log = ownServer().serverLog;
  if (!log || !existsSync(log)) return [];
  const size = statSync(log).size;
  const from = logOffset ?? size;
  if (size <= from) {
    logOffset = size;
    return [];
  }
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(log, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  const end = buffer.lastIndexOf(0x0a) + 1;
  logOffset = from + end;
  return buffer
    .subarray(0, end)
    .toString("utf8")
    .split("\n")
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, ""));
}

/** Starts watching the shared server's log from here (a test file's start). */
export function watchServerLog() {
  logOffset = null;
  newServerLines();
}

/**
 * The page errors and server log trouble since the last call that the running test did not
 * allow, each quoted; then forgets them and the test's allowances.
 */
export async function takeErrors(): Promise<string[]> {
  // The server logs an exception as it answers: give its line time to reach the log.
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Each trouble line with the indented stack lines under it, up to five.
  const lines = newServerLines();
  const serverErrors = lines.flatMap((line, index) => {
    if (!SERVER_TROUBLE.test(line) || allowed.server.some((pattern) => pattern.test(line))) return [];
    const stack = lines.slice(index + 1, index + 6);
    const end = stack.findIndex((next) => !/^\s+\S/.test(next));
    return [["server: " + line.trim(), ...stack.slice(0, end < 0 ? undefined : end)].join("\n")];
  });
  const found = [
    ...pageErrors.splice(0).filter((error) => !allowed.page.some((pattern) => pattern.test(error))),
    ...serverErrors,
  ];
  allowed.page = [];
  allowed.server = [];
  return found;
}

/**
 * The Cookie pair of seeded member `userId`'s session. global-setup.ts signs every seeded member
 * in once through demo sign-in (POST /auth/demo), as a person would by clicking their name.
 */
export function memberCookie(userId: number): string {
  const cookie = ownServer().sessions[userId];
  if (!cookie) throw new Error(`No demo session for member ${userId}`);
  return cookie;
}

function sessionState(userId: number): BrowserContextOptions["storageState"] {
  const url = new URL(baseURL());
  const value = memberCookie(userId).replace(/^session=/, "");
  return {
    cookies: [
      {
        name: "session",
        value,
        domain: url.hostname,
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax",
      },
    ],
    origins: [],
  };
}

/** A fresh context (axe needs one per page) at `path` as Jordan Lee (member 1), waiting until React has hydrated. */
export function visit(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  return visitAs(browser, 1, path, options);
}

/** The same, signed out: what a visitor sees. */
export function visitAsVisitor(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  return open(browser, path, options);
}

async function open(browser: Browser, path: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  // Any script or resource the Content-Security-Policy blocks is recorded, and fails the axe check.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      // axe-core (injected by the test, not shipped) compiles its message templates with
      // new Function; the app's own bundles contain no eval, so "eval" blocks are axe's.
      if (event.blockedURI !== "eval") seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(new URL(path, baseURL()).toString());
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 }).catch((error: unknown) => {
    throw new Error(`Page ${path} did not hydrate. Page errors: ${errors.join("; ") || "none"}. ${String(error)}`);
  });
  return page;
}

/** Open `path` signed in as seeded member `userId`, for tests where two people meet: messages, matches, game rooms. */
export function visitAs(
  browser: Browser,
  userId: number,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return open(browser, path, { ...options, storageState: sessionState(userId) });
}

/**
 * The page's text as it reads on screen (innerText), with every block that is drawn only near the
 * viewport (.render-later) drawn, as scrolling to it would: innerText leaves out blocks not drawn.
 * Runs in the page.
 */
export function shownText() {
  for (const block of document.querySelectorAll<HTMLElement>(".render-later"))
    block.style.contentVisibility = "visible";
  return document.body.innerText;
}

/** What the page's Content-Security-Policy has blocked so far (see `visit`). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Axe finds nothing on the page as it is now (call it after each state change: a dialog, a menu, a
 * toast), and the Content-Security-Policy blocked nothing. `known` pins an app defect that is
 * reported but not fixed yet: those rules must still be violated (so the pin fails once the
 * defect is fixed, and is removed), and any other rule still fails the test.
 */
export async function expectNoAxeViolations(
  page: Page,
  { known = [] as string[], rules }: { known?: string[]; rules?: readonly string[] } = {},
) {
  const violations = await runAxe(page, rules);
  const summary = violations
    .filter((v) => !known.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(", ")}`);
  expect(summary).toEqual([]);
  expect(violations.map((v) => v.id).filter((id) => known.includes(id))).toEqual(known);
  expect(await cspViolations(page)).toEqual([]);
}

/**
 * axe-core's minified build, read as text: the page compiles it on every document it checks (the
 * 1.3 MB `axe.source` took a third longer), and this process never runs it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations on the page as it is now. axe runs in the page itself and is injected once per
 * document, into every frame (no page here has a cross-origin frame): a check after a dialog
 * opens reuses it, where @axe-core/playwright sent and ran its 550 KB twice for every check.
 * Only violations are detailed, and only their rule, impact and elements come back.
 */
async function runAxe(page: Page, rules?: readonly string[]) {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: "rule" as const, values: [...rules] } : { type: "tag" as const, values: AXE_TAGS };
  return page.evaluate(async (only) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { runOnly: only, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, runOnly);
}

export const SCHEMES = ["light", "dark", "high-contrast"] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Each scheme's own <html> classes, from the function the server draws them with. */
const SCHEME_CLASSES = (() => {
  const classesOf = (colorScheme: (typeof COLOR_SCHEMES)[number]) =>
    documentAttributes({ ...DEFAULT_PREFERENCES, colorScheme }).className.split(" ");
  const shared = classesOf("auto").filter((name) => COLOR_SCHEMES.every((scheme) => classesOf(scheme).includes(name)));
  return Object.fromEntries(
    COLOR_SCHEMES.map((scheme) => [scheme, classesOf(scheme).filter((name) => !shared.includes(name))]),
  ) as Record<(typeof COLOR_SCHEMES)[number], string[]>;
})();

/**
 * The page in another colour scheme as the server would draw it, without a new visit: a scheme is
 * only <html>'s classes, which accessibility.test.ts checks against the server's pages.
 */
export async function inScheme(page: Page, scheme: Scheme) {
  await page.evaluate(
    ([remove, add]) => {
      document.documentElement.classList.remove(...remove);
      document.documentElement.classList.add(...add);
    },
    [Object.values(SCHEME_CLASSES).flat(), SCHEME_CLASSES[scheme]] as const,
  );
}

/**
 * The axe rules whose outcome a colour scheme can change. A scheme's styles set colours and link
 * underlines only (accessibility.test.ts checks every stylesheet), so every other rule finds in
 * one scheme what it would find in each.
 */
const SCHEME_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * Axe on the state on screen in each of `schemes`: every rule in the first, the rules colours can
 * change in the others (half of axe's time is `color-contrast`); then the page is in its own
 * scheme again.
 */
export async function expectNoAxeViolationsInSchemes(page: Page, schemes: readonly Scheme[] = SCHEMES) {
  const served = await htmlClass(page);
  for (const [index, scheme] of schemes.entries()) {
    await inScheme(page, scheme);
    expect((await htmlClass(page)).split(" ")).toContain(`scheme-${scheme}`);
    await expectNoAxeViolations(page, { rules: index === 0 ? undefined : SCHEME_RULES });
  }
  await page.evaluate((className) => (document.documentElement.className = className), served);
}

/** Save user 1's preferences through the real API: the defaults with `changes` on top. */
export async function savePreferences(changes: Partial<AccessibilityPreferences>) {
  await setPreferencesOf(1, changes);
}

/** Member `member`'s preferences through the real API: the defaults with `changes` on top, or (null) none saved. */
export async function setPreferencesOf(member: number, changes: Partial<AccessibilityPreferences> | null) {
  const response = await fetch(new URL(`/api/accessibility-preferences/${member}`, baseURL()), {
    method: changes ? "PUT" : "DELETE",
    headers: { cookie: memberCookie(member), ...(changes ? { "content-type": "application/json" } : {}) },
    body: changes ? JSON.stringify({ ...DEFAULT_PREFERENCES, ...changes }) : undefined,
  });
  expect(response.status).toBeLessThan(300);
}

/** Forget user 1's saved preferences, so the page shows the no-preferences state. */
export async function clearPreferences() {
  const response = await fetch(new URL("/api/accessibility-preferences/1", baseURL()), {
    method: "DELETE",
    headers: { cookie: memberCookie(1) },
  });
  expect(response.status).toBe(204);
}

/** One shared `wrangler dev` as global-setup.ts gives it to a test worker. */
export type E2eServer = {
  baseURL: string;
  /** The server's log file, written as the server speaks. */
  serverLog: string;
  /** Seeded member id to their session's Cookie pair. */
  sessions: Record<number, string>;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per test worker (global-setup.ts). */
    servers: E2eServer[];
    /** The seeded D1 state every server started from a copy of. */
    seededState: string;
    /** The Worker as `wrangler deploy` bundles it, which every server runs. */
    workerBundle: string;
  }
}

/**
 * After an action, focus must not have fallen to <body> (decision 019): a screen-reader user would be
 * thrown back to the top of the page. With `expected`, focus must be on (or inside) that element.
 * Waits for it, since focus moves once the action's answer has been drawn.
 */
export async function expectFocusKept(page: Page, expected?: Locator) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? "none"), {
      message: "focus fell to <body> after the action",
    })
    .not.toMatch(/^(BODY|none)$/);
  if (expected) {
    await expect
      .poll(
        () =>
          expected.evaluate(
            (element) => element === document.activeElement || element.contains(document.activeElement),
          ),
        {
          message: "focus is not on the element the action made or changed",
        },
      )
      .toBe(true);
  }
}

/** A context with JavaScript off, as a reader whose script has not loaded (or never will). */
export async function visitWithoutScript(browser: Browser, path: string, userId: number | null = 1): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: userId === null ? undefined : sessionState(userId),
  });
  const page = await context.newPage();
  await page.goto(new URL(path, baseURL()).toString());
  return page;
}

/**
 * The chooser of the focused file input, opened with the keyboard as a keyboard user opens it.
 * Headless Chromium now and then lets the key go by with focus on the enabled input (seen under
 * load on the 2-core box, for Space and for Enter): like a person, the test presses again, up to
 * four times, Space and Enter in turn, waiting 5 s each time.
 */
export async function openChooserByKeyboard(page: Page): Promise<FileChooser> {
  for (const key of ["Space", "Enter", "Space", "Enter"]) {
    const chooser = page.waitForEvent("filechooser", { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press(key);
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error("The file chooser never opened from the keyboard");
}

/** A short unique suffix, so a test's names never meet another run's. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The id of the focused element ("" when it has none). */
/** Presses Tab until `locator` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, locator: Locator, max = 90) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(locator)}`);
}

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** What the toasts' polite live region has said (every toast is announced there). */
export const announced = (page: Page) => page.getByTestId("toast-announcer").textContent();

/** The classes on <html>, where the display modes (high contrast, dark) are set. */
export const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
