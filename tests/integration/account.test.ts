// The account page and /api/account on the real Worker and D1 (docs/features/account.md): the
// profile and @username, sessions, confirming it is you by code, and each command's permissions.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { sha256 } from "~/models/crypto.server";
import { api, formPost, scalar } from "./http";
import { BASE, form, sessionPair } from "./auth-fixtures";
import { memberCookie, memberToken } from "./constants";

const json = async <T>(response: Response) => (await response.json()) as T;
const html = async (path: string, as: number) =>
  (await SELF.fetch(`${BASE}${path}`, { headers: { cookie: memberCookie(as) } })).text();

/** Makes member `as`'s seeded session look like a sign-in from an hour ago. */
const ageSession = async (as: number) =>
  env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE id = ?")
    .bind(new Date(Date.now() - 3_600_000).toISOString(), await sha256(memberToken(as)))
    .run();

describe("the profile", () => {
  it("changes at once on /profile/:id, and Edit Profile there leads to /account", async () => {
    const changed = await api("/api/account", {
      as: 30,
      method: "PATCH",
      body: {
        displayName: "Robin Changed",
        pronouns: "they/them",
        bio: "Loves trains.",
        website: "https://robin.example",
      },
    });
    expect(changed.status).toBe(200);
    expect(await json<{ displayName: string; pronouns: string }>(changed)).toMatchObject({
      displayName: "Robin Changed",
      pronouns: "they/them",
    });
    const page = await html("/profile/30", 30);
    expect(page).toContain("Robin Changed");
    expect(page).toContain("they/them");
    expect(page).toContain("Loves trains.");
    expect(page).toMatch(/href="\/account"[^>]*>Edit Profile/);
    expect(page).not.toContain("Profile editing is coming soon");
  });

  it("saves from the page's form, and refuses bad input with field errors", async () => {
    const saved = await formPost(
      "/account",
      {
        intent: "save-profile",
        displayName: "Form Name",
        username: "form.name",
        bio: "",
        location: "Hobart",
        website: "",
        pronouns: "",
      },
      31,
    );
    expect(saved.status).toBe(200);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM users WHERE id = 31 AND username = 'form.name' AND location = 'Hobart' AND website IS NULL",
      ),
    ).toBe(1);
    const bad = await formPost(
      "/account",
      { intent: "save-profile", displayName: "", username: "No Spaces", website: "javascript:alert(1)" },
      31,
    );
    expect(bad.status).toBe(400);
    // The page comes back with each field's error beside it.
    const page = await bad.text();
    expect(page).toContain("Enter the name people will see.");
    expect(page).toContain("Enter a web address starting with https://");
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 31 AND username = 'form.name'")).toBe(1);
  });

  it("says whether a username is free, refuses a taken one, and keeps old names leading to their member", async () => {
    const taken = (await env.DB.prepare("SELECT username FROM users WHERE id = 2").first<{ username: string }>())!
      .username;
    expect(await json(await api(`/api/account/username?username=${taken}`, { as: 32 }))).toMatchObject({
      available: false,
    });
    expect(await json(await api("/api/account/username?username=fresh.name", { as: 32 }))).toMatchObject({
      available: true,
    });
    expect(await json(await api("/api/account/username?username=member-abc", { as: 32 }))).toMatchObject({
      available: false,
    });
    const clash = await api("/api/account", { as: 32, method: "PATCH", body: { username: taken.toUpperCase() } });
    expect(clash.status).toBe(409);

    // A post mentions member 33 by their old name; after the rename the mention still links to them.
    const old = (await env.DB.prepare("SELECT username FROM users WHERE id = 33").first<{ username: string }>())!
      .username;
    const post = await json<{ id: number }>(
      await api("/api/posts", { as: 32, body: { type: "post", content: `Thanks @${old} for the tip` } }),
    );
    expect((await api("/api/account", { as: 33, method: "PATCH", body: { username: "renamed.one" } })).status).toBe(
      200,
    );
    const page = await html(`/posts/${post.id}`, 32);
    expect(page).toMatch(new RegExp(`href="/profile/33"[^>]*>@${old.replace(/\./g, "\\.")}`, "i"));
    // No one else may take the old name.
    expect(await json(await api(`/api/account/username?username=${old}`, { as: 32 }))).toMatchObject({
      available: false,
    });
    expect((await api("/api/account", { as: 32, method: "PATCH", body: { username: old } })).status).toBe(409);
    // Changing it back is the member's own right.
    expect(await json(await api(`/api/account/username?username=${old}`, { as: 33 }))).toMatchObject({
      available: true,
    });
  });

  it("limits username changes to three a day", async () => {
    for (const name of ["limit.one", "limit.two", "limit.three"])
      expect((await api("/api/account", { as: 34, method: "PATCH", body: { username: name } })).status).toBe(200);
    const fourth = await api("/api/account", { as: 34, method: "PATCH", body: { username: "limit.four" } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
    // Other fields still save.
    expect((await api("/api/account", { as: 34, method: "PATCH", body: { bio: "Still here" } })).status).toBe(200);
  });

  it("offers the username choice at /welcome", async () => {
    const welcomed = await formPost(
      "/welcome",
      {
        intent: "welcome",
        username: "welcome.name",
        displayName: "New Person",
        bio: "",
        guidelines: "on",
        redirectTo: "/",
      },
      35,
    );
    expect(welcomed.status).toBe(302);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 35 AND username = 'welcome.name'")).toBe(1);
  });
});

describe("permissions", () => {
  it("answers a visitor 401 on every account endpoint", async () => {
    const id = "ab".repeat(32);
    for (const [method, path, body] of [
      ["GET", "/api/account"],
      ["PATCH", "/api/account", { bio: "x" }],
      ["DELETE", "/api/account", { confirm: "delete my account" }],
      ["GET", "/api/account/username?username=abc"],
      ["GET", "/api/account/sessions"],
      ["DELETE", "/api/account/sessions"],
      ["GET", `/api/account/sessions/${id}`],
      ["DELETE", `/api/account/sessions/${id}`],
      ["GET", "/api/account/export"],
    ] as const)
      expect((await api(path, { as: null, method, body })).status, `${method} ${path}`).toBe(401);
    const page = await SELF.fetch(`${BASE}/account`, { redirect: "manual" });
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("refuses a suspended member's profile change, but lets them see and end their sessions", async () => {
    await env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = 36")
      .bind(new Date(Date.now() + 86_400_000).toISOString())
      .run();
    expect((await api("/api/account", { as: 36, method: "PATCH", body: { bio: "x" } })).status).toBe(403);
    expect((await api("/api/account/sessions", { as: 36 })).status).toBe(200);
    expect((await api(`/api/account/sessions/${"ab".repeat(32)}`, { as: 36, method: "DELETE" })).status).toBe(404);
  });

  it("never shows or ends another member's session: it is not found", async () => {
    const theirs = await sha256(memberToken(2));
    expect((await api(`/api/account/sessions/${theirs}`, { as: 37 })).status).toBe(404);
    expect((await api(`/api/account/sessions/${theirs}`, { as: 37, method: "DELETE" })).status).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM sessions WHERE id = ?", theirs)).toBe(1);
  });

  it("refuses malformed input with 400, never 500", async () => {
    expect((await api("/api/account", { as: 37, method: "PATCH", body: {} })).status).toBe(400);
    expect((await api("/api/account", { as: 37, method: "PATCH", body: { roles: ["admin"] } })).status).toBe(400);
    expect((await api("/api/account/sessions/not-hex", { as: 37 })).status).toBe(400);
    expect((await api("/api/account", { as: 37, method: "DELETE", body: { confirm: "yes" } })).status).toBe(400);
  });
});

/** Asks for a confirmation code as member `as`; the attempt's id comes back in the page's address. */
async function sendCode(as: number) {
  const sent = await formPost("/account", { intent: "send-code" }, as, true);
  expect(sent.status).toBe(303);
  return new URL(sent.headers.get("location") ?? "", BASE).searchParams.get("attempt") ?? "";
}

describe("sessions", () => {
  const signIn = async (userAgent: string) =>
    sessionPair(
      await form(
        "/auth/demo",
        { userId: "10" },
        {
          "user-agent": userAgent,
        },
      ),
    );

  it("lists each browser in words, marks this device, and signs out one", async () => {
    const firefox = await signIn("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0");
    const iphone = await signIn(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const list = await json<{ items: { id: string; device: string; current: boolean }[] }>(
      await SELF.fetch(`${BASE}/api/account/sessions`, { headers: { cookie: firefox } }),
    );
    const devices = list.items.map((item) => `${item.device}${item.current ? " (this device)" : ""}`);
    expect(devices).toContain("Firefox on Windows (this device)");
    expect(devices).toContain("Safari on iPhone");
    const phone = list.items.find((item) => item.device === "Safari on iPhone")!;
    expect(JSON.stringify(list)).not.toContain(iphone.split("=")[1]);
    const ended = await SELF.fetch(`${BASE}/api/account/sessions/${phone.id}`, {
      method: "DELETE",
      headers: { cookie: firefox },
    });
    expect(ended.status).toBe(204);
    expect((await SELF.fetch(`${BASE}/api/account`, { headers: { cookie: iphone } })).status).toBe(401);
    // The page lists it too, in words.
    const page = await (await SELF.fetch(`${BASE}/account`, { headers: { cookie: firefox } })).text();
    expect(page).toContain("Firefox on Windows");
    expect(page).toContain("This device");
  });

  it("signs out every other device only after a recent sign-in, confirmed by an emailed code", async () => {
    const other = sessionPair(await form("/auth/demo", { userId: "11" }));
    await ageSession(11);
    const refused = await api("/api/account/sessions", { as: 11, method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ reason: "recent_sign_in_required" });

    // The page's forms, as a browser without script posts them: send a code, read it, type it in.
    const attempt = await sendCode(11);
    const email = (await env.DB.prepare("SELECT email FROM users WHERE id = 11").first<{ email: string }>())!.email;
    const text = (await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(email)
      .first<{ text: string }>())!.text;
    const code = /is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(text)!;
    const wrong = await formPost("/account", { intent: "confirm-code", attempt, code: "AAAAAA" }, 11);
    expect(wrong.status).toBe(400);
    const confirmed = await formPost(
      "/account",
      { intent: "confirm-code", attempt, code: `${code[1]}${code[2]}` },
      11,
      true,
    );
    expect(confirmed.status).toBe(303);

    const done = await api("/api/account/sessions", { as: 11, method: "DELETE" });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ ended: 1 });
    expect((await SELF.fetch(`${BASE}/api/account`, { headers: { cookie: other } })).status).toBe(401);
    expect((await api("/api/account", { as: 11 })).status).toBe(200);
  });

  it("refuses a code sent to another member's address", async () => {
    await ageSession(12);
    const theirs = { attempt: await sendCode(13) };
    const email = (await env.DB.prepare("SELECT email FROM users WHERE id = 13").first<{ email: string }>())!.email;
    const text = (await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(email)
      .first<{ text: string }>())!.text;
    const code = /is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(text)!;
    const stolen = await formPost(
      "/account",
      { intent: "confirm-code", attempt: theirs.attempt, code: `${code[1]}${code[2]}` },
      12,
    );
    expect(stolen.status).toBe(400);
    expect((await api("/api/account/sessions", { as: 12, method: "DELETE" })).status).toBe(403);
  });
});

describe("changing the sign-in address", () => {
  const newestTo = async (to: string) =>
    (
      await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
        .bind(to)
        .first<{ text: string }>()
    )?.text ?? "";

  it("confirms the new address by a code sent to it, tells the old one, which can undo it", async () => {
    const old = (await env.DB.prepare("SELECT email FROM users WHERE id = 15").first<{ email: string }>())!.email;
    const taken = (await env.DB.prepare("SELECT email FROM users WHERE id = 2").first<{ email: string }>())!.email;
    expect((await api("/api/account/email", { as: 15, body: { email: taken } })).status).toBe(409);
    expect((await api("/api/account/email", { as: 15, body: { email: "not an address" } })).status).toBe(400);

    const next = "fifteen.new@example.org";
    const started = await api("/api/account/email", { as: 15, body: { email: next.toUpperCase() } });
    expect(started.status).toBe(200);
    const { changeId } = await json<{ changeId: string }>(started);
    const code = /is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(await newestTo(next))!;
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 15 AND email = ?", old)).toBe(1);
    const wrong = await api("/api/account/email/confirm", { as: 15, body: { changeId, code: "AAA AAA" } });
    expect(wrong.status).toBe(400);
    const done = await api("/api/account/email/confirm", {
      as: 15,
      body: { changeId, code: `${code[1]} ${code[2]!.toLowerCase()}` },
    });
    expect(done.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 15 AND email = ?", next)).toBe(1);
    // Used once only.
    expect(
      (await api("/api/account/email/confirm", { as: 15, body: { changeId, code: `${code[1]}${code[2]}` } })).status,
    ).toBe(400);

    const notice = await newestTo(old);
    expect(notice).toContain(next);
    const link = /(http\S+\/account\/email\/undo\?token=\S+)/.exec(notice)![1]!;
    const token = new URL(link).searchParams.get("token")!;
    // Opening the link changes nothing; its button does.
    expect((await SELF.fetch(`${BASE}/account/email/undo?token=${token}`)).status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 15 AND email = ?", next)).toBe(1);
    const undone = await form("/account/email/undo", { token });
    expect(await undone.text()).toContain("Your old address is back");
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 15 AND email = ?", old)).toBe(1);
    expect(await scalar("SELECT count(*) AS n FROM sessions WHERE user_id = 15")).toBe(0);
    // Once only.
    expect((await form("/account/email/undo", { token })).status).toBe(410);
  });

  it("needs a recent sign-in", async () => {
    await ageSession(16);
    const refused = await api("/api/account/email", { as: 16, body: { email: "sixteen.new@example.org" } });
    expect(refused.status).toBe(403);
    expect(await scalar(`SELECT count(*) AS n FROM dev_outbox WHERE "to" = 'sixteen.new@example.org'`)).toBe(0);
  });
});
