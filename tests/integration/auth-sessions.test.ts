// Sessions on the real Worker and D1 (docs/features/sign-in.md#sessions): the session cookie over
// http and https, signing out, expiry and sliding, and a room that checks the session again after
// signing out.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { SOCKET_SESSION_TTL_MS } from "~/server/auth.server";
import { scalar } from "./http";
import { BASE, form, get, sessionPair, sessionSetCookie } from "./auth-fixtures";

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax cookie over http, and a Secure __Host- one over https", async () => {
    const plain = await form("/auth/demo", { userId: "3" });
    expect(sessionSetCookie(plain)).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const secure = await SELF.fetch("https://example.com/auth/demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "userId=3",
      redirect: "manual",
    });
    expect(sessionSetCookie(secure)).toMatch(
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
    expect(sessionSetCookie(out)).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
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
