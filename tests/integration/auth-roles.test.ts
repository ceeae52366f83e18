// Roles on the real Worker and D1 (docs/features/trust.md#who-can-do-what): moderator, admin and
// advertiser roles, and the spec's user-id parameters answering only for the caller.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { BASE, form, get, sessionPair } from "./auth-fixtures";

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
