// The leak sweep (docs/features/trust.md#who-may-see-what): a private group's posts, replies, event
// and member list carry a unique token; every page and every GET endpoint, asked with that group's
// ids by a visitor, a signed-in outsider and a former member, must never answer with it, and
// neither may their notifications or emails. A member sees it, so the sweep can fail.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "~/api/endpoints.server";
import { createDb } from "~/models/db.server";
import { runNotificationJobs, sendAtOnceEmails } from "~/server/notification-jobs.server";
import { api, scalar } from "./http";
import { memberCookie } from "./constants";
import { PNG_1X1 } from "../shared/images";

const FOUNDER = 37;
/** In the private group and nothing else: their replies and membership are the group's alone. */
const TOKEN_MEMBER = 38;
const OUTSIDER = 39;
/** Registered for the group's event while a member, then left. */
const LEAVER = 40;
const TOKEN = "lk-sweep-token-5519";
const SEARCH_WORDS = "sweep%20token%205519";
const OUTSIDER_EMAIL = "outsider-sweep@example.net";
const LEAVER_EMAIL = "leaver-sweep@example.net";

let groupId: number;
let postId: number;
let replyId: number;
let eventId: number;
/** The private post's image. */
let imageUrl: string;
/** The token member's username and display name: a member list names them by one or the other. */
let tokenMemberNames: string[];

/** An address, and mentions and event changes by email at once, the rest in the daily digest. */
async function wantsEmail(userId: number, address: string) {
  await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(address, userId).run();
  const saved = await api("/api/notification-settings", {
    as: userId,
    method: "PUT",
    body: {
      mutedKinds: [],
      email: { mention: "immediate", event_changed: "immediate", reply: "digest", event_reminder: "digest" },
      quietStart: null,
      quietEnd: null,
      timeZone: "UTC",
      announce: "all",
    },
  });
  expect(saved.status).toBe(200);
}

const json = async <T>(response: Response) => (await response.json()) as T;
const user = (id: number) =>
  env.DB.prepare("SELECT username, display_name AS displayName FROM users WHERE id = ?")
    .bind(id)
    .first<{ username: string; displayName: string }>();
const username = async (id: number) =>
  (await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(id).first<{ username: string }>())!.username;

beforeAll(async () => {
  // The token member belongs to the private group only, so any list naming them names it.
  await env.DB.prepare("DELETE FROM group_memberships WHERE user_id = ?").bind(TOKEN_MEMBER).run();
  const named = (await user(TOKEN_MEMBER))!;
  tokenMemberNames = [named.username, named.displayName];
  await wantsEmail(OUTSIDER, OUTSIDER_EMAIL);
  const created = await api("/api/groups", {
    as: FOUNDER,
    body: {
      name: "Quiet Harbour",
      description: "A closed circle.",
      category: "visual",
      isPrivate: true,
      guidelines: "What is shared here stays here.",
    },
  });
  expect(created.status).toBe(201);
  groupId = (await json<{ id: number }>(created)).id;
  await env.DB.batch(
    [TOKEN_MEMBER, LEAVER].map((userId) =>
      env.DB.prepare("INSERT INTO group_memberships (group_id, user_id, status) VALUES (?, ?, 'member')").bind(
        groupId,
        userId,
      ),
    ),
  );
  // The group's event, tomorrow (so the reminder job names it), with the leaver registered.
  const start = new Date(Date.now() + 12 * 3_600_000).toISOString();
  const end = new Date(Date.now() + 13 * 3_600_000).toISOString();
  const event = await api(`/api/groups/${groupId}/events`, {
    as: FOUNDER,
    body: {
      title: `Meetup ${TOKEN}`,
      description: `Bring ${TOKEN}`,
      eventType: "social",
      startTime: start,
      endTime: end,
      isVirtual: false,
      location: `Room ${TOKEN}`,
      accessibilityFeatures: [],
    },
  });
  expect(event.status).toBe(201);
  eventId = (await json<{ id: number }>(event)).id;
  expect((await api(`/api/events/${eventId}/register`, { as: LEAVER, method: "POST" })).status).toBeLessThan(300);

  // The post's picture carries the token in its description, and its address is swept too.
  const form = new FormData();
  form.append("file", new File([PNG_1X1], "plans.png", { type: "image/png" }));
  form.append("alt", `A map of ${TOKEN}`);
  const uploaded = await SELF.fetch("http://example.com/api/media", {
    method: "POST",
    headers: { cookie: memberCookie(FOUNDER) },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const image = await json<{ id: number; url: string }>(uploaded);
  imageUrl = image.url;
  const posted = await api(`/api/groups/${groupId}/posts`, {
    as: FOUNDER,
    body: {
      type: "discussion",
      title: `Plans ${TOKEN}`,
      content: `Hello @${await username(OUTSIDER)} and @${await username(LEAVER)}: ${TOKEN}`,
      mediaIds: [image.id],
    },
  });
  expect(posted.status).toBe(201);
  postId = (await json<{ id: number }>(posted)).id;
  // The leaver leaves before anything else is written.
  expect((await api(`/api/groups/${groupId}/leave`, { as: LEAVER, method: "POST" })).status).toBe(200);
  // Their mention, from while they belonged, is still unread and not yet emailed when they ask for email.
  await wantsEmail(LEAVER, LEAVER_EMAIL);
  const replied = await api(`/api/posts/${postId}/comments`, {
    as: TOKEN_MEMBER,
    body: { content: `Count me in, @${await username(OUTSIDER)} @${await username(LEAVER)} ${TOKEN}` },
  });
  expect(replied.status).toBe(201);
  replyId = (await json<{ id: number }>(replied)).id;
  // A change to the event tells its registrants: the leaver is one no longer in the group.
  const changed = await api(`/api/groups/${groupId}/events/${eventId}`, {
    as: FOUNDER,
    method: "PUT",
    body: {
      title: `Meetup moved ${TOKEN}`,
      description: `Bring ${TOKEN}`,
      eventType: "social",
      startTime: start,
      endTime: end,
      isVirtual: false,
      location: `Hall ${TOKEN}`,
      accessibilityFeatures: [],
    },
  });
  expect(changed.status).toBe(200);

  // The daily digest, the reminders and "email at once", as the hourly job and the Worker run them.
  const db = createDb(env.DB);
  await runNotificationJobs(env, db, { origin: "https://example.org" });
  await sendAtOnceEmails(env, db, { origin: "https://example.org" });
});

/** Every page that needs no setup of its own, with the private group's ids where it takes one. */
function pages() {
  return [
    "/",
    "/forums",
    "/blogs",
    "/support-groups",
    "/support-groups?tab=my-groups",
    `/support-groups/${groupId}`,
    `/support-groups/${groupId}?tab=members`,
    `/support-groups/${groupId}?tab=events`,
    "/events",
    "/events?tab=upcoming",
    "/events?tab=my-events",
    "/events?tab=past",
    `/events/${eventId}/calendar.ics`,
    "/resources",
    "/resources/1",
    `/posts/${postId}`,
    `/profile/${TOKEN_MEMBER}`,
    `/profile/${FOUNDER}`,
    "/profile",
    "/notifications",
    "/notifications/settings",
    "/messages",
    `/messages?with=${TOKEN_MEMBER}`,
    "/connections",
    "/arcade",
    "/ndis-providers",
    "/ndis-providers/1",
    "/guidelines",
    "/accessibility",
    "/pricing",
    "/subscription",
    "/welcome",
    "/welcome/preferences",
    `/report?contentType=post&contentId=${postId}`,
    `/report?contentType=comment&contentId=${replyId}`,
    // The token's words without its whole: the page repeats the query, which must not count as a leak.
    `/search?q=${SEARCH_WORDS}`,
  ];
}

/** Every GET endpoint, its path parameters filled with the private group's ids, and the list queries. */
function endpoints() {
  const fill = (path: string) => {
    const resource = path.split("/")[2];
    const id =
      resource === "groups"
        ? groupId
        : resource === "posts"
          ? postId
          : resource === "comments"
            ? replyId
            : resource === "events"
              ? eventId
              : resource === "users"
                ? TOKEN_MEMBER
                : 1;
    return path
      .replace(":id", String(id))
      .replace(":postId", String(postId))
      .replace(":eventId", String(eventId))
      .replace(":userId", String(TOKEN_MEMBER))
      .replace(":otherUserId", String(TOKEN_MEMBER))
      .replace(":decision", "approve");
  };
  const prefix = tokenMemberNames[0]!.slice(0, 2);
  return [
    ...API_ROUTES.filter((route) => route.hasLoader).map((route) => fill(route.path)),
    `/api/posts?groupId=${groupId}`,
    `/api/posts?authorId=${TOKEN_MEMBER}`,
    `/api/posts?authorId=${FOUNDER}`,
    "/api/posts?type=discussion&limit=50",
    `/api/posts/${postId}/comments?sort=newest`,
    `/api/users/mentionable?q=${prefix}&postId=${postId}`,
    `/api/users/mentionable?q=${prefix}`,
    `/api/groups/${groupId}/members?limit=50`,
    `/api/groups/${groupId}/posts?pinned=true`,
    `/api/groups/${groupId}/events`,
    "/api/groups?category=all&tab=all",
    "/api/groups?tab=my-groups",
    "/api/events?type=all&tab=upcoming",
    "/api/events?tab=my-events",
    `/api/events?groupId=${groupId}`,
    "/api/notifications?limit=50",
    "/api/notifications?filter=mentions",
    "/api/messages/updates?since=0",
    `/api/search?q=${SEARCH_WORDS}`,
    `/api/search?q=${SEARCH_WORDS}&type=replies`,
    `/api/search?q=${SEARCH_WORDS}&type=events`,
  ];
}

/** The paths whose answer to `as` carries the token (or, for member lists, the token member). */
async function leaks(as: number | null) {
  const found: string[] = [];
  for (const path of [...pages(), ...endpoints()]) {
    const response = await api(path, { as });
    const body = await response.text();
    expect(response.status, `${as} ${path}`).toBeLessThan(500);
    if (body.includes(TOKEN)) found.push(path);
    // Who belongs to a private group is the group's too.
    if (/members/.test(path) && tokenMemberNames.some((name) => body.includes(name)))
      found.push(`${path} (names a member)`);
  }
  return found;
}

describe("a private group's content", () => {
  it("is seen by its members (the sweep can fail)", async () => {
    const member = await leaks(FOUNDER);
    expect(member).toContain(`/support-groups/${groupId}`);
    expect(member).toContain(`/posts/${postId}`);
    expect(member).toContain(`/api/groups/${groupId}/members?limit=50 (names a member)`);
    expect(member).toContain(`/search?q=${SEARCH_WORDS}`);
    expect(member).toContain(`/api/search?q=${SEARCH_WORDS}&type=replies`);
    expect(member).toContain(`/api/search?q=${SEARCH_WORDS}&type=events`);
  });

  it.each([
    ["a visitor", null],
    ["a signed-in outsider", OUTSIDER],
    ["a former member", LEAVER],
  ])(
    "reaches %s on no page and no endpoint",
    async (_, as) => {
      expect(await leaks(as)).toEqual([]);
    },
    120_000,
  );

  it("is in no notification or email of an outsider or a former member", async () => {
    const rows = await env.DB.prepare("SELECT kind, detail, url FROM notifications WHERE user_id = ?")
      .bind(OUTSIDER)
      .all();
    expect(JSON.stringify(rows.results)).not.toContain(TOKEN);
    // The former member's mention from before they left is stored, but shown (the sweep) and emailed nowhere.
    for (const address of [OUTSIDER_EMAIL, LEAVER_EMAIL]) {
      const mail = await env.DB.prepare('SELECT subject, text, html FROM dev_outbox WHERE "to" = ?')
        .bind(address)
        .all();
      expect(JSON.stringify(mail.results)).not.toContain(TOKEN);
    }
    // A member is told, with the text: the checks above look where the token would be.
    expect(
      await scalar(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND detail LIKE ?",
        FOUNDER,
        `%${TOKEN}%`,
      ),
    ).toBeGreaterThan(0);
  });

  it("its images are 404 by address to everyone outside it, and never kept by a cache", async () => {
    for (const as of [null, OUTSIDER, LEAVER]) {
      const response = await api(imageUrl, { as });
      expect(response.status, String(as)).toBe(404);
      await response.arrayBuffer();
    }
    for (const as of [FOUNDER, TOKEN_MEMBER]) {
      const response = await api(imageUrl, { as });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      await response.arrayBuffer();
    }
    // Its description is the post page's alt text for a member, so the page sweep above looks for it.
    expect(await (await api(`/api/posts/${postId}`, { as: FOUNDER })).text()).toContain(`A map of ${TOKEN}`);
  });

  it("a member's profile does not name the private group they belong to", async () => {
    for (const as of [null, OUTSIDER]) {
      const profile = await (await api(`/profile/${TOKEN_MEMBER}`, { as })).text();
      expect(profile).not.toContain("Quiet Harbour");
      const user = await (await api(`/api/users/${TOKEN_MEMBER}`, { as })).text();
      expect(user).not.toContain("Quiet Harbour");
    }
  });
});
