// D1 read replicas through the Sessions API (docs/decisions/034): every page and API request reads
// through one D1 session; a write's bookmark travels in a cookie so the member's next requests read
// from a copy that has it; rooms and the Stripe webhook keep the primary. Locally there is one copy
// of the database, so what these tests watch is the binding itself: which sessions were opened, from
// what, and which statements went straight to the primary.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { d1BookmarkSchema } from "~/lib/schemas";
import { BOOKMARK_MAX_AGE_SECONDS } from "~/server/d1-session";
import { memberCookie, TEST_WEBHOOK_SECRET } from "./constants";
import { formPost, scalar } from "./http";
import { SELF } from "./worker";

/** What reached the D1 binding's own class since `watch()`: sessions opened, statements sent to the primary. */
type Seen = { sessions: string[]; primary: number };
let stopWatching: (() => void) | null = null;

function watch(): Seen {
  // The binding's class is the runtime's, shared by the Worker, its rooms and this test.
  const binding = Object.getPrototypeOf(env.DB) as D1Database;
  const { withSession, prepare } = binding;
  const seen: Seen = { sessions: [], primary: 0 };
  binding.withSession = function (this: D1Database, from) {
    seen.sessions.push(String(from));
    return withSession.call(this, from);
  };
  binding.prepare = function (this: D1Database, query) {
    seen.primary++;
    return prepare.call(this, query);
  };
  stopWatching = () => {
    binding.withSession = withSession;
    binding.prepare = prepare;
  };
  return seen;
}

afterEach(() => {
  stopWatching?.();
  stopWatching = null;
});

/** The bookmark a response hands the browser, or null. */
function bookmarkOf(response: Response, name = "d1-bookmark"): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie ? cookie.slice(name.length + 1).split(";")[0]! : null;
}

const page = (path: string, cookie?: string) =>
  SELF.fetch(`http://example.com${path}`, { headers: cookie ? { cookie } : {} });

describe("reads go through a D1 session", () => {
  it("a visitor's page starts anywhere, sends nothing straight to the primary and sets no bookmark", async () => {
    const seen = watch();
    const response = await page("/");
    expect(response.status).toBe(200);
    expect(seen.sessions).toEqual(["first-unconstrained"]);
    expect(seen.primary).toBe(0);
    expect(bookmarkOf(response)).toBeNull();
  });

  it("a member who has not written lately reads the same way, and reading sets no bookmark", async () => {
    const seen = watch();
    const response = await page("/forums", memberCookie(3));
    expect(response.status).toBe(200);
    expect(seen.sessions).toEqual(["first-unconstrained"]);
    expect(seen.primary).toBe(0);
    expect(bookmarkOf(response)).toBeNull();
  });
});

describe("the bookmark's round trip", () => {
  it("a write answers with its bookmark; the next request reads from it and sees the write", async () => {
    const created = await SELF.fetch("http://example.com/api/posts", {
      method: "POST",
      headers: { cookie: memberCookie(3), "content-type": "application/json" },
      body: JSON.stringify({ type: "post", content: "Round trip through a replica" }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();
    const bookmark = bookmarkOf(created);
    expect(d1BookmarkSchema.safeParse(bookmark).success).toBe(true);
    const cookie = created.headers.getSetCookie().find((c) => c.startsWith("d1-bookmark="));
    expect(cookie).toBe(`d1-bookmark=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`);

    const seen = watch();
    const read = await page(`/api/posts/${id}`, `${memberCookie(3)}; d1-bookmark=${bookmark}`);
    expect(read.status).toBe(200);
    expect((await read.json<{ content: string }>()).content).toBe("Round trip through a replica");
    expect(seen.sessions).toEqual([bookmark]);
    expect(seen.primary).toBe(0);
  });

  it("a page form post's redirect shows the new post, read from the post's bookmark", async () => {
    const posted = await formPost(
      "/?index",
      { intent: "create-post", type: "post", content: "Seen after the redirect" },
      3,
      true,
    );
    expect(posted.status).toBe(303);
    const bookmark = bookmarkOf(posted);
    expect(d1BookmarkSchema.safeParse(bookmark).success).toBe(true);

    const seen = watch();
    const location = new URL(posted.headers.get("location")!, "http://example.com");
    const shown = await page(`${location.pathname}${location.search}`, `${memberCookie(3)}; d1-bookmark=${bookmark}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Seen after the redirect");
    expect(seen.sessions).toEqual([bookmark]);
  });

  it("signing in carries a bookmark, so the first page finds the new session; over https the cookie is __Host- and Secure", async () => {
    const signedIn = await SELF.fetch("https://example.com/auth/demo", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ userId: "4" }),
    });
    expect(signedIn.status).toBe(302);
    const bookmark = bookmarkOf(signedIn, "__Host-d1-bookmark");
    expect(d1BookmarkSchema.safeParse(bookmark).success).toBe(true);
    expect(signedIn.headers.getSetCookie()).toContain(
      `__Host-d1-bookmark=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    const session = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-session="))!
      .split(";")[0]!;

    const seen = watch();
    const messages = await SELF.fetch("https://example.com/messages", {
      redirect: "manual",
      headers: { cookie: `${session}; __Host-d1-bookmark=${bookmark}` },
    });
    expect(messages.status).toBe(200);
    expect(seen.sessions).toEqual([bookmark]);
  });

  it("a visitor's refused write gets no bookmark", async () => {
    const visitor = await SELF.fetch("http://example.com/api/posts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "post", content: "No session" }),
    });
    expect(visitor.status).toBe(401);
    expect(bookmarkOf(visitor)).toBeNull();
  });
});

describe("a bookmark cookie that is not one", () => {
  const forged = [
    "",
    "first-primary",
    "not-a-bookmark",
    "00000001-00000002-00004e2f",
    "00000001-00000002-00004E2F-0A83EA2FCEEBC654DE0640C422BE4653",
    "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653-extra",
    "'; DROP TABLE posts; --",
    "%00%ff%fe",
    "x".repeat(5000),
  ];

  it.each(forged.map((value) => [value.slice(0, 40), value] as const))(
    "%j is ignored: the request starts anywhere and answers as it would without it",
    async (_, value) => {
      const seen = watch();
      const response = await page("/", `${memberCookie(3)}; d1-bookmark=${value}`);
      expect(response.status).toBe(200);
      expect(seen.sessions).toEqual(["first-unconstrained"]);
      const api = await page("/api/posts?limit=1", `d1-bookmark=${value}`);
      expect(api.status).toBe(200);
    },
  );

  it("one shaped like a bookmark but never issued is handed to D1, which answers", async () => {
    // Locally D1 has one copy and ignores bookmarks; deployed, an unknown bookmark costs only its
    // own bearer's requests (docs/decisions/034).
    const madeUp = "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
    const seen = watch();
    const response = await page("/forums", `${memberCookie(3)}; d1-bookmark=${madeUp}`);
    expect(response.status).toBe(200);
    expect(seen.sessions).toEqual([madeUp]);
  });
});

describe("the primary", () => {
  it("the Stripe webhook opens no session and applies the event on the primary", async () => {
    const payload = JSON.stringify({
      id: "evt_primary_1",
      object: "event",
      type: "customer.created",
      created: 1_763_700_000,
      api_version: "2025-10-29.clover",
      data: { object: { id: "cus_primary", object: "customer" } },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_WEBHOOK_SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const seen = watch();
    const response = await SELF.fetch("http://example.com/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature, cookie: "d1-bookmark=junk" },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(seen.sessions).toEqual([]);
    expect(seen.primary).toBeGreaterThan(0);
    expect(bookmarkOf(response)).toBeNull();
    stopWatching?.();
    expect(await scalar("SELECT count(*) AS n FROM processed_stripe_events WHERE id = ?", "evt_primary_1")).toBe(1);
  });

  it("a room opens no session: it checks the member on the primary, a bookmark cookie or not", async () => {
    const seen = watch();
    const response = await SELF.fetch("http://example.com/ws", {
      headers: { Upgrade: "websocket", cookie: `${memberCookie(3)}; d1-bookmark=not-a-bookmark` },
    });
    expect(response.status).toBe(101);
    const ws = response.webSocket!;
    const frames: { type: string; id?: string }[] = [];
    const echoed = new Promise<void>((resolve) => {
      ws.addEventListener("message", (event) => {
        const frame = JSON.parse(String(event.data)) as { type: string; id?: string };
        frames.push(frame);
        if (frame.type === "chat_message" && frame.id === "primary-1") resolve();
      });
    });
    ws.accept();
    ws.send(
      JSON.stringify({ type: "chat_message", id: "primary-1", userId: 3, username: "Liam", content: "On the primary" }),
    );
    await echoed;
    ws.close(1000, "done");
    expect(frames[0]?.type).toBe("chat_history");
    expect(seen.sessions).toEqual([]);
    expect(seen.primary).toBeGreaterThan(0);
  });
});
