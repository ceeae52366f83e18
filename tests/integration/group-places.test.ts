// Support groups as places (docs/features/support-groups.md): a private group's content is for its
// members everywhere (its page, the API, a post's own page and replies, the feed, events), group
// moderators answer requests and remove members, and site moderators can do all a group moderator
// can.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, formPost, scalar } from "./http";

const SITE_MODERATOR = 1;
const FOUNDER = 20;
const JOINER = 21;
const OUTSIDER = 22;

let groupId: number;
let postId: number;
const TITLE = "Private plans for the next meetup";

const json = async <T>(response: Response) => (await response.json()) as T;
const page = async (path: string, as: number | null) => {
  const response = await api(path, { as });
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  const created = await api("/api/groups", {
    as: FOUNDER,
    body: {
      name: "Quiet Readers Circle",
      description: "A small private circle for audiobook swaps.",
      category: "visual",
      isPrivate: true,
      guidelines: "What is shared here stays here.",
    },
  });
  expect(created.status).toBe(201);
  groupId = (await json<{ id: number }>(created)).id;
  const posted = await api(`/api/groups/${groupId}/posts`, {
    as: FOUNDER,
    body: { type: "discussion", title: TITLE, content: "Saturday at the library, the quiet room." },
  });
  expect(posted.status).toBe(201);
  postId = (await json<{ id: number }>(posted)).id;
});

describe("creating a group", () => {
  it("makes its creator the first group moderator, and refuses bad input", async () => {
    const group = await json<{ membership: string; role: string; canModerate: boolean; memberCount: number }>(
      await api(`/api/groups/${groupId}`, { as: FOUNDER }),
    );
    expect(group).toMatchObject({ membership: "member", role: "moderator", canModerate: true, memberCount: 1 });
    const before = await scalar("SELECT count(*) AS n FROM support_groups");
    for (const body of [
      { name: "x", description: "d", category: "visual", isPrivate: true, guidelines: "g" },
      { name: "Fine name", description: "d", category: "astrology", isPrivate: true, guidelines: "g" },
      { name: "Fine name", description: "d", category: "visual", isPrivate: "yes", guidelines: "g" },
      { name: "Fine name", description: "d", category: "visual", isPrivate: true, guidelines: "g", memberCount: 9 },
    ])
      expect((await api("/api/groups", { as: OUTSIDER, body })).status).toBe(400);
    // A visitor is refused by the command, once the adapter has parsed a well-formed group.
    expect(
      (
        await api("/api/groups", {
          as: null,
          body: { name: "Fine name", description: "d", category: "visual", isPrivate: true, guidelines: "g" },
        })
      ).status,
    ).toBe(401);
    expect(await scalar("SELECT count(*) AS n FROM support_groups")).toBe(before);
  });
});

describe("a private group's content", () => {
  it("is hidden from a visitor, a non-member and a pending member, everywhere", async () => {
    expect(
      (await json<{ membership: string }>(await api(`/api/groups/${groupId}/join`, { as: JOINER, method: "POST" })))
        .membership,
    ).toBe("pending");
    for (const as of [null, OUTSIDER, JOINER]) {
      const header = await json<{ name: string; guidelines: string; seesContent: boolean }>(
        await api(`/api/groups/${groupId}`, { as }),
      );
      expect(header).toMatchObject({
        name: "Quiet Readers Circle",
        guidelines: "What is shared here stays here.",
        seesContent: false,
      });
      expect((await api(`/api/groups/${groupId}/posts`, { as })).status).toBe(403);
      expect((await api(`/api/groups/${groupId}/members`, { as })).status).toBe(403);
      expect((await api(`/api/posts/${postId}`, { as })).status).toBe(404);
      expect((await api(`/api/posts/${postId}/comments`, { as })).status).toBe(404);
      expect((await page(`/posts/${postId}`, as)).status).toBe(404);
      const groupPage = await page(`/support-groups/${groupId}`, as);
      expect(groupPage.status).toBe(200);
      expect(groupPage.html).toContain("What is shared here stays here.");
      expect(groupPage.html).not.toContain(TITLE);
    }
    // Nor can they answer it or like it.
    for (const as of [OUTSIDER, JOINER]) {
      expect((await api(`/api/posts/${postId}/comments`, { as, body: { content: "Me too" } })).status).toBe(404);
      expect((await api(`/api/posts/${postId}/like`, { as, method: "POST" })).status).toBe(404);
    }
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE post_id = ?", postId)).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM post_likes WHERE post_id = ?", postId)).toBe(0);
  });

  it("never reaches a public list, even for its members", async () => {
    for (const as of [FOUNDER, OUTSIDER, null]) {
      for (const query of [
        "limit=50",
        "type=discussion&limit=50",
        "inForums=true&limit=50",
        `authorId=${FOUNDER}&limit=50`,
      ]) {
        const feed = await json<{ items: { id: number }[] }>(await api(`/api/posts?${query}`, { as }));
        expect(feed.items.map((p) => p.id)).not.toContain(postId);
      }
      expect((await page("/", as)).html).not.toContain(TITLE);
      expect((await page("/forums", as)).html).not.toContain(TITLE);
      expect((await page(`/profile/${FOUNDER}`, as)).html).not.toContain(TITLE);
    }
    // Nor does a seeded group's discussion.
    expect((await page("/", null)).html).not.toContain("Pressure care on long flights");
  });

  it("is open to its members and to site moderators", async () => {
    for (const as of [FOUNDER, SITE_MODERATOR]) {
      const posts = await json<{ items: { id: number }[] }>(await api(`/api/groups/${groupId}/posts`, { as }));
      expect(posts.items.map((p) => p.id)).toEqual([postId]);
      expect((await api(`/api/posts/${postId}`, { as })).status).toBe(200);
      expect((await page(`/support-groups/${groupId}`, as)).html).toContain(TITLE);
    }
    // A site moderator who is not a member may read, but replying is for members: outside a
    // private group, the post takes no replies from anyone.
    expect(
      (await api(`/api/posts/${postId}/comments`, { as: SITE_MODERATOR, body: { content: "Hello" } })).status,
    ).toBe(404);
  });
});

describe("group moderation", () => {
  it("approves a request, and the new member takes part", async () => {
    // Only the group's moderators (and site moderators) answer requests.
    expect(
      (await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: OUTSIDER, method: "POST" })).status,
    ).toBe(403);
    expect((await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: null, method: "POST" })).status).toBe(
      401,
    );
    const approved = await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: FOUNDER, method: "POST" });
    expect(approved.status).toBe(200);
    expect(
      (await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: FOUNDER, method: "POST" })).status,
    ).toBe(404);
    expect(await scalar("SELECT member_count AS n FROM support_groups WHERE id = ?", groupId)).toBe(2);

    expect((await api(`/api/posts/${postId}`, { as: JOINER })).status).toBe(200);
    const before = await scalar(
      "SELECT count(*) AS n FROM support_groups WHERE id = ? AND recent_activity > ?",
      groupId,
      "2000",
    );
    const reply = await api(`/api/posts/${postId}/comments`, { as: JOINER, body: { content: "I can bring the tea." } });
    expect(reply.status).toBe(201);
    // A report made inside the group reaches the site queue marked with the group.
    const replyId = (await json<{ id: number }>(reply)).id;
    const filed = await api("/api/reports", {
      as: FOUNDER,
      body: { contentType: "comment", contentId: replyId, reason: "spam" },
    });
    expect(filed.status).toBe(201);
    const queue = await json<{ items: Record<string, unknown>[] }>(
      await api("/api/reports?status=pending&limit=50", { as: SITE_MODERATOR }),
    );
    expect(queue.items.find((item) => item.contentId === replyId)).toMatchObject({
      contentGroup: "Quiet Readers Circle",
    });
    expect(before).toBe(1);
    const activity = await env.DB.prepare("SELECT recent_activity AS at FROM support_groups WHERE id = ?")
      .bind(groupId)
      .first<{ at: string }>();
    const replied = await env.DB.prepare("SELECT max(created_at) AS at FROM comments WHERE post_id = ?")
      .bind(postId)
      .first<{ at: string }>();
    expect(activity?.at).toBe(replied?.at);

    const members = await json<{ items: { userId: number; role: string }[] }>(
      await api(`/api/groups/${groupId}/members`, { as: JOINER }),
    );
    expect(members.items).toEqual([
      expect.objectContaining({ userId: FOUNDER, role: "moderator" }),
      expect.objectContaining({ userId: JOINER, role: "member" }),
    ]);
    // A member is not a moderator.
    expect((await api(`/api/groups/${groupId}/members/${FOUNDER}`, { as: JOINER, method: "DELETE" })).status).toBe(403);
    expect(
      (await api(`/api/groups/${groupId}`, { as: JOINER, method: "PATCH", body: { guidelines: "Mine now" } })).status,
    ).toBe(403);
  });

  it("removes a member, who cannot rejoin until a moderator allows it", async () => {
    const removed = await api(`/api/groups/${groupId}/members/${JOINER}`, { as: FOUNDER, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await scalar("SELECT member_count AS n FROM support_groups WHERE id = ?", groupId)).toBe(1);
    expect((await api(`/api/posts/${postId}`, { as: JOINER })).status).toBe(404);
    // Joining or leaving changes nothing while the removal stands.
    expect(
      (await json<{ membership: string }>(await api(`/api/groups/${groupId}/join`, { as: JOINER, method: "POST" })))
        .membership,
    ).toBe("removed");
    await api(`/api/groups/${groupId}/leave`, { as: JOINER, method: "POST" });
    expect((await json<{ membership: string }>(await api(`/api/groups/${groupId}`, { as: JOINER }))).membership).toBe(
      "removed",
    );
    // A site moderator may lift it, as a group moderator could.
    expect(
      (await api(`/api/groups/${groupId}/members/${JOINER}/readmit`, { as: SITE_MODERATOR, method: "POST" })).status,
    ).toBe(200);
    expect(
      (await json<{ membership: string }>(await api(`/api/groups/${groupId}/join`, { as: JOINER, method: "POST" })))
        .membership,
    ).toBe("pending");
    expect(
      (await api(`/api/groups/${groupId}/requests/${JOINER}/decline`, { as: FOUNDER, method: "POST" })).status,
    ).toBe(200);
    expect(
      (await json<{ membership: string | null }>(await api(`/api/groups/${groupId}`, { as: JOINER }))).membership,
    ).toBeNull();
  });

  it("lets a group moderator edit the guidelines", async () => {
    const patched = await api(`/api/groups/${groupId}`, {
      as: FOUNDER,
      method: "PATCH",
      body: { guidelines: "What is shared here stays here. Be gentle." },
    });
    expect(patched.status).toBe(200);
    expect((await page(`/support-groups/${groupId}`, null)).html).toContain("Be gentle.");
    expect((await api(`/api/groups/${groupId}`, { as: FOUNDER, method: "PATCH", body: {} })).status).toBe(400);
  });
});

describe("removing content from a group", () => {
  it("is for its moderators, recorded as a moderation action naming the group", async () => {
    const newPost = async (content: string) =>
      (
        await json<{ id: number }>(
          await api(`/api/groups/${groupId}/posts`, { as: FOUNDER, body: { type: "discussion", content } }),
        )
      ).id;
    const doomed = await newPost("Off-topic: selling a couch.");
    const reply = await json<{ id: number }>(
      await api(`/api/posts/${doomed}/comments`, { as: FOUNDER, body: { content: "Still available." } }),
    );
    expect(
      (await api(`/api/groups/${groupId}/remove`, { as: OUTSIDER, body: { contentType: "post", contentId: doomed } }))
        .status,
    ).toBe(403);
    // Only content in this group: a post elsewhere is not this group's to remove.
    expect(
      (await api(`/api/groups/${groupId}/remove`, { as: FOUNDER, body: { contentType: "post", contentId: 1 } })).status,
    ).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM moderation_actions WHERE group_id = ?", groupId)).toBe(0);

    const removed = await api(`/api/groups/${groupId}/remove`, {
      as: FOUNDER,
      body: { contentType: "comment", contentId: reply.id },
    });
    expect(removed.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ? AND removed_at IS NOT NULL", reply.id)).toBe(
      1,
    );

    // The post, by a plain form post from the group's page, which it then leaves.
    const posted = await formPost(
      `/support-groups/${groupId}`,
      { intent: "remove-from-group", contentType: "post", contentId: String(doomed) },
      FOUNDER,
      true,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/support-groups/${groupId}#discussions-heading`);
    expect((await page(`/support-groups/${groupId}`, FOUNDER)).html).not.toContain("selling a couch");
    expect((await api(`/api/posts/${doomed}`, { as: FOUNDER })).status).toBe(404);
    const actions = await env.DB.prepare(
      "SELECT action_type AS type, content_type AS contentType, reason FROM moderation_actions WHERE group_id = ? ORDER BY id",
    )
      .bind(groupId)
      .all<{ type: string; contentType: string; reason: string }>();
    expect(actions.results).toEqual([
      {
        type: "content_removed",
        contentType: "comment",
        reason: "Removed from Quiet Readers Circle by a group moderator.",
      },
      {
        type: "content_removed",
        contentType: "post",
        reason: "Removed from Quiet Readers Circle by a group moderator.",
      },
    ]);
    expect((await page("/moderation?tab=actions", SITE_MODERATOR)).html).toContain("In the group Quiet Readers Circle");
  });
});

describe("a reply in a group, on its post's page", () => {
  beforeAll(async () => {
    // The joiner was removed and declined above: they ask again and are let in.
    await api(`/api/groups/${groupId}/join`, { as: JOINER, method: "POST" });
    const told = () =>
      scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'group_approved'", JOINER);
    const before = await told();
    expect(
      (await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: FOUNDER, method: "POST" })).status,
    ).toBe(200);
    // The member is told once; approving again changes nothing and tells no one.
    expect(await told()).toBe(before + 1);
    expect(
      (await api(`/api/groups/${groupId}/requests/${JOINER}/approve`, { as: FOUNDER, method: "POST" })).status,
    ).toBe(404);
    expect(await told()).toBe(before + 1);
  });

  it("offers its group's moderators Remove from group, which leaves the reply removed", async () => {
    const { id: post } = await json<{ id: number }>(
      await api(`/api/groups/${groupId}/posts`, { as: FOUNDER, body: { type: "discussion", content: "Book list?" } }),
    );
    const { id: reply } = await json<{ id: number }>(
      await api(`/api/posts/${post}/comments`, { as: JOINER, body: { content: "Spam link here." } }),
    );
    expect((await page(`/posts/${post}`, FOUNDER)).html).toContain("Remove from group");
    expect((await page(`/posts/${post}`, JOINER)).html).not.toContain("Remove from group");
    // A member who is not its moderator is refused, by form as by the API.
    const refused = await formPost(
      `/support-groups/${groupId}`,
      { intent: "remove-from-group", contentType: "comment", contentId: String(reply) },
      JOINER,
    );
    expect(refused.status).toBe(403);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ? AND removed_at IS NULL", reply)).toBe(1);
    const done = await formPost(
      `/support-groups/${groupId}`,
      { intent: "remove-from-group", contentType: "comment", contentId: String(reply) },
      FOUNDER,
      true,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toContain("#replies-heading");
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ? AND removed_at IS NOT NULL", reply)).toBe(1);
    expect((await page(`/posts/${post}`, JOINER)).html).not.toContain("Spam link here.");
  });
});

describe("pinning a discussion", () => {
  it("puts it above the newest, for group moderators only, at most three", async () => {
    const ids: number[] = [];
    for (const content of ["Pin one", "Pin two", "Pin three", "Pin four"])
      ids.push(
        (
          await json<{ id: number }>(
            await api(`/api/groups/${groupId}/posts`, { as: FOUNDER, body: { type: "discussion", content } }),
          )
        ).id,
      );
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const pin = (id: number, as: number, method = "POST") =>
      api(`/api/groups/${groupId}/posts/${id}/pin`, { as, method });
    expect((await pin(first, JOINER)).status).toBe(403);
    expect((await pin(first, OUTSIDER)).status).toBe(403);
    expect((await pin(1, FOUNDER)).status).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE group_id = ? AND pinned_at IS NOT NULL", groupId)).toBe(
      0,
    );
    expect((await pin(first, FOUNDER)).status).toBe(200);
    // By form, as the page's button sends it.
    const formed = await formPost(
      `/support-groups/${groupId}`,
      { intent: "pin-post", postId: String(second) },
      FOUNDER,
    );
    expect(formed.status).toBe(200);
    // A site moderator can do all a group moderator can.
    expect((await pin(third, SITE_MODERATOR)).status).toBe(200);
    const full = await pin(fourth, FOUNDER);
    expect(full.status).toBe(409);
    expect(await json<{ error: string }>(full)).toMatchObject({ error: expect.stringContaining("up to 3") });

    const pinned = await json<{ items: { id: number }[] }>(
      await api(`/api/groups/${groupId}/posts?pinned=true`, { as: JOINER }),
    );
    expect(pinned.items.map((p) => p.id)).toEqual([third, second, first]);
    const newest = await json<{ items: { id: number }[] }>(await api(`/api/groups/${groupId}/posts`, { as: JOINER }));
    expect(newest.items.map((p) => p.id)).toContain(fourth);
    expect(newest.items.map((p) => p.id)).not.toContain(first);
    expect((await api(`/api/groups/${groupId}/posts?pinned=true`, { as: OUTSIDER })).status).toBe(403);
    const html = (await page(`/support-groups/${groupId}`, JOINER)).html;
    expect(html).toContain("Pinned by the group&#x27;s moderators");
    expect(html.indexOf("Pin three")).toBeLessThan(html.indexOf("Pin four"));

    expect((await pin(first, FOUNDER, "DELETE")).status).toBe(200);
    expect((await pin(fourth, FOUNDER)).status).toBe(200);
    for (const id of [second, third, fourth]) expect((await pin(id, FOUNDER, "DELETE")).status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE group_id = ? AND pinned_at IS NOT NULL", groupId)).toBe(
      0,
    );
  });
});

describe("a group moderator's event", () => {
  const soon = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
  const event = {
    title: "Circle coffee morning",
    description: "A gentle catch-up.",
    eventType: "social",
    startTime: soon(3),
    endTime: soon(3, 2),
    isVirtual: false,
    location: "The library's quiet room",
    accessibilityFeatures: ["wheelchair_accessible", "captions"],
  };

  it("is created by the group's moderators only, and refuses bad input", async () => {
    const before = await scalar("SELECT count(*) AS n FROM events WHERE group_id = ?", groupId);
    expect((await api(`/api/groups/${groupId}/events`, { as: JOINER, body: event })).status).toBe(403);
    expect((await api(`/api/groups/${groupId}/events`, { as: null, body: event })).status).toBe(401);
    for (const bad of [
      { ...event, endTime: event.startTime },
      { ...event, startTime: soon(-1), endTime: soon(-1, 1) },
      { ...event, isVirtual: true },
      { ...event, location: undefined },
      { ...event, isVirtual: true, virtualLink: "http://insecure.example" },
      { ...event, accessibilityFeatures: ["teleport"] },
      { ...event, organizer: "Someone else" },
    ])
      expect((await api(`/api/groups/${groupId}/events`, { as: FOUNDER, body: bad })).status).toBe(400);
    expect(await scalar("SELECT count(*) AS n FROM events WHERE group_id = ?", groupId)).toBe(before);

    const created = await api(`/api/groups/${groupId}/events`, { as: FOUNDER, body: event });
    expect(created.status).toBe(201);
    const row = await env.DB.prepare("SELECT organizer, group_id AS groupId, location FROM events WHERE title = ?")
      .bind(event.title)
      .first();
    expect(row).toEqual({ organizer: "Quiet Readers Circle", groupId, location: "The library's quiet room" });
    expect((await page(`/support-groups/${groupId}`, JOINER)).html).toContain(event.title);
    expect((await page(`/support-groups/${groupId}`, OUTSIDER)).html).not.toContain(event.title);
  });

  it("is cancelled by the group's moderators, and everyone registered is told", async () => {
    const { id: eventId } = await json<{ id: number }>(
      await api(`/api/groups/${groupId}/events`, {
        as: FOUNDER,
        body: { ...event, title: "Circle picnic", startTime: soon(4), endTime: soon(4, 2) },
      }),
    );
    expect((await api(`/api/events/${eventId}/register`, { as: JOINER, method: "POST" })).status).toBeLessThan(300);
    const cancel = (as: number) => api(`/api/groups/${groupId}/events/${eventId}`, { as, method: "DELETE" });
    expect((await cancel(JOINER)).status).toBe(403);
    expect((await api(`/api/groups/${groupId}/events/999999`, { as: FOUNDER, method: "DELETE" })).status).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM events WHERE id = ?", eventId)).toBe(1);
    // By the page's button, as a plain form post.
    const done = await formPost(
      `/support-groups/${groupId}`,
      { intent: "cancel-event", eventId: String(eventId) },
      FOUNDER,
      true,
    );
    expect(done.status).toBe(303);
    expect(await scalar("SELECT count(*) AS n FROM events WHERE id = ?", eventId)).toBe(0);
    const told = await env.DB.prepare("SELECT detail FROM notifications WHERE user_id = ? AND kind = 'event_changed'")
      .bind(JOINER)
      .all<{ detail: string }>();
    expect(told.results).toEqual([{ detail: expect.stringMatching(/^“Circle picnic” on .+ was cancelled\.$/) }]);
    expect((await cancel(FOUNDER)).status).toBe(404);
  });

  const startOf = (id: number) =>
    env.DB.prepare("SELECT start_time FROM events WHERE id = ?").bind(id).first("start_time");

  const craftHour = { ...event, title: "Circle craft hour", startTime: soon(0, 12), endTime: soon(0, 13) };

  it("is changed by the group's moderators; registrants hear of a new time or place once per event", async () => {
    const { id: eventId } = await json<{ id: number }>(
      await api(`/api/groups/${groupId}/events`, {
        as: FOUNDER,
        body: craftHour,
      }),
    );
    expect((await api(`/api/events/${eventId}/register`, { as: JOINER, method: "POST" })).status).toBeLessThan(300);
    // The reminder a day ahead has gone out for the old time.
    await env.DB.prepare(
      "INSERT INTO notifications (user_id, kind, url, group_key) VALUES (?, 'event_reminder', '/events?tab=my-events', ?)",
    )
      .bind(JOINER, `event-reminder:${eventId}`)
      .run();
    const put = (as: number | null, body: object, id = eventId) =>
      api(`/api/groups/${groupId}/events/${id}`, { as, method: "PUT", body });
    const changed = { ...event, title: "Circle craft hour", startTime: soon(2), endTime: soon(2, 1) };
    expect((await put(JOINER, changed)).status).toBe(403);
    expect((await put(null, changed)).status).toBe(401);
    expect((await put(FOUNDER, changed, 999999)).status).toBe(404);
    expect((await put(FOUNDER, { ...changed, endTime: changed.startTime })).status).toBe(400);
    const told = () =>
      env.DB.prepare("SELECT detail, count FROM notifications WHERE user_id = ? AND kind = 'event_changed'")
        .bind(JOINER)
        .all<{ detail: string; count: number }>()
        .then((result) => result.results.filter((row) => row.detail.includes("Circle craft hour")));
    expect(await told()).toEqual([]);

    // A new description alone tells no one.
    const quiet = await put(FOUNDER, { ...craftHour, description: "Bring wool." });
    expect(await json(quiet)).toMatchObject({ changes: [], told: 0 });
    expect(await told()).toEqual([]);

    const moved = await put(FOUNDER, changed);
    expect(await json(moved)).toMatchObject({ changes: ["time"], told: 1 });
    expect(await told()).toEqual([
      {
        detail: expect.stringMatching(/^“Circle craft hour” changed \(time\): now .+, at The library's quiet room\.$/),
        count: 1,
      },
    ]);
    // The old reminder is gone, so the next comes a day before the new time.
    expect(
      await scalar("SELECT count(*) AS n FROM notifications WHERE group_key = ?", `event-reminder:${eventId}`),
    ).toBe(0);
    expect(await startOf(eventId)).toBe(changed.startTime);

    // A second change updates the same notification in place.
    await put(FOUNDER, { ...changed, isVirtual: true, virtualLink: "https://meet.example.org/craft" });
    expect(await told()).toEqual([
      { detail: expect.stringMatching(/^“Circle craft hour” changed \(place\): now .+, online\.$/), count: 2 },
    ]);

    // By the page's form, as a plain post, in Sydney time.
    const response = await formPost(
      `/support-groups/${groupId}`,
      {
        intent: "edit-event",
        eventId: String(eventId),
        title: "Circle craft hour",
        description: "Bring wool.",
        eventType: "social",
        date: "2031-07-02",
        startTime: "14:00",
        endTime: "15:00",
        isVirtual: "false",
        location: "The library's quiet room",
      },
      FOUNDER,
      true,
    );
    expect(response.status).toBe(303);
    expect(await startOf(eventId)).toBe("2031-07-02T04:00:00.000Z");
    expect((await told())[0]?.detail).toMatch(
      /changed \(time and place\): now Wed, 2 July?, 2:00 pm, at The library's quiet room\.$/,
    );
  });

  it("is created from the page's form, in Sydney time", async () => {
    const response = await formPost(
      `/support-groups/${groupId}`,
      {
        intent: "create-event",
        title: "Circle winter walk",
        description: "Flat paths only.",
        eventType: "wellness",
        date: "2031-07-01",
        startTime: "10:00",
        endTime: "11:30",
        isVirtual: "false",
        location: "Centennial Park gates",
        accessibilityFeatures: "wheelchair_accessible",
      },
      FOUNDER,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/support-groups/${groupId}#events-heading`);
    // 1 July is winter: Sydney is UTC+10.
    const row = await env.DB.prepare(
      "SELECT start_time AS startTime, end_time AS endTime, accessibility_features AS features FROM events WHERE title = ?",
    )
      .bind("Circle winter walk")
      .first();
    expect(row).toEqual({
      startTime: "2031-07-01T00:00:00.000Z",
      endTime: "2031-07-01T01:30:00.000Z",
      features: '["wheelchair_accessible"]',
    });
    const missing = await formPost(
      `/support-groups/${groupId}`,
      { intent: "create-event", title: "No date", description: "d", eventType: "social", isVirtual: "true" },
      FOUNDER,
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose the date");
  });
});

describe("a private group's events", () => {
  it("are listed for its members only", async () => {
    const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO events (title, description, event_type, start_time, end_time, organizer, group_id) VALUES (?, ?, 'social', ?, ?, 'The circle', ?)",
    )
      .bind("Circle audiobook swap", "Bring one, take one.", start, end, groupId)
      .run();
    const titles = async (as: number | null) =>
      (await json<{ items: { title: string }[] }>(await api("/api/events?tab=upcoming&limit=50", { as }))).items.map(
        (e) => e.title,
      );
    expect(await titles(FOUNDER)).toContain("Circle audiobook swap");
    expect(await titles(OUTSIDER)).not.toContain("Circle audiobook swap");
    expect(await titles(null)).not.toContain("Circle audiobook swap");
    expect((await page(`/support-groups/${groupId}`, FOUNDER)).html).toContain("Circle audiobook swap");
    expect((await page(`/support-groups/${groupId}`, OUTSIDER)).html).not.toContain("Circle audiobook swap");
  });
});

describe("a public group", () => {
  it("shows its discussions to anyone, but its members and its composer only to members", async () => {
    const publicGroup = 1;
    const posts = await json<{ items: { title: string }[] }>(
      await api(`/api/groups/${publicGroup}/posts`, { as: null }),
    );
    expect(posts.items.map((p) => p.title)).toContain("Pressure care on long flights");
    expect((await api(`/api/groups/${publicGroup}/members`, { as: null })).status).toBe(403);
    const outsider = await env.DB.prepare(
      "SELECT id AS n FROM users WHERE roles NOT LIKE '%moderator%' AND id NOT IN (SELECT user_id FROM group_memberships WHERE group_id = ?) ORDER BY id LIMIT 1",
    )
      .bind(publicGroup)
      .first<{ n: number }>();
    const as = outsider!.n;
    expect((await api(`/api/groups/${publicGroup}/members`, { as })).status).toBe(403);
    const write = await api(`/api/groups/${publicGroup}/posts`, { as, body: { type: "discussion", content: "Hi" } });
    expect(write.status).toBe(403);
  });
});
