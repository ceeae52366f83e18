// Issue 20 on the real Worker and D1: passwordless sign-in through the dev outbox, sessions and
// their cookie, cross-site refusal, visitors, roles, the spec's user-id parameters, rooms, and
// the production configuration (no demo sign-in, no outbox, a real email API).
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_TEXTS } from "~/lib/texts/auth";
import { SOCKET_SESSION_TTL_MS } from "~/lib/server/auth.server";
import { EMAIL_API_URL } from "~/lib/server/email.server";
import worker from "../../workers/app";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { openSocket } from "./socket";

const BASE = "http://example.com";

/** A urlencoded form post, as a browser without JavaScript sends it. */
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { headers, redirect: "manual" });

/** The cookie pair (name=value) a response sets for the session. */
function sessionPair(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /((?:__Host-)?session=[^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`No session cookie in ${header}`);
  return match[1];
}

/** The newest email to `to` in the dev outbox, with its code and link pulled out of the text. */
async function lastEmail(to: string) {
  const row = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ text: string }>();
  if (!row) throw new Error(`No email to ${to}`);
  const code = /code for .* is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(row.text);
  const link = /(http\S+\/login\/link\?token=\S+)/.exec(row.text);
  return { text: row.text, code: code ? `${code[1]}${code[2]}` : "", link: link?.[1] ?? "" };
}

/** Asks for a code for `email`; returns the attempt id from the redirect to /login/code. */
async function askForCode(email: string, { ip = "203.0.113.1", redirectTo = "/" } = {}) {
  const response = await form("/login", { email, redirectTo }, { "cf-connecting-ip": ip });
  expect(response.status).toBe(302);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/login\/code\?attempt=[A-Za-z0-9_-]{22}$/);
  return new URL(location, BASE).searchParams.get("attempt") ?? "";
}

let ipCounter = 0;
/** A fresh caller address per test, so the per-IP limit is tested only where meant. */
const freshIp = () => `198.51.100.${++ipCounter}`;

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
    const missing = await form("/welcome", { displayName: " ", redirectTo: "/messages" }, { cookie });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(AUTH_TEXTS.displayNameRequired);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = ? AND welcomed_at IS NOT NULL", userId)).toBe(0);
    const welcomed = await form(
      "/welcome",
      { displayName: "Robin Q", bio: "Hello!", guidelines: "on", redirectTo: "/messages" },
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

    const busy = freshIp();
    for (let i = 0; i < 20; i++) await askForCode(`ip-${i}@example.net`, { ip: busy });
    const refused = await form("/login", { email: "ip-21@example.net" }, { "cf-connecting-ip": busy });
    expect(refused.status).toBe(429);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = 'ip-21@example.net'")).toBe(0);
  });
});

describe("signing in with the emailed link", () => {
  it("signs in by itself, once, in any browser", async () => {
    const email = "link.user@example.net";
    await askForCode(email, { ip: freshIp(), redirectTo: "/connections" });
    const { link } = await lastEmail(email);
    const url = new URL(link);
    const opened = await get(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/welcome?redirectTo=%2Fconnections");
    expect((await get("/connections", { cookie: sessionPair(opened) })).status).toBe(200);
    const twice = await get(`${url.pathname}${url.search}`);
    expect(twice.status).toBe(410);
    expect((await get("/login/link?token=nonsense")).status).toBe(410);
  });
});

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax cookie over http, and a Secure __Host- one over https", async () => {
    const plain = await form("/auth/demo", { userId: "3" });
    expect(plain.headers.get("set-cookie")).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const secure = await SELF.fetch("https://example.com/auth/demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "userId=3",
      redirect: "manual",
    });
    expect(secure.headers.get("set-cookie")).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );
    // The https cookie name is the one read over https; the plain one is not.
    const token = sessionPair(secure).split("=")[1];
    expect(
      (
        await SELF.fetch("https://example.com/messages", {
          headers: { cookie: `__Host-session=${token}` },
          redirect: "manual",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await SELF.fetch("https://example.com/messages", {
          headers: { cookie: `session=${token}` },
          redirect: "manual",
        })
      ).status,
    ).toBe(302);
  });

  it("signs out: the row is deleted and the cookie cleared; the old cookie is a visitor's", async () => {
    const cookie = sessionPair(await form("/auth/demo", { userId: 4 + "" }));
    const before = await scalar("SELECT count(*) AS n FROM sessions WHERE user_id = 4");
    const out = await form("/logout", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await scalar("SELECT count(*) AS n FROM sessions WHERE user_id = 4")).toBe(before - 1);
    expect((await get("/messages", { cookie })).status).toBe(302);
  });

  it("treats an expired session as a visitor, and slides a live one forward on use", async () => {
    const cookie = sessionPair(await form("/auth/demo", { userId: "5" }));
    const [{ id }] = (
      await env.DB.prepare("SELECT id FROM sessions WHERE user_id = 5 ORDER BY created_at DESC LIMIT 1").all<{
        id: string;
      }>()
    ).results as [{ id: string }];
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").bind(soon, id).run();
    expect((await get("/messages", { cookie })).status).toBe(200);
    const slid = await env.DB.prepare("SELECT expires_at AS at FROM sessions WHERE id = ?")
      .bind(id)
      .first<{ at: string }>();
    expect(Date.parse(slid!.at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    expect((await get("/messages", { cookie })).headers.get("location")).toBe("/login?redirectTo=%2Fmessages");
  });
});

describe("visitors", () => {
  it("read public pages, and are sent to sign in from pages about them", async () => {
    for (const path of [
      "/",
      "/blogs",
      "/forums",
      "/resources",
      "/events",
      "/support-groups",
      "/profile/2",
      "/arcade",
      "/pricing",
      "/ndis-providers",
      "/accessibility",
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect(await (await get("/")).text()).toContain("Sign in");
    for (const path of [
      "/api/posts?limit=2",
      "/api/groups",
      "/api/resources",
      "/api/events",
      "/api/game-rooms?status=all",
      "/api/ndis-providers",
      "/api/ndis-providers/1",
      "/api/forums",
      "/api/users/2",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
    for (const path of [
      "/messages",
      "/connections",
      "/ads",
      "/subscription",
      "/moderation",
      "/admin/members",
      "/welcome",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("get a 401 from an /api write and change nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM posts");
    const response = await SELF.fetch(`${BASE}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "post", content: "Visitor post" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to continue." });
    expect(await scalar("SELECT count(*) AS n FROM posts")).toBe(before);
  });

  it("keep their accessibility preferences in a cookie that the server renders, and a bad cookie is ignored", async () => {
    const preferences = JSON.stringify({
      ...(await import("~/lib/accessibility/preferences")).DEFAULT_PREFERENCES,
      fontSize: "extra-large",
      colorScheme: "dark",
    });
    const html = await (await get("/", { cookie: `a11y-preferences=${encodeURIComponent(preferences)}` })).text();
    expect(html).toMatch(/<html[^>]*class="[^"]*font-size-extra-large[^"]*dark/);
    const bad = await (
      await get("/", { cookie: `a11y-preferences=${encodeURIComponent('{"fontSize":"huge"}')}` })
    ).text();
    expect(bad).toMatch(/<html[^>]*class="[^"]*font-size-medium/);
    // On sign-in, an account without preferences is offered the visitor's.
    const cookie = `a11y-preferences=${encodeURIComponent(preferences)}`;
    await env.DB.prepare("DELETE FROM accessibility_preferences WHERE user_id = 9").run();
    const signedIn = await form("/auth/demo", { userId: "9", redirectTo: "/events" }, { cookie });
    expect(signedIn.headers.get("location")).toBe("/welcome/preferences?redirectTo=%2Fevents");
    const both = `${cookie}; ${sessionPair(signedIn)}`;
    const kept = await form("/welcome/preferences", { intent: "keep", redirectTo: "/events" }, { cookie: both });
    expect(kept.headers.get("location")).toBe("/events");
    expect(kept.headers.get("set-cookie")).toMatch(/^a11y-preferences=; .*Max-Age=0/);
    expect(
      await env.DB.prepare("SELECT font_size AS size FROM accessibility_preferences WHERE user_id = 9").first(),
    ).toEqual({ size: "extra-large" });
  });
});

describe("cross-site writes", () => {
  const post = (headers: Record<string, string>) =>
    SELF.fetch(`${BASE}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(1), ...headers },
      body: JSON.stringify({ type: "post", content: "Cross-site test" }),
    });

  it("are refused by Origin or Sec-Fetch-Site, and change nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM posts");
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://example.com.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of refusals) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const login = await form("/login", { email: "csrf@example.net" }, { origin: "https://evil.example" });
    expect(login.status).toBe(403);
    const socket = await SELF.fetch(`${BASE}/ws`, {
      headers: { upgrade: "websocket", origin: "https://evil.example", cookie: memberCookie(1) },
    });
    expect(socket.status).toBe(403);
    expect(await scalar("SELECT count(*) AS n FROM posts")).toBe(before);
  });

  it("from this site, or from a client that names no site, are judged by the session", async () => {
    expect((await post({ origin: BASE })).status).toBe(201);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await post({})).status).toBe(201);
  });
});

describe("roles", () => {
  it("moderator opens /moderation; a member gets 403", async () => {
    expect((await get("/moderation", { cookie: memberCookie(1) })).status).toBe(200);
    expect((await get("/moderation", { cookie: memberCookie(3) })).status).toBe(403);
    expect((await SELF.fetch(`${BASE}/api/reports`, { headers: { cookie: memberCookie(3) } })).status).toBe(403);
  });

  it("admins come from ADMIN_EMAILS at sign-in and grant the moderator role at /admin/members", async () => {
    expect((await get("/admin/members", { cookie: memberCookie(1) })).status).toBe(403);
    const admin = sessionPair(await form("/auth/demo", { userId: "2" }));
    const list = await get("/admin/members?q=Ruby", { cookie: admin });
    expect(list.status).toBe(200);
    const ruby = await scalar("SELECT id AS n FROM users WHERE display_name LIKE 'Ruby %' ORDER BY id LIMIT 1");
    expect(await list.text()).toContain(`/profile/${ruby}`);
    expect((await form("/admin/members", { userId: String(ruby), moderator: "grant" }, { cookie: admin })).status).toBe(
      200,
    );
    expect((await get("/moderation", { cookie: memberCookie(ruby) })).status).toBe(200);
    expect(
      (await form("/admin/members", { userId: String(ruby), moderator: "remove" }, { cookie: admin })).status,
    ).toBe(200);
    expect((await get("/moderation", { cookie: memberCookie(ruby) })).status).toBe(403);
    expect((await form("/admin/members", { userId: "x", moderator: "grant" }, { cookie: admin })).status).toBe(400);
    expect(
      (await form("/admin/members", { userId: "3", moderator: "grant" }, { cookie: memberCookie(1) })).status,
    ).toBe(403);
    // An address taken out of ADMIN_EMAILS loses the role at once, not at its next sign-in.
    const ctx = createExecutionContext();
    const unlisted = await worker.fetch(
      new Request(`${BASE}/admin/members`, { headers: { cookie: admin } }) as Parameters<typeof worker.fetch>[0],
      { ...env, ADMIN_EMAILS: "someone.else@example.org" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(unlisted.status).toBe(403);
  });

  it("a member becomes an advertiser by opening an ad account at /ads", async () => {
    const cookie = memberCookie(14);
    const offer = await get("/ads", { cookie });
    expect(offer.headers.get("location")).toBe("/ads/new");
    expect(await (await get("/ads/new", { cookie })).text()).toContain("Open an ad account");
    expect((await SELF.fetch(`${BASE}/api/campaigns`, { headers: { cookie } })).status).toBe(403);
    expect((await form("/ads/new", { accountName: "" }, { cookie })).status).toBe(400);
    const opened = await form("/ads/new", { accountName: "Fourteen Co" }, { cookie });
    expect(opened.headers.get("location")).toMatch(/^\/ads\?account=\d+$/);
    expect((await get("/ads", { cookie })).status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM ad_accounts WHERE owner_id = 14")).toBe(1);
    expect((await SELF.fetch(`${BASE}/api/campaigns`, { headers: { cookie } })).status).toBe(200);
  });
});

describe("the spec's user-id parameters", () => {
  it("accept the caller's own id and answer 403 for anyone else's", async () => {
    const cookie = memberCookie(1);
    for (const path of [
      "/api/usage?userId=1",
      "/api/user-subscription?userId=1",
      "/api/billing-invoices?userId=1",
      "/api/users/1/game-statistics",
      "/api/messages/conversations/1",
    ]) {
      expect((await SELF.fetch(`${BASE}${path}`, { headers: { cookie } })).status, path).toBe(200);
    }
    for (const path of [
      "/api/usage?userId=2",
      "/api/user-subscription?userId=2",
      "/api/billing-invoices?userId=2",
      "/api/users/2/game-statistics",
      "/api/accessibility-preferences/2",
    ]) {
      expect((await SELF.fetch(`${BASE}${path}`, { headers: { cookie } })).status, path).toBe(403);
    }
  });
});

describe("rooms", () => {
  it("let a visitor watch a game but refuse their frames; the chat refuses them too", async () => {
    const created = await SELF.fetch(`${BASE}/api/game-rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(30) },
      body: JSON.stringify({ name: "Spectated", gameType: "tic_tac_toe" }),
    });
    const roomId = (await created.json<{ id: number }>()).id;
    const visitor = await openSocket(`/parties/game/${roomId}`, { as: null });
    expect(await visitor.until((frame) => frame.type === "room_state")).toMatchObject({ room: { id: roomId } });
    visitor.send({ type: "move", move: "a1" });
    expect(await visitor.until((frame) => frame.type === "error")).toMatchObject({ code: "sign_in" });
    visitor.close();
  });
});

describe("signing out with a socket open", () => {
  it("ends what the socket may do once the room checks the session again", { timeout: 30_000 }, async () => {
    const signedIn = await form("/auth/demo", { userId: "22" });
    const cookie = sessionPair(signedIn);
    const response = await SELF.fetch(`${BASE}/ws`, { headers: { upgrade: "websocket", cookie } });
    const ws = response.webSocket!;
    const frames: { type: string; code?: string }[] = [];
    ws.addEventListener("message", (event) => frames.push(JSON.parse(String(event.data))));
    ws.accept();
    const say = (id: string) =>
      ws.send(JSON.stringify({ type: "chat_message", id, userId: 22, username: "x", content: `still here ${id}` }));
    say(crypto.randomUUID());
    await expect.poll(() => frames.some((frame) => frame.type === "chat_message")).toBe(true);
    expect((await form("/logout", {}, { cookie })).status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, SOCKET_SESSION_TTL_MS + 500));
    say(crypto.randomUUID());
    await expect.poll(() => frames.find((frame) => frame.type === "error")?.code, { timeout: 5000 }).toBe("sign_in");
    ws.close();
  });
});

describe("the production configuration (DEMO_SIGN_IN and DEV_OUTBOX off)", () => {
  const production = { ...env, DEMO_SIGN_IN: undefined, DEV_OUTBOX: undefined };
  async function call(path: string, init: RequestInit = {}, bindings: Env = production) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`https://example.com${path}`, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }
  afterEach(() => vi.restoreAllMocks());

  it("has no /auth/demo and no /dev/outbox", async () => {
    expect(
      (
        await call("/auth/demo", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"userId":1}',
        })
      ).status,
    ).toBe(404);
    expect((await call("/dev/outbox")).status).toBe(404);
    expect(await (await call("/login")).text()).not.toContain("Sign in as Jordan Lee");
  });

  it("makes no one a member but by a live session", async () => {
    for (const cookie of [
      "demo-user=1",
      "session=1",
      "__Host-session=" + "x".repeat(43),
      `session=${"member-1-".padEnd(43, "x")}`,
      "user=1; userId=1",
    ]) {
      const response = await call("/api/posts", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: '{"type":"post","content":"x"}',
      });
      expect(response.status, cookie).toBe(401);
    }
    // The test fixture's token is a valid session, over https under its __Host- name only.
    expect(
      (await call("/api/user-subscription", { headers: { cookie: `__Host-session=${"member-1-".padEnd(43, "x")}` } }))
        .status,
    ).toBe(200);
  });

  it("sends the sign-in email through the email API, and answers 503 when none is set up", async () => {
    const sent: Request[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== EMAIL_API_URL) return realFetch(input, init);
      sent.push(request);
      return Response.json({ id: "email_1" });
    });
    const configured = { ...production, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Community <hello@example.org>" };
    const response = await call(
      "/login",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
        body: "email=api.user%40example.net",
      },
      configured,
    );
    expect(response.status).toBe(302);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe("POST");
    expect(request.headers.get("authorization")).toBe("Bearer re_test_key");
    expect(request.headers.get("content-type")).toBe("application/json");
    const body = await request.json<{ from: string; to: string[]; subject: string; text: string; html: string }>();
    expect(body.from).toBe("Community <hello@example.org>");
    expect(body.to).toEqual(["api.user@example.net"]);
    expect(body.subject).toMatch(/^Your sign-in code: [A-Z0-9]{3} [A-Z0-9]{3}$/);
    expect(body.text).toContain("https://example.com/login/link?token=");
    expect(body.html).toContain("https://example.com/login/link?token=");
    expect(await scalar("SELECT count(*) AS n FROM dev_outbox WHERE \"to\" = 'api.user@example.net'")).toBe(0);

    const unconfigured = await call("/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
      body: "email=no.api%40example.net",
    });
    expect(unconfigured.status).toBe(503);
  });
});
