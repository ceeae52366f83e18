// Passkeys (docs/features/passkeys.md) in Chromium with its virtual authenticator (the DevTools
// WebAuthn domain): a member adds a passkey by keyboard, signs out, signs in with it by keyboard,
// and removes it; axe in light, dark and high contrast. WebAuthn refuses an IP address as a
// relying party, so this file talks to its server as localhost, which the server's relying party
// (localhost, from PUBLIC_ORIGIN at 127.0.0.1) expects.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { signInAs } from "../../scripts/dev-server";
import { baseURL, expectNoAxeViolations, openBrowser, setPreferencesOf, tabTo } from "./harness";

const MEMBER = 10;
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await setPreferencesOf(MEMBER, null);
  await browser?.close();
});

const origin = () => baseURL().replace("127.0.0.1", "localhost");

/** Where the flow got to, in the log: a slow box's timeout then says which step it was. */
const step = (what: string) => console.log(`passkeys e2e: ${what}`);

async function go(page: Page, path: string) {
  await page.goto(new URL(path, origin()).toString());
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
}

describe("passkeys", () => {
  it(
    "a member adds a passkey, signs out, signs in with it by keyboard, and removes it",
    { timeout: 240_000 },
    async () => {
      // A session of its own (not the shared seeded one), since this test signs it out.
      const session = (await signInAs(origin(), MEMBER)).replace(/^session=/, "");
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
      // The button's flow, not autofill's: Chromium's virtual authenticator may answer a conditional
      // (autofill) request by itself, which would sign in before any key is pressed.
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

      step("add");
      await go(page, "/account/passkeys");
      await expect.poll(() => page.getByText(PASSKEY_TEXTS.none).count()).toBe(1);
      await tabTo(page, page.getByRole("button", { name: PASSKEY_TEXTS.add }));
      await page.keyboard.press("Enter");
      const list = page.getByRole("list", { name: PASSKEY_TEXTS.listLabel });
      await expect.poll(() => list.getByRole("listitem").count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => list.textContent()).toContain("Passkey 1");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? "")).toBe("add-passkey");

      step("axe");
      for (const colorScheme of ["light", "dark", "high-contrast"] as const) {
        await setPreferencesOf(MEMBER, { colorScheme });
        await go(page, "/account/passkeys");
        expect(await page.evaluate(() => document.documentElement.className)).toContain(`scheme-${colorScheme}`);
        await expectNoAxeViolations(page);
      }

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
});
