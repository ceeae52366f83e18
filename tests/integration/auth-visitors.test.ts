// Visitors on the real Worker and D1 (docs/features/trust.md#who-can-do-what): what visitors may
// read and do (rooms included), and cross-site writes refused.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { openSocket } from "./socket";
import { BASE, form, get, sessionPair } from "./auth-fixtures";

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
      await get("/", { cookie: `a11y-preferences=${encodeURIComponent('{"fontSize":"gigantic"}')}` })
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
