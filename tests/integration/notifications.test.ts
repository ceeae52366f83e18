// Notifications (docs/features/notifications.md): each kind is written once by the event that
// causes it, never for your own actions or across a block; likes group into one row; read state
// holds; settings filter kinds; the API is scoped to its member; the member's room reaches every
// socket of theirs and no one else's.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { SELF } from "./worker";
import { memberCookie } from "./constants";
import { describe, expect, it } from "vitest";
import { api, scalar } from "./http";
import { openSocket } from "./socket";
import { createDb } from "~/models/db.server";
import { runNotificationJobs } from "~/server/notification-jobs.server";
import worker from "../../workers/app";

const AUTHOR = 30;
const REPLIER = 31;
const OTHER = 32;
const BLOCKED = 33;
const EMAILED = 34;

type Item = {
  id: number;
  kind: string;
  actorName: string | null;
  count: number;
  detail: string | null;
  url: string;
  read: boolean;
};
type Page = { items: Item[]; nextCursor: string | null; unread: number };

const json = async <T>(response: Response) => (await response.json()) as T;
const list = async (as: number, query = "") => json<Page>(await api(`/api/notifications${query}`, { as }));
const count = (userId: number, kind: string) =>
  scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = ?", userId, kind);

async function post(as: number, content: string, title = "A question about ramps") {
  const response = await api("/api/posts", { as, body: { type: "discussion", title, content } });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

describe("what creates a notification", () => {
  it("a reply tells the post's author once, and a reply to a reply tells that reply's author", async () => {
    const postId = await post(AUTHOR, "Where do you find portable ramps?");
    const before = await count(AUTHOR, "reply");
    const reply = await json<{ id: number }>(
      await api(`/api/posts/${postId}/comments`, { as: REPLIER, body: { content: "The hire shop on King St." } }),
    );
    expect(await count(AUTHOR, "reply")).toBe(before + 1);
    const mine = (await list(AUTHOR)).items[0]!;
    expect(mine).toMatchObject({ kind: "reply", actorName: expect.any(String), read: false });
    expect(mine.url).toBe(`/posts/${postId}#reply-${reply.id}`);
    // Your own reply to your own post tells no one.
    await api(`/api/posts/${postId}/comments`, { as: AUTHOR, body: { content: "Thanks!" } });
    expect(await count(AUTHOR, "reply")).toBe(before + 1);
    // The author answers the replier's reply: the replier hears it.
    const repliesBefore = await count(REPLIER, "reply");
    await api(`/api/posts/${postId}/comments`, {
      as: AUTHOR,
      body: { content: "Do they deliver?", parentId: reply.id },
    });
    expect(await count(REPLIER, "reply")).toBe(repliesBefore + 1);
  });

  it("a mention tells the member named, and nobody blocked hears from the blocker", async () => {
    const username = (await env.DB.prepare("SELECT username FROM users WHERE id = ?")
      .bind(OTHER)
      .first<{ username: string }>())!.username;
    const before = await count(OTHER, "mention");
    await post(AUTHOR, `Hello @${username}, have a look.`, "Mentioning");
    expect(await count(OTHER, "mention")).toBe(before + 1);

    expect((await api(`/api/users/${BLOCKED}/block`, { as: AUTHOR, method: "POST" })).status).toBe(200);
    const postId = await post(AUTHOR, "A post the blocked member cannot reach.");
    const blockedBefore = await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ?", AUTHOR);
    // The block stops the reply itself; a follow from them tells nothing either.
    await api(`/api/posts/${postId}/comments`, { as: BLOCKED, body: { content: "Hi" } });
    await api(`/api/users/${AUTHOR}/follow`, { as: BLOCKED, method: "POST" });
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ?", AUTHOR)).toBe(blockedBefore);
    // Where the write itself is allowed (a public post naming them), the notification is not.
    const author = (await env.DB.prepare("SELECT username FROM users WHERE id = ?")
      .bind(AUTHOR)
      .first<{ username: string }>())!.username;
    await post(BLOCKED, `Hello @${author}, are you there?`, "Naming the blocker");
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ?", AUTHOR)).toBe(blockedBefore);
  });

  it("the bell leaves out what came from a member blocked since, as the list does", async () => {
    await api("/api/notifications/read", { as: OTHER, body: { all: true } });
    const postId = await post(OTHER, "Block after the reply");
    expect(
      (await api(`/api/posts/${postId}/comments`, { as: EMAILED, body: { content: "A reply before a block" } })).status,
    ).toBe(201);
    const bell = async () => (await list(OTHER)).unread;
    const shown = async () => (await list(OTHER)).items.filter((item) => item.url.startsWith(`/posts/${postId}#`));
    expect(await shown()).toHaveLength(1);
    expect(await bell()).toBe(1);
    expect((await api(`/api/users/${EMAILED}/block`, { as: OTHER, method: "POST" })).status).toBe(200);
    expect(await shown()).toHaveLength(0);
    expect(await bell()).toBe(0);
    expect((await api(`/api/users/${EMAILED}/block`, { as: OTHER, method: "DELETE" })).status).toBe(200);
    expect(await bell()).toBe(1);
  });

  it("likes of one post are one row, updated in place: 'and 2 others'", async () => {
    const postId = await post(AUTHOR, "Likeable");
    for (const as of [REPLIER, OTHER, 34])
      expect((await api(`/api/posts/${postId}/like`, { as, method: "POST" })).status).toBe(200);
    // A replayed like changes nothing.
    await api(`/api/posts/${postId}/like`, { as: 34, method: "POST" });
    const rows = await env.DB.prepare(
      "SELECT count, actor_id AS actorId FROM notifications WHERE user_id = ? AND group_key = ?",
    )
      .bind(AUTHOR, `like:post:${postId}`)
      .all<{ count: number; actorId: number }>();
    expect(rows.results).toEqual([{ count: 3, actorId: 34 }]);
    // Liking your own post tells no one.
    const own = await post(AUTHOR, "Self-like");
    await api(`/api/posts/${own}/like`, { as: AUTHOR, method: "POST" });
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE group_key = ?", `like:post:${own}`)).toBe(0);
  });

  it("a follower, a message (one row per sender), an accepted answer", async () => {
    await api(`/api/users/${AUTHOR}/follow`, { as: OTHER, method: "POST" });
    await api(`/api/users/${AUTHOR}/follow`, { as: OTHER, method: "POST" });
    expect(
      await scalar(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'follow' AND actor_id = ?",
        AUTHOR,
        OTHER,
      ),
    ).toBe(1);

    for (const content of ["Hi there", "Are you coming Saturday?"])
      expect((await api("/api/messages", { as: OTHER, body: { toUserId: AUTHOR, content } })).status).toBe(201);
    const message = await env.DB.prepare(
      "SELECT count, url, read_at AS readAt FROM notifications WHERE user_id = ? AND group_key = ?",
    )
      .bind(AUTHOR, `message:${OTHER}`)
      .first();
    expect(message).toEqual({ count: 2, url: `/messages?to=${OTHER}`, readAt: null });
    // Opening the thread reads it.
    await api("/api/messages/read", { as: AUTHOR, body: { otherUserId: OTHER } });
    expect(
      await scalar(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND group_key = ? AND read_at IS NOT NULL",
        AUTHOR,
        `message:${OTHER}`,
      ),
    ).toBe(1);

    const question = await json<{ id: number }>(
      await api("/api/posts", {
        as: AUTHOR,
        body: { type: "question", title: "Best wheelchair gloves?", content: "Any tips?" },
      }),
    );
    const answer = await json<{ id: number }>(
      await api(`/api/posts/${question.id}/comments`, { as: REPLIER, body: { content: "Fingerless leather ones." } }),
    );
    const before = await count(REPLIER, "accepted_answer");
    for (let i = 0; i < 2; i++)
      expect(
        (await api(`/api/posts/${question.id}/accept-answer`, { as: AUTHOR, body: { commentId: answer.id } })).status,
      ).toBe(200);
    expect(await count(REPLIER, "accepted_answer")).toBe(before + 1);
  });

  it("a moderation decision tells the member and the reporter, in plain words, linking to their moderation history", async () => {
    const postId = await post(REPLIER, "Buy cheap followers here");
    const liked = await api(`/api/posts/${postId}/like`, { as: AUTHOR, method: "POST" });
    expect(liked.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE url = ?", `/posts/${postId}`)).toBe(1);
    const removed = await api("/api/moderation-actions", {
      as: 1,
      body: { actionType: "content_removed", reason: "Spam", contentType: "post", contentId: postId },
    });
    expect(removed.status).toBe(201);
    const notice = (await list(REPLIER, "?filter=moderation")).items[0]!;
    expect(notice).toMatchObject({ kind: "moderation", url: "/moderation-history", read: false });
    expect(notice.detail).toContain("Your post was removed. Reason: Spam");
    // Nothing goes on pointing at removed content.
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE url = ?", `/posts/${postId}`)).toBe(0);

    // The decision is told whole, with the moderator's reason however long, exactly once.
    const reason =
      `Repeated promotional posts after a reminder. ${"Please keep sales to the marketplace thread. ".repeat(8)}`.trim();
    const warnedBefore = await count(REPLIER, "moderation");
    const warned = await api("/api/moderation-actions", {
      as: 1,
      body: { actionType: "warning_issued", reason, targetUserId: REPLIER },
    });
    expect(warned.status).toBe(201);
    expect(await count(REPLIER, "moderation")).toBe(warnedBefore + 1);
    const warning = (await list(REPLIER, "?filter=moderation")).items[0]!;
    expect(warning.detail).toBe(`You received a warning. Reason: ${reason}`);
  });
});

describe("reading and settings", () => {
  it("marks read by id (only your own) or all, and opening one reads it", async () => {
    const before = await list(AUTHOR);
    expect(before.unread).toBeGreaterThan(0);
    const [first, second] = before.items.filter((item) => !item.read);
    // Another member's ids are simply not theirs to mark.
    const foreign = await api("/api/notifications/read", { as: OTHER, body: { ids: [first!.id] } });
    expect(await json<{ read: number[] }>(foreign)).toMatchObject({ read: [] });
    const mine = await json<{ read: number[]; unread: number }>(
      await api("/api/notifications/read", { as: AUTHOR, body: { ids: [first!.id] } }),
    );
    expect(mine.read).toEqual([first!.id]);
    // Opening: a redirect to the thing itself, and read.
    const open = (as: number) =>
      SELF.fetch(`http://example.com/notifications/${second!.id}`, {
        headers: { cookie: memberCookie(as) },
        redirect: "manual",
      });
    const opened = await open(AUTHOR);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(second!.url);
    expect((await open(OTHER)).status).toBe(404);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM notifications WHERE id IN (?, ?) AND read_at IS NOT NULL",
        first!.id,
        second!.id,
      ),
    ).toBe(2);
    await api("/api/notifications/read", { as: AUTHOR, body: { all: true } });
    expect((await list(AUTHOR)).unread).toBe(0);
    for (const body of [{ ids: [] }, { ids: ["1"] }, { all: false }, { all: true, ids: [1] }, {}])
      expect((await api("/api/notifications/read", { as: AUTHOR, body })).status).toBe(400);
    expect((await api("/api/notifications", { as: null })).status).toBe(401);
  });

  it("pages with a keyset cursor, newest first, with no item twice", async () => {
    const first = await list(AUTHOR, "?limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(AUTHOR, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.length).toBeGreaterThan(0);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.items, ...second.items].map((item) => (item as Item & { createdAt: string }).createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The same walk as one longer page.
    expect((await list(AUTHOR, "?limit=4")).items.map((item) => item.id).slice(0, ids.length)).toEqual(ids);
    for (const bad of ["?cursor=nonsense", "?limit=0", "?limit=51", "?filter=everything"])
      expect((await api(`/api/notifications${bad}`, { as: AUTHOR })).status).toBe(400);
  });

  it("the bell's count is rendered by the server in the session's round trip", async () => {
    const postId = await post(AUTHOR, "Bell test");
    await api(`/api/posts/${postId}/like`, { as: OTHER, method: "POST" });
    const html = await (await api("/", { as: AUTHOR })).text();
    expect(html.match(/aria-label="Notifications[^"]*"/)?.[0]).toBe('aria-label="Notifications, 1 unread"');
  });

  it("keeps a muted kind out, but never moderation; quiet hours and announce are saved", async () => {
    const settings = {
      mutedKinds: ["like"],
      email: { reply: "immediate" },
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      timeZone: "Australia/Perth",
      announce: "mentions",
    };
    expect((await api("/api/notification-settings", { as: AUTHOR, method: "PUT", body: settings })).status).toBe(200);
    expect(await json(await api("/api/notification-settings", { as: AUTHOR }))).toEqual(settings);
    const postId = await post(AUTHOR, "Muted likes");
    await api(`/api/posts/${postId}/like`, { as: OTHER, method: "POST" });
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE group_key = ?", `like:post:${postId}`)).toBe(0);
    for (const bad of [
      { ...settings, mutedKinds: ["moderation"] },
      { ...settings, quietEnd: null },
      { ...settings, timeZone: "Mars/Olympus" },
      { ...settings, announce: "loud" },
      { ...settings, extra: 1 },
    ])
      expect((await api("/api/notification-settings", { as: AUTHOR, method: "PUT", body: bad })).status).toBe(400);
    await api("/api/notification-settings", {
      as: AUTHOR,
      method: "PUT",
      body: { ...settings, mutedKinds: [], quietStart: null, quietEnd: null, announce: "all" },
    });
  });
});

describe("without an email backend", () => {
  it("offers no email choices, and saving keeps the ones stored", async () => {
    const member = 36;
    const noEmail = { ...env, DEV_OUTBOX: undefined, EMAIL_API_KEY: undefined };
    const page = async (init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request("http://example.com/notifications/settings", {
          redirect: "manual",
          ...init,
          headers: { cookie: memberCookie(member), ...init.headers },
        }) as Parameters<typeof worker.fetch>[0],
        noEmail,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    const stored = { reply: "immediate" };
    expect(
      (
        await api("/api/notification-settings", {
          as: member,
          method: "PUT",
          body: { mutedKinds: [], email: stored, quietStart: null, quietEnd: null, timeZone: "UTC", announce: "all" },
        })
      ).status,
    ).toBe(200);
    const html = await (await page()).text();
    expect(html).toContain("This server does not send email yet");
    expect(html).not.toContain('name="email.reply"');
    // With DEV_OUTBOX on (the test Worker), the choices are there.
    expect(await (await api("/notifications/settings", { as: member })).text()).toContain('name="email.reply"');

    const saved = await page({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save-notification-settings",
        "inApp.reply": "on",
        quietStart: "",
        quietEnd: "",
        timeZone: "UTC",
        announce: "none",
      }).toString(),
    });
    expect(saved.status).toBeLessThan(400);
    const after = await json<{ email: unknown; announce: string; mutedKinds: string[] }>(
      await api("/api/notification-settings", { as: member }),
    );
    expect(after).toMatchObject({ email: stored, announce: "none" });
    expect(after.mutedKinds).toContain("like");
  });
});

describe("the member's room", () => {
  it("reaches both of a member's sockets, and no one else's", async () => {
    const first = await openSocket(`/parties/notifications/${AUTHOR}`, { as: AUTHOR });
    const second = await openSocket(`/parties/notifications/${AUTHOR}`, { as: AUTHOR });
    const other = await openSocket(`/parties/notifications/${OTHER}`, { as: OTHER });
    for (const socket of [first, second, other])
      expect(await socket.next()).toMatchObject({ type: "notifications", unread: expect.any(Number) });
    // Frames from earlier tests' writes may still be arriving: start from a quiet room.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of [first, second, other]) socket.pending();
    // Someone else's room refuses the socket.
    const intruder = await openSocket(`/parties/notifications/${AUTHOR}`, { as: OTHER });
    await expect.poll(() => intruder.closed()?.code).toBe(4403);

    const postId = await post(AUTHOR, "Live one");
    await api(`/api/posts/${postId}/comments`, { as: REPLIER, body: { content: "Live reply" } });
    for (const socket of [first, second]) {
      const frame = await socket.until((f) => f.type === "notifications" && f.items.length > 0);
      expect(frame.items).toEqual([expect.objectContaining({ kind: "reply", announce: true })]);
      expect(frame.unread).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.pending().filter((f: { items?: unknown[] }) => f.items?.length)).toEqual([]);
    for (const socket of [first, second, other]) socket.close();
  });
  it("says during quiet hours when they end, and marks aloud only what the announce setting allows", async () => {
    // Quiet hours from an hour ago to an hour from now, in UTC.
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const settings = (announce: string) => ({
      mutedKinds: [],
      email: {},
      quietStart: (minute + 1380) % 1440,
      quietEnd: (minute + 60) % 1440,
      timeZone: "UTC",
      announce,
    });
    const put = (announce: string) =>
      api("/api/notification-settings", { as: REPLIER, method: "PUT", body: settings(announce) });
    expect((await put("mentions")).status).toBe(200);
    const socket = await openSocket(`/parties/notifications/${REPLIER}`, { as: REPLIER });
    const first = await socket.next();
    expect(first).toMatchObject({ type: "notifications", quietUntil: expect.any(String) });
    expect(Date.parse(first.quietUntil) - now.getTime()).toBeGreaterThan(55 * 60_000);
    expect(Date.parse(first.quietUntil) - now.getTime()).toBeLessThanOrEqual(61 * 60_000);

    const arrived = async () => {
      const frame = await socket.until((f) => f.type === "notifications" && f.items.length > 0);
      expect(frame.quietUntil).toBe(first.quietUntil);
      return frame.items as { kind: string; announce: boolean }[];
    };
    const postId = await post(REPLIER, "Quiet hours post");
    expect((await api(`/api/posts/${postId}/like`, { as: OTHER, method: "POST" })).status).toBe(200);
    expect(await arrived()).toEqual([expect.objectContaining({ kind: "like", announce: false })]);
    await api(`/api/posts/${postId}/comments`, { as: OTHER, body: { content: "A reply in quiet hours" } });
    expect(await arrived()).toEqual([expect.objectContaining({ kind: "reply", announce: true })]);

    expect((await put("none")).status).toBe(200);
    await api(`/api/posts/${postId}/comments`, { as: AUTHOR, body: { content: "Another, announce none" } });
    expect(await arrived()).toEqual([expect.objectContaining({ kind: "reply", announce: false })]);
    socket.close();
    await api("/api/notification-settings", {
      as: REPLIER,
      method: "PUT",
      body: { ...settings("all"), quietStart: null, quietEnd: null },
    });
  });

  it("does not notify a message in the thread the member has on screen, and refuses any other frame", async () => {
    const reader = await openSocket(`/parties/notifications/${OTHER}`, { as: OTHER });
    expect(await reader.next()).toMatchObject({ type: "notifications" });
    reader.send({ type: "viewing", userId: REPLIER });
    await new Promise((resolve) => setTimeout(resolve, 300));
    reader.pending();
    const message = (as: number, content: string) =>
      api("/api/messages", { as, body: { fromUserId: as, toUserId: OTHER, content } });
    expect((await message(REPLIER, "Seen as it arrives")).status).toBe(201);
    expect((await message(AUTHOR, "From someone else")).status).toBe(201);
    const frame = await reader.until((f) => f.type === "notifications" && f.items.length > 0);
    expect(frame.items).toEqual([expect.objectContaining({ kind: "message" })]);
    const rows = () =>
      env.DB.prepare("SELECT group_key AS groupKey FROM notifications WHERE user_id = ? AND kind = 'message'")
        .bind(OTHER)
        .all<{ groupKey: string }>()
        .then((result) => result.results.map((row) => row.groupKey));
    expect(await rows()).toEqual([`message:${AUTHOR}`]);
    // The thread closed: the next message is notified.
    reader.send({ type: "viewing", userId: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await message(REPLIER, "Now elsewhere")).status).toBe(201);
    await expect.poll(rows).toContain(`message:${REPLIER}`);

    for (const bad of ['{"type":"viewing","userId":-1}', '{"type":"viewing"}', "[]", '{"type":"hello","userId":1}']) {
      const socket = await openSocket(`/parties/notifications/${OTHER}`, { as: OTHER });
      await socket.next();
      socket.send(bad);
      await expect.poll(() => socket.closed()?.code).toBe(4400);
    }
    reader.close();
  });
});

describe("the hourly job", () => {
  it("reminds registered members a day ahead, once, and emails a digest of unread items", async () => {
    const start = new Date(Date.now() + 12 * 3_600_000).toISOString();
    const end = new Date(Date.now() + 13 * 3_600_000).toISOString();
    const event = await env.DB.prepare(
      "INSERT INTO events (title, description, event_type, start_time, end_time, organizer) VALUES ('Tomorrow’s tea', 'd', 'social', ?, ?, 'Us') RETURNING id",
    )
      .bind(start, end)
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO event_registrations (event_id, user_id, status) VALUES (?, ?, 'registered')")
      .bind(event!.id, OTHER)
      .run();
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind("other@example.net", OTHER).run();
    const db = createDb(env.DB);
    const mailTo = (address: string) => scalar('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?', address);
    // With no way to send email, the job still reminds, and no digest counts as sent.
    const broken = await runNotificationJobs({ ...env, DEV_OUTBOX: "off" }, db, { origin: "https://example.org" });
    expect(broken).toMatchObject({ reminded: expect.any(Number), digests: 0, failed: expect.any(Number) });
    expect(broken.reminded).toBeGreaterThanOrEqual(1);
    expect(broken.failed).toBeGreaterThanOrEqual(1);
    expect(await mailTo("other@example.net")).toBe(0);
    // The next run sends what failed.
    const first = await runNotificationJobs(env, db, { origin: "https://example.org" });
    expect(first.reminded).toBe(0);
    expect(first.digests).toBeGreaterThanOrEqual(1);
    await runNotificationJobs(env, db, { origin: "https://example.org" });
    expect(
      await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'event_reminder'", OTHER),
    ).toBe(1);
    const mail = await env.DB.prepare('SELECT subject, text, html FROM dev_outbox WHERE "to" = ? ORDER BY id DESC')
      .bind("other@example.net")
      .all<{ subject: string; text: string; html: string }>();
    // One digest, however often the job runs in a day.
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]!.subject).toMatch(/unread notification/);
    expect(mail.results[0]!.text).toContain("Tomorrow: “Tomorrow’s tea”");
    expect(mail.results[0]!.html).toContain('<li><a href="https://example.org/events?tab=my-events">');
  });
});

describe("email at once", () => {
  const address = "at-once@example.net";
  const outbox = () =>
    env.DB.prepare('SELECT subject, text FROM dev_outbox WHERE "to" = ? ORDER BY id')
      .bind(address)
      .all<{ subject: string; text: string }>()
      .then((result) => result.results);
  const settings = (quiet: { quietStart: number; quietEnd: number } | null) =>
    api("/api/notification-settings", {
      as: EMAILED,
      method: "PUT",
      body: {
        mutedKinds: [],
        email: { reply: "immediate", like: "never" },
        quietStart: quiet?.quietStart ?? null,
        quietEnd: quiet?.quietEnd ?? null,
        timeZone: "Australia/Sydney",
        announce: "all",
      },
    });
  const reply = (postId: number, as: number, content: string) =>
    api(`/api/posts/${postId}/comments`, { as, body: { content } });

  it("sends each reply by email right after it is written, holds them in quiet hours, and leaves them out of the digest", async () => {
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(address, EMAILED).run();
    expect((await settings(null)).status).toBe(200);
    const postId = await post(EMAILED, "Plain words, please", "Easy Read versions of NDIS letters");
    expect((await reply(postId, REPLIER, "Ask your planner for one.")).status).toBe(201);
    await expect.poll(() => outbox().then((mail) => mail.length)).toBe(1);
    const [first] = await outbox();
    expect(first!.subject).toMatch(/: .+ replied to you “Easy Read versions of NDIS letters”$/);
    expect(first!.text).toContain(`/posts/${postId}#reply-`);
    // A like is set to no email; a second reply is a second email, with only itself in it.
    await api(`/api/posts/${postId}/like`, { as: OTHER, method: "POST" });
    expect((await reply(postId, OTHER, "Me too.")).status).toBe(201);
    await expect.poll(() => outbox().then((mail) => mail.length)).toBe(2);
    expect((await outbox())[1]!.text.match(/replied to you/g)).toHaveLength(1);

    // Quiet hours around now: the reply waits, and the hourly job sends it once they are over.
    const minute =
      Number(
        new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "numeric", hourCycle: "h23" }).format(
          new Date(),
        ),
      ) * 60;
    await settings({ quietStart: (minute + 1380) % 1440, quietEnd: (minute + 120) % 1440 });
    expect((await reply(postId, REPLIER, "Quietly, one more thing.")).status).toBe(201);
    const db = createDb(env.DB);
    await runNotificationJobs(env, db, { origin: "https://example.org" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox()).toHaveLength(2);
    // Three hours on, the quiet hours are over.
    const later = { origin: "https://example.org", now: new Date(Date.now() + 3 * 3_600_000) };
    expect((await runNotificationJobs(env, db, later)).atOnce).toBe(1);
    expect((await outbox())[2]!.text).toMatch(/replied to you/);
    expect((await runNotificationJobs(env, db, later)).atOnce).toBe(0);
    // Three emails, each reply once, and no digest: replies went at once and likes are "No email".
    const mail = await outbox();
    expect(mail).toHaveLength(3);
    expect(mail.filter((email) => /unread notification/.test(email.subject))).toEqual([]);
  });
});
