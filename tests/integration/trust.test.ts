// The trust floor (docs/features/trust.md): each defect found by trying the site as an attacker
// would, reproduced against the real Worker. Each test failed on the code before commands.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, formPost, scalar } from "./http";
import { awayFromWindowEnd, windowStart } from "./rate-window";
import { RATE_LIMITS } from "~/server/rate-limit.server";

const FOUNDER = 30;
const MEMBER = 31;
const OUTSIDER = 32;
const SUSPENDED = 33;
const BLOCKER = 34;
const BLOCKED = 35;
const FAN = 36;
const TOKEN = "zq-private-token-7731";

let groupId: number;
let postId: number;
let replyId: number;
let eventId: number;
const usernames: Record<number, string> = {};

const json = async <T>(response: Response) => (await response.json()) as T;
const username = async (id: number) =>
  (usernames[id] ??= (await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(id).first<{
    username: string;
  }>())!.username);
const notificationsText = async (userId: number) =>
  JSON.stringify(
    (await env.DB.prepare("SELECT detail, url FROM notifications WHERE user_id = ?").bind(userId).all()).results,
  );

beforeAll(async () => {
  const created = await api("/api/groups", {
    as: FOUNDER,
    body: {
      name: "Closed Circle",
      description: "Private support for a few.",
      category: "visual",
      isPrivate: true,
      guidelines: "What is shared here stays here.",
    },
  });
  expect(created.status).toBe(201);
  groupId = (await json<{ id: number }>(created)).id;
  await env.DB.prepare("INSERT INTO group_memberships (group_id, user_id, status) VALUES (?, ?, 'member')")
    .bind(groupId, MEMBER)
    .run();
  const posted = await api(`/api/groups/${groupId}/posts`, {
    as: FOUNDER,
    body: {
      type: "discussion",
      title: `Plans ${TOKEN}`,
      content: `Hello @${await username(MEMBER)} and @${await username(OUTSIDER)}: ${TOKEN}`,
    },
  });
  expect(posted.status).toBe(201);
  postId = (await json<{ id: number }>(posted)).id;
  const replied = await api(`/api/posts/${postId}/comments`, {
    as: MEMBER,
    body: { content: `Count me in, @${await username(OUTSIDER)} ${TOKEN}` },
  });
  expect(replied.status).toBe(201);
  replyId = (await json<{ id: number }>(replied)).id;
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const end = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
  eventId = (await env.DB.prepare(
    "INSERT INTO events (title, description, event_type, start_time, end_time, organizer, location, group_id) VALUES (?, 'd', 'social', ?, ?, 'Closed Circle', ?, ?) RETURNING id",
  )
    .bind(`Meetup ${TOKEN}`, start, end, `Room ${TOKEN}`, groupId)
    .first<{ id: number }>())!.id;
});

describe("1. a private group's text reaches no one outside it", () => {
  it("mentions in a private group's post and reply notify members, never a non-member", async () => {
    expect(await notificationsText(MEMBER)).toContain(TOKEN);
    expect(await notificationsText(OUTSIDER)).not.toContain(TOKEN);
    const listed = await (await api("/api/notifications", { as: OUTSIDER })).text();
    expect(listed).not.toContain(TOKEN);
    expect(await (await api("/notifications", { as: OUTSIDER })).text()).not.toContain(TOKEN);
  });
});

describe("2. the home page's sidebar and counts", () => {
  it("shows a private group's event to its members only", async () => {
    const [visitor, outsider, member] = await Promise.all([
      api("/", { as: null }).then((r) => r.text()),
      api("/", { as: OUTSIDER }).then((r) => r.text()),
      api("/", { as: MEMBER }).then((r) => r.text()),
    ]);
    expect(visitor).not.toContain(TOKEN);
    expect(outsider).not.toContain(TOKEN);
    expect(member).toContain(`Meetup ${TOKEN}`);
  });
});

describe("3. reporting needs sight of the target", () => {
  it("refuses to report a direct message between others, or a private group's post or reply, with 404", async () => {
    const sent = await api("/api/messages", { as: FOUNDER, body: { toUserId: MEMBER, content: "Just between us" } });
    expect(sent.status).toBe(201);
    const messageId = (await json<{ id: number }>(sent)).id;
    const before = await scalar("SELECT count(*) AS n FROM reports");
    for (const [contentType, contentId] of [
      ["message", messageId],
      ["post", postId],
      ["comment", replyId],
    ] as const) {
      const response = await api("/api/reports", { as: OUTSIDER, body: { contentType, contentId, reason: "spam" } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(String(FOUNDER));
    }
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(before);
    // A party to the message may report it.
    const party = await api("/api/reports", {
      as: MEMBER,
      body: { contentType: "message", contentId: messageId, reason: "harassment" },
    });
    expect(party.status).toBe(201);
  });
});

describe("4. a suspended member can read, block and report, but not write", () => {
  beforeAll(async () => {
    await env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = ?")
      .bind(new Date(Date.now() + 7 * 86_400_000).toISOString(), SUSPENDED)
      .run();
  });

  it("refuses likes, follows, joins, registrations, helpful marks and profile edits", async () => {
    const publicPost = await scalar("SELECT id AS n FROM posts WHERE group_id IS NULL AND removed_at IS NULL LIMIT 1");
    const publicGroup = await scalar("SELECT id AS n FROM support_groups WHERE is_private = 0 LIMIT 1");
    const publicEvent = await scalar(
      "SELECT id AS n FROM events WHERE group_id IS NULL AND start_time > ? AND (max_attendees IS NULL OR attendee_count < max_attendees) LIMIT 1",
      new Date().toISOString(),
    );
    const resource = await scalar("SELECT id AS n FROM resources LIMIT 1");
    const before = await scalar(
      "SELECT (SELECT count(*) FROM post_likes) + (SELECT count(*) FROM follows) + (SELECT count(*) FROM group_memberships) + (SELECT count(*) FROM event_registrations) + (SELECT count(*) FROM resource_votes) AS n",
    );
    for (const path of [
      `/api/posts/${publicPost}/like`,
      `/api/users/${FOUNDER}/follow`,
      `/api/groups/${publicGroup}/join`,
      `/api/events/${publicEvent}/register`,
      `/api/resources/${resource}/helpful`,
    ]) {
      const response = await api(path, { as: SUSPENDED, method: "POST" });
      expect(response.status, path).toBe(403);
      expect((await json<{ error: string }>(response)).error).toMatch(/suspended until/);
    }
    expect(
      await scalar(
        "SELECT (SELECT count(*) FROM post_likes) + (SELECT count(*) FROM follows) + (SELECT count(*) FROM group_memberships) + (SELECT count(*) FROM event_registrations) + (SELECT count(*) FROM resource_votes) AS n",
      ),
    ).toBe(before);
    const name = await scalar("SELECT length(display_name) AS n FROM users WHERE id = ?", SUSPENDED);
    const welcome = await formPost(
      "/welcome",
      { intent: "welcome", displayName: "Renamed While Suspended", bio: "x", guidelines: "on" },
      SUSPENDED,
    );
    expect(welcome.status).toBe(403);
    expect(await scalar("SELECT length(display_name) AS n FROM users WHERE id = ?", SUSPENDED)).toBe(name);
  });

  it("still lets them block and report, so they can stay safe", async () => {
    // The suspension is in force: a follow is refused, while blocking and reporting go through.
    const follow = await api(`/api/users/${FOUNDER}/follow`, { as: SUSPENDED, method: "POST" });
    expect(follow.status).toBe(403);
    expect((await api(`/api/users/${FOUNDER}/block`, { as: SUSPENDED, method: "POST" })).status).toBe(200);
    const reported = await api("/api/reports", {
      as: SUSPENDED,
      body: { contentType: "user", contentId: FOUNDER, reason: "harassment", description: "They keep messaging me." },
    });
    expect(reported.status).toBe(201);
  });
});

describe("5. loops of small actions", () => {
  it("a follow, unfollow and follow again sends one email, however often it loops", async () => {
    await env.DB.prepare("UPDATE users SET email = 'followed@example.net' WHERE id = ?").bind(BLOCKED).run();
    const settings = await api("/api/notification-settings", {
      as: BLOCKED,
      method: "PUT",
      body: {
        mutedKinds: [],
        email: { follow: "immediate" },
        quietStart: null,
        quietEnd: null,
        timeZone: "Australia/Sydney",
        announce: "all",
      },
    });
    expect(settings.status).toBe(200);
    for (let round = 0; round < 4; round++) {
      expect((await api(`/api/users/${BLOCKED}/follow`, { as: FAN, method: "POST" })).status).toBe(200);
      await sentAtOnce();
      expect((await api(`/api/users/${BLOCKED}/follow`, { as: FAN, method: "DELETE" })).status).toBe(200);
    }
    expect(await scalar(`SELECT count(*) AS n FROM dev_outbox WHERE "to" = 'followed@example.net'`)).toBe(1);
  });

  it("likes, follows, blocks, joins, registrations and helpful marks have a rate limit", async () => {
    await awayFromWindowEnd(RATE_LIMITS.follow.windowSeconds, 2_000);
    const limited = await env.DB.prepare(
      "INSERT INTO rate_limits (user_id, action, window_start, count) VALUES (?, 'follow', ?, 1000) ON CONFLICT DO UPDATE SET count = 1000, window_start = excluded.window_start",
    )
      .bind(FAN, windowStart(RATE_LIMITS.follow.windowSeconds))
      .run();
    expect(limited.success).toBe(true);
    const response = await api(`/api/users/${FOUNDER}/follow`, { as: FAN, method: "POST" });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

/** At-once emails go out after the response (ctx.waitUntil): wait until the outbox stops growing. */
async function sentAtOnce() {
  let last = -1;
  for (let tries = 0; tries < 40; tries++) {
    const now = await scalar("SELECT count(*) AS n FROM dev_outbox");
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("8. more of a private group, seen from outside", () => {
  it("mention suggestions do not name the people in its thread", async () => {
    const body = await json<{ items: { id: number; inThread: boolean }[] }>(
      await api(`/api/users/mentionable?q=${(await username(MEMBER)).slice(0, 3)}&postId=${postId}`, { as: OUTSIDER }),
    );
    expect(body.items.some((item) => item.inThread)).toBe(false);
    const inside = await json<{ items: { id: number; inThread: boolean }[] }>(
      await api(`/api/users/mentionable?q=${(await username(FOUNDER)).slice(0, 3)}&postId=${postId}`, { as: MEMBER }),
    );
    expect(inside.items.find((item) => item.id === FOUNDER)?.inThread).toBe(true);
  });

  it("registering for its event and editing its reply answer 404, as for something that does not exist", async () => {
    expect((await api(`/api/events/${eventId}/register`, { as: OUTSIDER, method: "POST" })).status).toBe(404);
    expect((await api(`/events/${eventId}/calendar.ics`, { as: OUTSIDER })).status).toBe(404);
    const edit = await api(`/api/comments/${replyId}`, {
      as: OUTSIDER,
      method: "PATCH",
      body: { content: "mine now" },
    });
    expect(edit.status).toBe(404);
    expect((await api(`/api/posts/${postId}/like`, { as: OUTSIDER, method: "POST" })).status).toBe(404);
    expect((await api(`/api/comments/${replyId}/like`, { as: OUTSIDER, method: "POST" })).status).toBe(404);
  });
});

describe("9. likes respect blocks", () => {
  it("a member blocked by the author cannot like their post or reply", async () => {
    const post = await api("/api/posts", { as: BLOCKER, body: { type: "post", content: "Mine alone" } });
    const id = (await json<{ id: number }>(post)).id;
    expect((await api(`/api/users/${BLOCKED}/block`, { as: BLOCKER, method: "POST" })).status).toBe(200);
    expect((await api(`/api/posts/${id}`, { as: BLOCKED })).status).toBe(404);
    expect((await api(`/api/posts/${id}/like`, { as: BLOCKED, method: "POST" })).status).toBe(404);
    // Nor does it reach them in a list.
    const listed = await json<{ items: { id: number }[] }>(
      await api(`/api/posts?authorId=${BLOCKER}&limit=50`, { as: BLOCKED }),
    );
    expect(listed.items.map((item) => item.id)).not.toContain(id);
    const seen = await json<{ items: { id: number }[] }>(
      await api(`/api/posts?authorId=${BLOCKER}&limit=50`, { as: FAN }),
    );
    expect(seen.items.map((item) => item.id)).toContain(id);
    expect(await scalar("SELECT count(*) AS n FROM post_likes WHERE post_id = ?", id)).toBe(0);
  });
});

describe("10. counts equal their lists", () => {
  it("an author's post count is their public posts: group posts never move it", async () => {
    const count = () => scalar("SELECT posts_count AS n FROM users WHERE id = ?", FOUNDER);
    const listed = () =>
      scalar(
        "SELECT count(*) AS n FROM posts WHERE author_id = ? AND group_id IS NULL AND removed_at IS NULL AND deleted_at IS NULL",
        FOUNDER,
      );
    expect(await count()).toBe(await listed());
    const groupPost = await api(`/api/groups/${groupId}/posts`, {
      as: FOUNDER,
      body: { type: "discussion", title: "Soon gone", content: "For the group" },
    });
    const groupPostId = (await json<{ id: number }>(groupPost)).id;
    const publicPost = await api("/api/posts", { as: FOUNDER, body: { type: "post", content: "For everyone" } });
    const publicPostId = (await json<{ id: number }>(publicPost)).id;
    expect(await count()).toBe(await listed());
    expect((await api(`/api/posts/${groupPostId}`, { as: FOUNDER, method: "DELETE" })).status).toBe(204);
    expect(await count()).toBe(await listed());
    // A moderator's removal of a group post leaves the count alone too; of a public post, it follows.
    for (const id of [postId, publicPostId]) {
      const removed = await api("/api/moderation-actions", {
        as: 1,
        body: { actionType: "content_removed", contentType: "post", contentId: id, reason: "Test removal" },
      });
      expect(removed.status).toBe(201);
      expect(await count()).toBe(await listed());
    }
    const profile = await json<{ postsCount: number }>(await api(`/api/users/${FOUNDER}`, { as: null }));
    expect(profile.postsCount).toBe(await listed());
  });
  it("likes, a group's members and a post's replies equal their rows after each change", async () => {
    const created = await api("/api/posts", { as: FAN, body: { type: "post", content: "Count me" } });
    const id = (await json<{ id: number }>(created)).id;
    const likes = async () => ({
      count: await scalar("SELECT likes AS n FROM posts WHERE id = ?", id),
      rows: await scalar("SELECT count(*) AS n FROM post_likes WHERE post_id = ?", id),
    });
    for (const liker of [MEMBER, OUTSIDER, MEMBER]) await api(`/api/posts/${id}/like`, { as: liker, method: "POST" });
    expect(await likes()).toEqual({ count: 2, rows: 2 });

    const replies = async () => ({
      count: await scalar("SELECT comments_count AS n FROM posts WHERE id = ?", id),
      rows: await scalar(
        "SELECT count(*) AS n FROM comments WHERE post_id = ? AND removed_at IS NULL AND deleted_at IS NULL",
        id,
      ),
    });
    const replyIds: number[] = [];
    for (const author of [MEMBER, OUTSIDER, FOUNDER]) {
      const reply = await api(`/api/posts/${id}/comments`, { as: author, body: { content: `From ${author}` } });
      replyIds.push((await json<{ id: number }>(reply)).id);
    }
    expect((await replies()).count).toBe(3);
    expect((await api(`/api/comments/${replyIds[0]}`, { as: MEMBER, method: "DELETE" })).status).toBe(204);
    const removed = await api("/api/moderation-actions", {
      as: 1,
      body: { actionType: "content_removed", reason: "Off topic", contentType: "comment", contentId: replyIds[1] },
    });
    expect(removed.status).toBe(201);
    const after = await replies();
    expect(after.count).toBe(after.rows);
    expect(after.count).toBe(1);

    const group = await scalar("SELECT id AS n FROM support_groups WHERE is_private = 0 ORDER BY id LIMIT 1");
    const members = async () => ({
      count: await scalar("SELECT member_count AS n FROM support_groups WHERE id = ?", group),
      rows: await scalar("SELECT count(*) AS n FROM group_memberships WHERE group_id = ? AND status = 'member'", group),
    });
    await api(`/api/groups/${group}/join`, { as: FAN, method: "POST" });
    expect((await members()).count).toBe((await members()).rows);
    await api(`/api/groups/${group}/leave`, { as: FAN, method: "POST" });
    expect((await members()).count).toBe((await members()).rows);
  });
});
