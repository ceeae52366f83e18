// Support requests on the real Worker (docs/features/support.md): anyone may send one (a visitor
// with an email address), moderators reply, note, close and reopen; replies reach the requester
// by email (the dev outbox) and a member also as a notification; internal notes never reach them.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { awayFromWindowEnd } from "./rate-window";
import { memberCookie } from "./constants";
import { formPost, scalar } from "./http";

const MEMBER = 3;
const OTHER_MEMBER = 4;
const MODERATOR = 2;

type Json = Record<string, unknown>;

/** Each test's visitors come from their own address, so their rate limits do not meet. */
const send = (
  path: string,
  { method, body, as, ip }: { method?: string; body?: unknown; as?: number | null; ip?: string } = {},
) =>
  SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      ...(as === null || as === undefined ? {} : { cookie: memberCookie(as) }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "cf-connecting-ip": ip ?? "203.0.113.1",
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const json = async (response: Response) => (await response.json()) as Json;

const visitorRequest = {
  topic: "accessibility_barrier",
  message: "The menu traps my keyboard.",
  email: "sam@example.net",
};

async function newRequest(
  as: number | null,
  body: Json = visitorRequest,
  ip = `198.51.100.${Math.floor(Math.random() * 250)}`,
) {
  const response = await send("/api/support-requests", { body, as, ip });
  expect(response.status).toBe(201);
  return (await json(response)).id as number;
}

const row = (id: number) =>
  env.DB.prepare("SELECT user_id, email, topic, status, high_priority, queue_rank FROM support_requests WHERE id = ?")
    .bind(id)
    .first<{
      user_id: number | null;
      email: string | null;
      topic: string;
      status: string;
      high_priority: number;
      queue_rank: number;
    }>();

const outboxTo = (to: string) =>
  env.DB.prepare('SELECT subject, text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC')
    .bind(to)
    .all<{ subject: string; text: string }>()
    .then((result) => result.results);

describe("sending a support request", () => {
  it("takes a visitor's request with an email address, a barrier as high priority", async () => {
    const id = await newRequest(null, { ...visitorRequest, pageUrl: "https://example.com/forums" });
    expect(await row(id)).toMatchObject({
      user_id: null,
      email: "sam@example.net",
      topic: "accessibility_barrier",
      status: "open",
      high_priority: 1,
      queue_rank: 0,
    });
  });

  it("refuses a visitor without an email address, and writes nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM support_requests");
    const response = await send("/api/support-requests", {
      body: { topic: "account", message: "Help" },
      as: null,
      ip: "198.51.100.250",
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ issues: [{ path: "email" }] });
    expect(await scalar("SELECT count(*) AS n FROM support_requests")).toBe(before);
  });

  it("takes a member's request without an address (their account has one), and a suspended member's", async () => {
    const id = await newRequest(MEMBER, { topic: "billing", message: "A question about my invoice." });
    expect(await row(id)).toMatchObject({
      user_id: MEMBER,
      email: null,
      status: "open",
      high_priority: 0,
      queue_rank: 1,
    });
    const suspended = await scalar(
      "SELECT id AS n FROM users WHERE suspended_until > ? LIMIT 1",
      new Date().toISOString(),
    );
    expect(suspended).toBeGreaterThan(0);
    await newRequest(suspended, { topic: "account", message: "Why was I suspended?" });
  });

  it.each([
    ["an unknown topic", { topic: "refund", message: "x" }],
    ["an empty message", { topic: "other", message: "   " }],
    ["a message that is too long", { topic: "other", message: "x".repeat(4001) }],
    ["a page that is not a web address", { topic: "other", message: "x", pageUrl: "javascript:alert(1)" }],
    ["an email that is not one", { topic: "other", message: "x", email: "not-an-email" }],
    ["an unknown field", { topic: "other", message: "x", priority: "urgent" }],
    ["a body that is not JSON", "{topic:"],
  ])("answers 400 to %s and writes nothing", async (_, body) => {
    const before = await scalar("SELECT count(*) AS n FROM support_requests");
    const response = await send("/api/support-requests", { body, as: MEMBER });
    expect(response.status).toBe(400);
    expect(typeof (await json(response)).error).toBe("string");
    expect(await scalar("SELECT count(*) AS n FROM support_requests")).toBe(before);
  });

  it("limits a visitor to 5 an hour per address, and a member to 5 an hour", async () => {
    await awayFromWindowEnd(3_600);
    for (let i = 0; i < 5; i++) await newRequest(null, visitorRequest, "192.0.2.77");
    const refused = await send("/api/support-requests", { body: visitorRequest, as: null, ip: "192.0.2.77" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is counted on its own.
    await newRequest(null, visitorRequest, "192.0.2.78");

    const member = 9;
    for (let i = 0; i < 5; i++) await newRequest(member, { topic: "other", message: `Question ${i}` });
    const before = await scalar("SELECT count(*) AS n FROM support_requests");
    expect(
      (await send("/api/support-requests", { body: { topic: "other", message: "One more" }, as: member })).status,
    ).toBe(429);
    expect(await scalar("SELECT count(*) AS n FROM support_requests")).toBe(before);
  });

  it("works as a plain form without script: a visitor is sent back to the thank-you note", async () => {
    const before = await scalar("SELECT count(*) AS n FROM support_requests");
    const response = await formPost(
      "/support",
      {
        intent: "send-support-request",
        topic: "other",
        message: "Hello from a form",
        pageUrl: "/forums",
        email: "form@example.net",
      },
      null,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/support?sent=1#support-sent");
    expect(await scalar("SELECT count(*) AS n FROM support_requests")).toBe(before + 1);
    const page = await SELF.fetch("http://example.com/support?sent=1");
    expect(await page.text()).toContain("Thank you. Your request is sent.");
  });

  it("answers a bad form with 400 and its field errors beside the fields", async () => {
    const before = await scalar("SELECT count(*) AS n FROM support_requests");
    const response = await formPost("/support", { intent: "send-support-request", message: "" }, null);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Choose what your request is about");
    expect(page).toContain("Tell us what you need");
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(await scalar("SELECT count(*) AS n FROM support_requests")).toBe(before);
  });
});

describe("who may work the queue", () => {
  const writes = (id: number): [string, string, unknown][] => [
    ["POST", `/api/support-requests/${id}/replies`, { message: "Hello" }],
    ["POST", `/api/support-requests/${id}/notes`, { note: "Hmm" }],
    ["PUT", `/api/support-requests/${id}`, { status: "closed" }],
  ];

  it("refuses a visitor (401) and a member (403) on every endpoint, changing nothing", async () => {
    const id = await newRequest(MEMBER, { topic: "account", message: "Mine" });
    const snapshot = () =>
      env.DB.batch([
        env.DB.prepare("SELECT status FROM support_requests WHERE id = ?").bind(id),
        env.DB.prepare("SELECT count(*) AS n FROM support_request_entries"),
      ]).then((results) => results.map((r) => r.results));
    const before = await snapshot();
    for (const [method, path, body] of [["GET", "/api/support-requests", undefined], ...writes(id)] as const) {
      expect((await send(path, { method, body, as: null })).status, `${method} ${path}`).toBe(401);
      // The requester themself may not reply to, note or close their own request.
      expect((await send(path, { method, body, as: MEMBER })).status, `${method} ${path}`).toBe(403);
      expect((await send(path, { method, body, as: OTHER_MEMBER })).status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const page = await SELF.fetch("http://example.com/moderation?tab=support", {
      headers: { cookie: memberCookie(MEMBER) },
    });
    expect(page.status).toBe(403);
  });

  it("answers 404 for a request that does not exist, and 400 for bad input", async () => {
    expect((await send("/api/support-requests/999999/replies", { body: { message: "x" }, as: MODERATOR })).status).toBe(
      404,
    );
    expect((await send("/api/support-requests/999999/notes", { body: { note: "x" }, as: MODERATOR })).status).toBe(404);
    expect(
      (await send("/api/support-requests/999999", { method: "PUT", body: { status: "closed" }, as: MODERATOR })).status,
    ).toBe(404);
    expect((await send("/api/support-requests/abc/replies", { body: { message: "x" }, as: MODERATOR })).status).toBe(
      400,
    );
    expect((await send("/api/support-requests/1/replies", { body: { message: "" }, as: MODERATOR })).status).toBe(400);
    expect((await send("/api/support-requests/1/notes", { body: {}, as: MODERATOR })).status).toBe(400);
    expect(
      (await send("/api/support-requests/1", { method: "PUT", body: { status: "answered" }, as: MODERATOR })).status,
    ).toBe(400);
    expect((await send("/api/support-requests?cursor=nope", { as: MODERATOR })).status).toBe(400);
  });
});

describe("replies, notes, close and reopen", () => {
  it("emails a visitor's reply, marks the request answered, and tells no member", async () => {
    const email = `visitor-${Date.now()}@example.net`;
    const id = await newRequest(null, { ...visitorRequest, email });
    const notifications = await scalar("SELECT count(*) AS n FROM notifications WHERE kind = 'support_reply'");
    const response = await send(`/api/support-requests/${id}/replies`, {
      body: { message: "Fixed: try again now." },
      as: MODERATOR,
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ id, status: "answered", emailed: true });
    expect(await row(id)).toMatchObject({ status: "answered", queue_rank: 2 });
    const [sent] = await outboxTo(email);
    expect(sent?.text).toContain("Fixed: try again now.");
    expect(sent?.text).not.toContain("/support#");
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE kind = 'support_reply'")).toBe(notifications);
  });

  it("emails a member's reply to their account's address and notifies them; notes never reach them", async () => {
    const id = await newRequest(MEMBER, { topic: "provider_listing", message: "My provider's phone is wrong." });
    const note = await send(`/api/support-requests/${id}/notes`, {
      body: { note: "Secret: called the provider." },
      as: MODERATOR,
    });
    expect(note.status).toBe(201);
    expect(await row(id)).toMatchObject({ status: "open" });
    const reply = await send(`/api/support-requests/${id}/replies`, {
      body: { message: "We updated the number." },
      as: MODERATOR,
    });
    expect(reply.status).toBe(201);

    const address = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(MEMBER)
      .first<{ email: string }>();
    const [sent] = await outboxTo(address!.email);
    expect(sent?.text).toContain("We updated the number.");
    expect(sent?.text).toContain(`/support#support-request-${id}`);
    expect(sent?.text).not.toContain("Secret");

    const notice = await env.DB.prepare(
      "SELECT url, detail FROM notifications WHERE user_id = ? AND kind = 'support_reply' ORDER BY id DESC",
    )
      .bind(MEMBER)
      .first<{ url: string; detail: string }>();
    expect(notice).toEqual({ url: `/support#support-request-${id}`, detail: "We updated the number." });

    // The member's page shows the reply, never the note; another member sees neither.
    const mine = await (
      await SELF.fetch("http://example.com/support", { headers: { cookie: memberCookie(MEMBER) } })
    ).text();
    expect(mine).toContain("We updated the number.");
    expect(mine).not.toContain("Secret: called the provider.");
    const theirs = await (
      await SELF.fetch("http://example.com/support", { headers: { cookie: memberCookie(OTHER_MEMBER) } })
    ).text();
    expect(theirs).not.toContain("My provider&#x27;s phone is wrong.");
    expect(theirs).not.toContain("We updated the number.");
    // Moderators see both in the queue.
    const queue = await (
      await SELF.fetch("http://example.com/moderation?tab=support", { headers: { cookie: memberCookie(MODERATOR) } })
    ).text();
    expect(queue).toContain("Secret: called the provider.");
    expect(queue).toContain("We updated the number.");
  });

  it("closes, refuses a reply or a second close, reopens (a barrier back on top) and refuses a second reopen", async () => {
    const id = await newRequest(null);
    const put = (status: string) =>
      send(`/api/support-requests/${id}`, { method: "PUT", body: { status }, as: MODERATOR });
    expect((await put("closed")).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "closed", queue_rank: 3 });
    expect(
      (await send(`/api/support-requests/${id}/replies`, { body: { message: "Late" }, as: MODERATOR })).status,
    ).toBe(409);
    expect((await put("closed")).status).toBe(409);
    // A closed request still takes an internal note.
    expect(
      (await send(`/api/support-requests/${id}/notes`, { body: { note: "Closed: duplicate." }, as: MODERATOR })).status,
    ).toBe(201);
    const reopened = await put("open");
    expect(reopened.status).toBe(200);
    expect(await json(reopened)).toMatchObject({ id, status: "open" });
    expect(await row(id)).toMatchObject({ status: "open", queue_rank: 0 });
    expect((await put("open")).status).toBe(409);
  });

  it("works as the Support tab's plain forms, back at what changed", async () => {
    const id = await newRequest(null);
    const post = (fields: Record<string, string>, as = MODERATOR) =>
      formPost("/moderation?tab=support", fields, as, true);
    const replied = await post({ intent: "support-reply", requestId: String(id), message: "From the tab." });
    expect(replied.status).toBe(303);
    expect(replied.headers.get("Location")).toMatch(/^\/moderation\?tab=support#support-entry-\d+$/);
    const closed = await post({ intent: "support-status", requestId: String(id), status: "closed" });
    expect(closed.headers.get("Location")).toBe(`/moderation?tab=support#support-request-${id}`);
    expect(await row(id)).toMatchObject({ status: "closed" });
    // A member's form is refused, and changes nothing.
    const refused = await formPost(
      "/moderation?tab=support",
      { intent: "support-status", requestId: String(id), status: "open" },
      MEMBER,
    );
    expect(refused.status).toBe(403);
    expect(await row(id)).toMatchObject({ status: "closed" });
  });
});

describe("the queue", () => {
  it("puts open barriers first, then open, answered and closed, and pages through every request once", async () => {
    const seen: { id: number; status: string; highPriority: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : "?limit=3";
      const response = await send(`/api/support-requests${query}`, { as: MODERATOR });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { items: typeof seen; nextCursor: string | null };
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await scalar("SELECT count(*) AS n FROM support_requests"));
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    const rank = (item: (typeof seen)[number]) =>
      item.status === "open" ? (item.highPriority ? 0 : 1) : item.status === "answered" ? 2 : 3;
    const ranks = seen.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
  });
});
