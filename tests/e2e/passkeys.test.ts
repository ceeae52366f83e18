// Passkeys (docs/features/passkeys.md) in Chromium with its virtual authenticator (the DevTools
// WebAuthn domain): a member adds a passkey by keyboard, signs out, signs in with it by keyboard,
// and removes it; axe in light, dark and high contrast. WebAuthn refuses an IP address as a
// relying party, so this file talks to its server as localhost, which the server's relying party
// (localhost, from PUBLIC_ORIGIN at 127.0.0.1) expects.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "~/lib/texts/account";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { signInAs } from "../../scripts/dev-server";
import { baseURL, expectNoAxeViolations, expectNoAxeViolationsInSchemes, openBrowser, stamp, tabTo } from "./harness";

const MEMBER = 10;
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const origin = () => baseURL().replace("127.0.0.1", "localhost");

/** Where the flow got to, in the log: a slow box's timeout then says which step it was. */
const step = (what: string) => console.log(`passkeys e2e: ${what}`);

async function go(page: Page, path: string) {
  await page.goto(new URL(path, origin()).toString());
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
}

/**
 * A browser context signed in with `session` (not a shared seeded one, since these tests sign it
 * out), and a page with Chromium's virtual authenticator. Without
 * `autofill`, the button's flow is tested alone: the virtual authenticator may answer a conditional
 * (autofill) request by itself, which would sign in before any key is pressed.
 */
async function withAuthenticator(session: string, { autofill }: { autofill: boolean }) {
  const context = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: "session",
          value: session,
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  });
  if (!autofill)
    await context.addInitScript(() => {
      // about:blank, not a secure context, has no PublicKeyCredential.
      if (typeof PublicKeyCredential === "function")
        PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const devtools = await context.newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

/** Adds a passkey on /account/passkeys by keyboard; it is named "Passkey 1". */
async function addPasskey(page: Page) {
  await go(page, "/account/passkeys");
  await expect.poll(() => page.getByText(PASSKEY_TEXTS.none).count()).toBe(1);
  await tabTo(page, page.getByRole("button", { name: PASSKEY_TEXTS.add }));
  await page.keyboard.press("Enter");
  const list = page.getByRole("list", { name: PASSKEY_TEXTS.listLabel });
  await expect.poll(() => list.getByRole("listitem").count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => list.textContent()).toContain("Passkey 1");
  return list;
}

/**
 * A new member, signed up by email as anyone would (the code read from the dev outbox), so that
 * deleting them leaves every seeded member to the other files. Answers their session and id.
 */
async function newMember() {
  const email = `passkey.${stamp()}@example.net`;
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(new URL(path, origin()), {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie },
      redirect: "manual",
    });
  const asked = await post("/login", { email, redirectTo: "/" });
  const attempt = new URL(asked.headers.get("location") ?? "", origin()).searchParams.get("attempt") ?? "";
  const outbox = await (await fetch(new URL("/dev/outbox", origin()))).text();
  const code = new RegExp(
    `data-email-to="${email.replace(/\./g, "\\.")}"[\\s\\S]*?is: ([A-Z0-9]{3}) ([A-Z0-9]{3})`,
  ).exec(outbox);
  if (!code) throw new Error(`No sign-in code for ${email} in the dev outbox`);
  const signedIn = await post("/login/code", { attempt, code: `${code[1]}${code[2]}` });
  const cookie = /^(session=[A-Za-z0-9_-]{43})/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
  if (!cookie) throw new Error(`Signing in ${email} failed: ${signedIn.status}`);
  await post("/welcome", { intent: "welcome", displayName: "Soon Gone", bio: "", guidelines: "on" }, cookie);
  const { id } = (await (await fetch(new URL("/api/account", origin()), { headers: { cookie } })).json()) as {
    id: number;
  };
  return { session: cookie.replace(/^session=/, ""), id };
}

describe("passkeys", () => {
  it(
    "a member adds a passkey, signs out, signs in with it by keyboard, and removes it",
    { timeout: 240_000 },
    async () => {
      const session = (await signInAs(origin(), MEMBER)).replace(/^session=/, "");
      const { context, page } = await withAuthenticator(session, { autofill: false });
      step("add");
      const list = await addPasskey(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? "")).toBe("add-passkey");

      step("axe");
      await go(page, "/account/passkeys");
      await expectNoAxeViolationsInSchemes(page);

      step("sign out and in");
      expect((await page.request.post(new URL("/logout", origin()).toString(), { maxRedirects: 0 })).status()).toBe(
        302,
      );
      await go(page, "/login?redirectTo=%2Faccount%2Fpasskeys");
      const button = page.getByRole("button", { name: PASSKEY_TEXTS.signIn });
      await button.waitFor();
      expect(await page.getByLabel("Email address").getAttribute("autocomplete")).toBe("username webauthn");
      await expectNoAxeViolations(page);
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/account/passkeys", { timeout: 15_000 });
      await page.waitForSelector("html[data-hydrated='true']");
      await expect.poll(() => list.textContent()).toContain("last used");

      step("remove: the last one may go, as email sign-in remains");
      await tabTo(page, page.getByRole("button", { name: PASSKEY_TEXTS.removeLabel("Passkey 1") }));
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByText(PASSKEY_TEXTS.none).count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? "")).toBe("sign-in-methods-title");
      await context.close();
    },
  );

  it(
    "autofill offers the passkey on /login, and the account is deleted with it instead of the typed phrase",
    { timeout: 180_000 },
    async () => {
      const { session, id } = await newMember();
      const { context, page } = await withAuthenticator(session, { autofill: true });
      step("add");
      await addPasskey(page);
      expect((await page.request.post(new URL("/logout", origin()).toString(), { maxRedirects: 0 })).status()).toBe(
        302,
      );

      step("autofill: the virtual authenticator answers the conditional request the email field makes");
      await page.goto(new URL("/login?redirectTo=%2Faccount", origin()).toString());
      await page.waitForURL((url) => url.pathname === "/account", { timeout: 15_000 });
      await page.waitForSelector("html[data-hydrated='true']");

      step("delete with the passkey, by keyboard");
      const remove = page.getByRole("button", { name: ACCOUNT_TEXTS.deleteWithPasskey });
      await expectNoAxeViolations(page);
      await tabTo(page, remove, 200);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
      const account = await page.request.get(new URL("/account", origin()).toString(), { maxRedirects: 0 });
      expect(account.status()).toBe(302);
      // Gone: the member's profile is 404 now.
      expect((await page.request.get(new URL(`/api/users/${id}`, origin()).toString())).status()).toBe(404);
      await context.close();
    },
  );
});
