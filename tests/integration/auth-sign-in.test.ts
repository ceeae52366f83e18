// Sign-in on the real Worker and D1 (docs/features/sign-in.md): passwordless sign-in and sign-up
// through the dev outbox, by the emailed code and by the emailed link, with every expiry, reuse and
// rate limit.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { scalar } from "./http";
import { askForCode, BASE, form, freshIp, get, lastEmail, sessionPair } from "./auth-fixtures";

describe("signing up and in with an emailed code", () => {
  it("signs up a new address: the code from the outbox, pasted with spaces and in lower case, then /welcome", async () => {
    const email = "new.member@example.net";
    const attempt = await askForCode(email, { ip: freshIp(), redirectTo: "/messages" });
    const { code, text } = await lastEmail(email);
    expect(code).toHaveLength(6);
    expect(text).toContain("10 minutes");
    // The code is stored hashed: its text is nowhere in D1.
    expect(
      await scalar(
        "SELECT count(*) AS n FROM sign_in_codes WHERE code_hash = ? OR token_hash LIKE ?",
        code,
        `%${code}%`,
      ),
    ).toBe(0);

    const page = await (await get(`/login/code?attempt=${attempt}`)).text();
    expect(page).toMatch(/autocomplete="one-time-code"/i);
    expect(page).toContain(email);

    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    const signedIn = await form("/login/code", { attempt, code: typed });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/welcome?redirectTo=%2Fmessages");
    const cookie = sessionPair(signedIn);
    const userId = await scalar("SELECT id AS n FROM users WHERE email = ?", email);
    expect(userId).toBeGreaterThan(41);

    // The welcome form: a display name is required, and the guidelines must be agreed to.
    const missing = await form(
      "/welcome",
      { intent: "welcome", displayName: " ", redirectTo: "/messages" },
      { cookie },
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(AUTH_TEXTS.displayNameRequired);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = ? AND welcomed_at IS NOT NULL", userId)).toBe(0);
    const welcomed = await form(
      "/welcome",
      { intent: "welcome", displayName: "Robin Q", bio: "Hello!", guidelines: "on", redirectTo: "/messages" },
      { cookie },
    );
    expect(welcomed.status).toBe(302);
    expect(welcomed.headers.get("location")).toBe("/messages");
    expect(
      await env.DB.prepare("SELECT display_name AS name, bio FROM users WHERE id = ?").bind(userId).first(),
    ).toEqual({ name: "Robin Q", bio: "Hello!" });

    // The member is real: their own pages open, as themselves.
    const messages = await get("/messages", { cookie });
    expect(messages.status).toBe(200);
    const usage = await SELF.fetch(`${BASE}/api/usage?userId=${userId}`, { headers: { cookie } });
    expect(usage.status).toBe(200);
  });

  it("answers the same for an address with an account and one without", async () => {
    const known = await form("/login", { email: "jordan@example.org" }, { "cf-connecting-ip": freshIp() });
    const unknown = await form("/login", { email: "nobody.here@example.net" }, { "cf-connecting-ip": freshIp() });
    expect(known.status).toBe(unknown.status);
    expect(known.headers.get("location")?.replace(/=.*/, "")).toBe(unknown.headers.get("location")?.replace(/=.*/, ""));
    const [knownPage, unknownPage] = await Promise.all([
      get(known.headers.get("location")!),
      get(unknown.headers.get("location")!),
    ]);
    // The page's main content, with the address and the attempt id taken out (the CSP nonce differs per response anyway).
    const same = (html: string, email: string) =>
      html
        .slice(html.indexOf("<main"), html.indexOf("</main>"))
        .replaceAll(email, "X")
        .replace(/[A-Za-z0-9_-]{22}/g, "ID");
    expect(same(await knownPage.text(), "jordan@example.org")).toBe(
      same(await unknownPage.text(), "nobody.here@example.net"),
    );
  });

  it("signs an existing member back in where they were going, with a new session each time", async () => {
    const first = await askForCode("jordan@example.org", { ip: freshIp(), redirectTo: "/ads?tab=analytics" });
    const one = await form("/login/code", { attempt: first, code: (await lastEmail("jordan@example.org")).code });
    expect(one.headers.get("location")).toBe("/ads?tab=analytics");
    const second = await askForCode("jordan@example.org", { ip: freshIp() });
    const two = await form("/login/code", { attempt: second, code: (await lastEmail("jordan@example.org")).code });
    expect(sessionPair(one)).not.toBe(sessionPair(two));
    expect((await get("/messages", { cookie: sessionPair(two) })).status).toBe(200);
  });

  it("refuses a wrong code, then anything after 5 wrong tries, and a code used once", async () => {
    const email = "tries@example.net";
    const attempt = await askForCode(email, { ip: freshIp() });
    const { code } = await lastEmail(email);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++) {
      const response = await form("/login/code", { attempt, code: wrong });
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain(i < 4 ? AUTH_TEXTS.codeWrong : AUTH_TEXTS.codeUsedUp);
    }
    const late = await form("/login/code", { attempt, code });
    expect(late.status).toBe(410);
    expect(late.headers.get("set-cookie")).toBeNull();

    const again = await askForCode(email, { ip: freshIp() });
    const good = (await lastEmail(email)).code;
    expect((await form("/login/code", { attempt: again, code: good })).status).toBe(302);
    const reused = await form("/login/code", { attempt: again, code: good });
    expect(reused.status).toBe(410);
    expect(reused.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a code and a link after 10 minutes", async () => {
    const email = "late@example.net";
    const attempt = await askForCode(email, { ip: freshIp() });
    const { code, link } = await lastEmail(email);
    await env.DB.prepare("UPDATE sign_in_codes SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), attempt)
      .run();
    expect((await form("/login/code", { attempt, code })).status).toBe(410);
    const expired = await get(new URL(link).pathname + new URL(link).search);
    expect(expired.status).toBe(410);
    expect(expired.headers.get("set-cookie")).toBeNull();
    expect(await expired.text()).toContain(AUTH_TEXTS.linkFailedTitle);
    const pressed = await form(new URL(link).pathname + new URL(link).search, {
      token: new URL(link).searchParams.get("token") ?? "",
    });
    expect(pressed.status).toBe(410);
    expect(pressed.headers.get("set-cookie")).toBeNull();
    expect(await pressed.text()).toContain(AUTH_TEXTS.linkFailed);
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM sign_in_codes");
    for (const email of ["", "not-an-address", "a@b", `${"x".repeat(250)}@example.org`]) {
      const response = await form("/login", { email }, { "cf-connecting-ip": freshIp() });
      expect(response.status, email).toBe(400);
    }
    expect((await form("/login/code", { attempt: "x", code: "ABC123" })).status).toBe(400);
    expect((await form("/login/code", { attempt: "a".repeat(22), code: "!!" })).status).toBe(400);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes")).toBe(before);
  });

  it("limits codes to 5 a quarter hour per address and 20 per IP, with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await askForCode("limited@example.net", { ip });
    const limited = await form("/login", { email: "limited@example.net" }, { "cf-connecting-ip": freshIp() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain(AUTH_TEXTS.tooManyCodes);

    // The limit counts the mailbox a mail server delivers to: case and `+tags` make no new address.
    for (let i = 1; i <= 5; i++) await askForCode(`tagged+${i}@example.net`, { ip: freshIp() });
    const tagged = await form("/login", { email: "TAGGED+6@example.net" }, { "cf-connecting-ip": freshIp() });
    expect(tagged.status).toBe(429);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = 'tagged+6@example.net'")).toBe(0);
    // Each code went to the address as typed.
    expect(await scalar("SELECT count(*) AS n FROM dev_outbox WHERE \"to\" = 'tagged+3@example.net'")).toBe(1);

    const busy = freshIp();
    for (let i = 0; i < 20; i++) await askForCode(`ip-${i}@example.net`, { ip: busy });
    const refused = await form("/login", { email: "ip-21@example.net" }, { "cf-connecting-ip": busy });
    expect(refused.status).toBe(429);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = 'ip-21@example.net'")).toBe(0);
  });
});

describe("signing in with the emailed link", () => {
  it("opens a page with one Finish signing in button; the POST signs in, once, in any browser", async () => {
    const email = "link.user@example.net";
    await askForCode(email, { ip: freshIp(), redirectTo: "/connections" });
    const { link } = await lastEmail(email);
    const url = new URL(link);
    const token = url.searchParams.get("token") ?? "";
    const page = await get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(AUTH_TEXTS.linkTitle);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${AUTH_TEXTS.linkButton}</button>`));

    const signedIn = await form(`${url.pathname}${url.search}`, { token });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/welcome?redirectTo=%2Fconnections");
    expect((await get("/connections", { cookie: sessionPair(signedIn) })).status).toBe(200);
    const twice = await form(`${url.pathname}${url.search}`, { token });
    expect(twice.status).toBe(410);
    expect(twice.headers.get("set-cookie")).toBeNull();
    expect(await twice.text()).toContain(AUTH_TEXTS.linkFailed);
    expect((await get(`${url.pathname}${url.search}`)).status).toBe(410);
    expect((await get("/login/link?token=nonsense")).status).toBe(410);
    expect((await form("/login/link", { token: "nonsense" })).status).toBe(410);
  });

  it("does not sign in on GET, so a mail scanner that opens the link leaves it usable", async () => {
    const email = "scanned.link@example.net";
    await askForCode(email, { ip: freshIp() });
    const { link } = await lastEmail(email);
    const url = new URL(link);
    for (let i = 0; i < 3; i++) {
      const opened = await get(`${url.pathname}${url.search}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("set-cookie")).toBeNull();
    }
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = ? AND used_at IS NULL", email)).toBe(1);
    const signedIn = await form(`${url.pathname}${url.search}`, { token: url.searchParams.get("token") ?? "" });
    expect(signedIn.status).toBe(302);
    expect(sessionPair(signedIn)).toMatch(/session=/);
  });

  it("refuses the Sign in button's post from another site (login CSRF)", async () => {
    const email = "csrf.link@example.net";
    await askForCode(email, { ip: freshIp() });
    const { link } = await lastEmail(email);
    const url = new URL(link);
    const forged = await form(
      `${url.pathname}${url.search}`,
      { token: url.searchParams.get("token") ?? "" },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = ? AND used_at IS NULL", email)).toBe(1);
  });
});
