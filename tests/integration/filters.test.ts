// Personal filters (docs/features/filters.md): keyword filters hide or collapse on every list (the
// feed, blogs, forums, replies, search) on the server, and stop when they expire; a mute hides a
// member's posts and replies from the muter alone, and the muted member cannot tell.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, formPost, scalar } from "./http";

const AUTHOR = 35;
const READER = 36;
const OTHER = 37;

type Item = { id: number; filteredBy: string | null };
type Page = { items: Item[] };

const ids = { post: 0, blog: 0, discussion: 0, near: 0, reply: 0, replyPost: 0 };

async function create(body: Record<string, unknown>) {
  const response = await api("/api/posts", { body, as: AUTHOR });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function list(path: string, as = READER): Promise<Item[]> {
  const response = await api(path, { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as Page).items;
}

const find = (items: Item[], id: number) => items.find((item) => item.id === id);

async function searchHits(as = READER) {
  const response = await api("/api/search?q=pomegranate&type=all&limit=50", { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { kind: string; itemId: number; title: string; snippet: string }[] })
    .items;
}

/** Where each list shows the word: the feed, blogs, forums and replies. */
async function everyList(as = READER) {
  const [feed, blogs, forums, replies] = await Promise.all([
    list("/api/posts?type=post&limit=50", as),
    list("/api/posts?type=blog&limit=50", as),
    list("/api/posts?inForums=true&limit=50", as),
    list(`/api/posts/${ids.replyPost}/comments?limit=50`, as),
  ]);
  return { feed, blogs, forums, replies };
}

async function addFilter(body: Record<string, unknown>, as = READER) {
  const response = await api("/api/filters", { body, as });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; phrase: string; action: string; expiresAt: string | null };
}

beforeAll(async () => {
  ids.post = await create({ type: "post", content: "Fresh Pomegranate, at the market today." });
  ids.near = await create({ type: "post", content: "Pomegranates are not the same word." });
  ids.blog = await create({ type: "blog", title: "Pomegranate season", content: "A blog about fruit." });
  ids.discussion = await create({
    type: "discussion",
    title: "Where to buy pomegranate?",
    content: "Asking for a friend.",
    forumId: 2,
  });
  ids.replyPost = await create({ type: "post", content: "What is your favourite fruit?" });
  const reply = await api(`/api/posts/${ids.replyPost}/comments`, {
    body: { content: "Pomegranate, easily." },
    as: AUTHOR,
  });
  expect(reply.status).toBe(201);
  ids.reply = ((await reply.json()) as { id: number }).id;
});

describe("keyword filters", () => {
  it("collapse matches behind a warning naming the phrase, whole words only, on every list", async () => {
    const filter = await addFilter({ phrase: "POMEGRANATE!", action: "warn", expiresIn: "week" });
    expect(filter.phrase).toBe("pomegranate");
    expect(filter.expiresAt).not.toBeNull();
    const { feed, blogs, forums, replies } = await everyList();
    expect(find(feed, ids.post)?.filteredBy).toBe("pomegranate");
    expect(find(feed, ids.near)?.filteredBy).toBeNull();
    expect(find(blogs, ids.blog)?.filteredBy).toBe("pomegranate");
    expect(find(forums, ids.discussion)?.filteredBy).toBe("pomegranate");
    expect(find(replies, ids.reply)?.filteredBy).toBe("pomegranate");
    // Search keeps the result but not its words.
    const hit = (await searchHits()).find((item) => item.kind === "post" && item.itemId === ids.post);
    expect(hit?.title).toContain("Filtered post");
    expect(hit?.snippet).not.toContain("<mark>");
    // Nobody else is affected.
    const theirs = await everyList(OTHER);
    expect(find(theirs.feed, ids.post)?.filteredBy).toBeNull();
    // The post's own page renders it collapsed, on the server.
    const page = await api(`/posts/${ids.post}`, { as: READER });
    const html = await page.text();
    expect(html).toContain("Filtered: matches your filter “pomegranate”");
    await api(`/api/filters/${filter.id}`, { method: "DELETE", as: READER });
  });

  it("hide matches completely from every list and search, and stop once expired", async () => {
    const filter = await addFilter({ phrase: "pomegranate", action: "hide" });
    expect(filter.expiresAt).toBeNull();
    const { feed, blogs, forums, replies } = await everyList();
    expect(find(feed, ids.post)).toBeUndefined();
    expect(find(feed, ids.near)).toBeDefined();
    expect(find(blogs, ids.blog)).toBeUndefined();
    expect(find(forums, ids.discussion)).toBeUndefined();
    expect(find(replies, ids.reply)).toBeUndefined();
    const hits = await searchHits();
    expect(hits.some((item) => item.itemId === ids.post && item.kind === "post")).toBe(false);
    expect(hits.some((item) => item.itemId === ids.reply && item.kind === "reply")).toBe(false);
    // The author still sees their own words.
    expect(find(await list("/api/posts?type=post&limit=50", AUTHOR), ids.post)).toBeDefined();
    // PATCH turns it into a warning.
    const changed = await api(`/api/filters/${filter.id}`, { method: "PATCH", body: { action: "warn" }, as: READER });
    expect(changed.status).toBe(200);
    expect(find(await list("/api/posts?type=post&limit=50"), ids.post)?.filteredBy).toBe("pomegranate");
    // Expired: as if it never was.
    await env.DB.prepare("UPDATE keyword_filters SET action = 'hide', expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), filter.id)
      .run();
    const after = await everyList();
    expect(find(after.feed, ids.post)?.filteredBy).toBeNull();
    expect(find(after.blogs, ids.blog)).toBeDefined();
    expect(find(after.replies, ids.reply)?.filteredBy).toBeNull();
    expect((await searchHits()).some((item) => item.itemId === ids.post && item.kind === "post")).toBe(true);
    // An expired phrase may be added again.
    const again = await api("/api/filters", { body: { phrase: "pomegranate", action: "warn" }, as: READER });
    expect(again.status).toBe(201);
    const duplicate = await api("/api/filters", { body: { phrase: "Pomegranate", action: "hide" }, as: READER });
    expect(duplicate.status).toBe(409);
    await api(`/api/filters/${((await again.json()) as { id: number }).id}`, { method: "DELETE", as: READER });
  });

  it("answers bad input with a 4xx, and another member's filter with a 404", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["empty", { phrase: "", action: "hide" }],
      ["only punctuation", { phrase: "?!…", action: "hide" }],
      ["unknown action", { phrase: "x", action: "delete" }],
      ["unknown expiry", { phrase: "x", action: "hide", expiresIn: "year" }],
      ["extra key", { phrase: "x", action: "hide", userId: 1 }],
      ["too long", { phrase: "a".repeat(81), action: "hide" }],
    ];
    for (const [name, body] of cases) {
      const response = await api("/api/filters", { body, as: READER });
      expect(response.status, name).toBe(400);
    }
    expect((await api("/api/filters", { body: { phrase: "x", action: "hide" }, as: null })).status).toBe(401);
    const mine = await addFilter({ phrase: "tangerine", action: "hide" }, OTHER);
    expect((await api(`/api/filters/${mine.id}`, { method: "DELETE", as: READER })).status).toBe(404);
    expect(
      (await api(`/api/filters/${mine.id}`, { method: "PATCH", body: { action: "warn" }, as: READER })).status,
    ).toBe(404);
    expect((await api(`/api/filters/${mine.id}`, { method: "PATCH", body: {}, as: OTHER })).status).toBe(400);
    expect((await api(`/api/filters/abc`, { method: "DELETE", as: OTHER })).status).toBe(400);
    const listed = (await (await api("/api/filters", { as: OTHER })).json()) as { id: number }[];
    expect(listed.map((filter) => filter.id)).toContain(mine.id);
  });

  it("is added and removed from the settings page's forms", async () => {
    const before = await scalar("SELECT count(*) AS n FROM keyword_filters WHERE user_id = ?", READER);
    const added = await formPost(
      "/settings/filters",
      { intent: "add-filter", phrase: "kiwifruit", action: "warn", expiresIn: "day" },
      READER,
      true,
    );
    expect(added.status).toBe(303);
    expect(await scalar("SELECT count(*) AS n FROM keyword_filters WHERE user_id = ?", READER)).toBe(before + 1);
    const bad = await formPost("/settings/filters", { intent: "add-filter", phrase: " ", action: "warn" }, READER);
    expect(bad.status).toBe(400);
    const page = await api("/settings/filters", { as: READER });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("kiwifruit");
    const id = await scalar("SELECT id AS n FROM keyword_filters WHERE user_id = ? AND phrase = 'kiwifruit'", READER);
    // Changed in place: the action alone ("Keep as it is" leaves the expiry), then the expiry.
    const row = () =>
      env.DB.prepare("SELECT action, expires_at FROM keyword_filters WHERE id = ?")
        .bind(id)
        .first<{ action: string; expires_at: string | null }>();
    const { expires_at: dayEnd } = (await row())!;
    expect(dayEnd).not.toBeNull();
    const changed = await formPost(
      "/settings/filters",
      { intent: "change-filter", filterId: String(id), action: "hide", expiresIn: "keep" },
      READER,
    );
    expect(changed.status).toBe(200);
    expect(await row()).toEqual({ action: "hide", expires_at: dayEnd });
    const forever = { intent: "change-filter", filterId: String(id), action: "hide", expiresIn: "forever" };
    expect((await formPost("/settings/filters", forever, READER)).status).toBe(200);
    expect(await row()).toEqual({ action: "hide", expires_at: null });
    // Someone else's filter is not there to change; a made-up action changes nothing.
    expect((await formPost("/settings/filters", forever, OTHER)).status).toBe(404);
    const loud = { intent: "change-filter", filterId: String(id), action: "loud", expiresIn: "day" };
    expect((await formPost("/settings/filters", loud, READER)).status).toBe(400);
    expect(await row()).toEqual({ action: "hide", expires_at: null });
    const removed = await formPost("/settings/filters", { intent: "remove-filter", filterId: String(id) }, READER);
    expect(removed.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM keyword_filters WHERE user_id = ?", READER)).toBe(before);
  });
});

describe("muting a member", () => {
  it("hides their posts and replies from the muter alone, and the muted member cannot tell", async () => {
    const notificationsBefore = await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ?", AUTHOR);
    const muted = await api(`/api/users/${AUTHOR}/mute`, { method: "POST", as: READER });
    expect(muted.status).toBe(200);
    expect(await muted.json()).toMatchObject({ userId: AUTHOR, muted: true });
    const { feed, blogs, forums, replies } = await everyList();
    expect(find(feed, ids.post)).toBeUndefined();
    expect(find(blogs, ids.blog)).toBeUndefined();
    expect(find(forums, ids.discussion)).toBeUndefined();
    expect(find(replies, ids.reply)).toBeUndefined();
    expect((await searchHits()).some((item) => item.kind === "post" || item.kind === "reply")).toBe(false);
    // Their profile, opened on purpose, still lists them; the post opens by its link.
    expect((await api(`/posts/${ids.post}`, { as: READER })).status).toBe(200);
    // The muted member sees everything as before, is not notified, and sees no mute anywhere.
    const theirs = await everyList(AUTHOR);
    expect(find(theirs.feed, ids.post)).toBeDefined();
    expect(await scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ?", AUTHOR)).toBe(notificationsBefore);
    expect(await (await api("/api/user-mutes", { as: AUTHOR })).json()).toEqual([]);
    const mutes = (await (await api("/api/user-mutes", { as: READER })).json()) as { userId: number }[];
    expect(mutes.map((mute) => mute.userId)).toEqual([AUTHOR]);
    // Not a block: they can still reply to each other.
    const reply = await api(`/api/posts/${ids.replyPost}/comments`, { body: { content: "Still here." }, as: READER });
    expect(reply.status).toBe(201);
    // Unmuted from the settings page's form.
    const unmuted = await formPost("/settings/filters", { intent: "unmute", userId: String(AUTHOR) }, READER);
    expect(unmuted.status).toBe(200);
    expect(find(await list("/api/posts?type=post&limit=50"), ids.post)).toBeDefined();
  });

  it("stops their notifications to the muter, and hides the ones from before until unmuted", async () => {
    const fromAuthor = () =>
      scalar("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND actor_id = ?", READER, AUTHOR);
    const listed = async () => {
      const response = await api("/api/notifications?limit=50", { as: READER });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { items: { actorName: string | null }[]; unread: number };
      return { names: page.items.map((item) => item.actorName), unread: page.unread };
    };
    const authorName = await env.DB.prepare("SELECT display_name AS name FROM users WHERE id = ?")
      .bind(AUTHOR)
      .first<string>("name");
    // Before the mute: a follow notifies the reader.
    expect((await api(`/api/users/${READER}/follow`, { method: "POST", as: AUTHOR })).status).toBeLessThan(300);
    expect(await fromAuthor()).toBe(1);
    const before = await listed();
    expect(before.names).toContain(authorName);
    expect((await api(`/api/users/${AUTHOR}/mute`, { method: "POST", as: READER })).status).toBe(200);
    // The old one leaves the list and the count; a new one is never written.
    const during = await listed();
    expect(during.names).not.toContain(authorName);
    expect(during.unread).toBe(before.unread - 1);
    expect((await api(`/api/users/${READER}/follow`, { method: "DELETE", as: AUTHOR })).status).toBeLessThan(300);
    await env.DB.prepare("DELETE FROM notifications WHERE user_id = ? AND actor_id = ?").bind(READER, AUTHOR).run();
    expect((await api(`/api/users/${READER}/follow`, { method: "POST", as: AUTHOR })).status).toBeLessThan(300);
    expect(await fromAuthor()).toBe(0);
    // Unmuted, they are heard from again.
    expect((await api(`/api/users/${AUTHOR}/mute`, { method: "DELETE", as: READER })).status).toBe(200);
    expect((await api(`/api/users/${READER}/follow`, { method: "DELETE", as: AUTHOR })).status).toBeLessThan(300);
    expect((await api(`/api/users/${READER}/follow`, { method: "POST", as: AUTHOR })).status).toBeLessThan(300);
    expect(await fromAuthor()).toBe(1);
    expect((await listed()).names).toContain(authorName);
  });

  it("is offered from a post's menu (a form to the profile page), with Block beside it", async () => {
    const html = await (await api("/", { as: READER })).text();
    expect(html).toContain(`action="/profile/${AUTHOR}"`);
    const muted = await formPost(`/profile/${AUTHOR}`, { intent: "mute" }, READER);
    expect(muted.status).toBe(200);
    expect(
      await scalar("SELECT count(*) AS n FROM user_mutes WHERE muter_id = ? AND muted_id = ?", READER, AUTHOR),
    ).toBe(1);
    const unmuted = await formPost(`/profile/${AUTHOR}`, { intent: "unmute" }, READER);
    expect(unmuted.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM user_mutes WHERE muter_id = ?", READER)).toBe(0);
  });

  it("answers bad input with a 4xx", async () => {
    expect((await api(`/api/users/${READER}/mute`, { method: "POST", as: READER })).status).toBe(400);
    expect((await api(`/api/users/999999/mute`, { method: "POST", as: READER })).status).toBe(404);
    expect((await api(`/api/users/abc/mute`, { method: "POST", as: READER })).status).toBe(400);
    expect((await api(`/api/users/${AUTHOR}/mute`, { method: "POST", as: null })).status).toBe(401);
    expect((await api(`/api/users/${AUTHOR}/mute`, { method: "PUT", as: READER })).status).toBe(405);
    const bad = await formPost("/settings/filters", { intent: "unmute", userId: "0" }, READER);
    expect(bad.status).toBe(400);
  });
});
