// Conversations against the real Worker and D1 (docs/features/conversations.md): a post's page
// data, replies one level deep, counts, edits with history, deletes, accepted answers, mentions,
// warnings, removal, blocks and who may change what. Storage is shared within this file: each test
// makes its rows.
import { describe, expect, it } from "vitest";
import { api, scalar } from "./http";
import { json, row } from "./moderation-fixtures";

type Reply = {
  id: number;
  parentId: number | null;
  content: string;
  contentHtml: string;
  contentWarning: string | null;
  deletedAt: string | null;
  removedAt: string | null;
  editedAt: string | null;
  likes: number;
  author: { id: number; username: string };
  replies: Reply[];
};
type Thread = { items: Reply[]; nextCursor: string | null };
type Post = {
  id: number;
  authorId: number;
  content: string;
  contentHtml: string;
  commentsCount: number;
  acceptedCommentId: number | null;
  editedAt: string | null;
  deletedAt: string | null;
  removedAt: string | null;
  contentWarning: string | null;
  author: { id: number; displayName: string };
};

async function newPost(as: number, body: Record<string, unknown> = {}) {
  const response = await api("/api/posts", { as, body: { type: "discussion", content: "Opening post", ...body } });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}
async function reply(postId: number, as: number, body: Record<string, unknown>) {
  const response = await api(`/api/posts/${postId}/comments`, { as, body });
  expect(response.status).toBe(201);
  return json<Reply>(response);
}
const thread = async (postId: number, query = "", as = 1) =>
  json<Thread>(await api(`/api/posts/${postId}/comments${query}`, { as }));
const post = async (postId: number, as = 1) => json<Post>(await api(`/api/posts/${postId}`, { as }));
const count = (postId: number) => scalar("SELECT comments_count AS n FROM posts WHERE id = ?", postId);

describe("a post and its page data", () => {
  it("GET /api/posts/:id gives the spec's Post with authorId and author, and its text as safe HTML", async () => {
    const id = await newPost(3, {
      type: "blog",
      title: "Ramps",
      content: "# Step one\n\n**Bold** <script>x()</script>",
    });
    const found = await post(id);
    expect(found).toMatchObject({ id, authorId: 3, author: { id: 3 }, commentsCount: 0 });
    expect(found.contentHtml).toContain("<h2>Step one</h2>");
    expect(found.contentHtml).toContain("<strong>Bold</strong>");
    expect(found.contentHtml).not.toContain("<script");
    expect((await api("/api/posts/999999")).status).toBe(404);
    expect((await api("/api/posts/abc")).status).toBe(400);
  });

  it("every Post the list returns carries authorId as well as author", async () => {
    const page = await json<{ items: Post[] }>(await api("/api/posts?limit=5"));
    for (const item of page.items) expect(item.authorId).toBe(item.author.id);
  });
});

describe("replies", () => {
  it("nests one level: a reply to a nested reply joins the same thread and mentions whom it answers", async () => {
    const id = await newPost(2);
    const top = await reply(id, 3, { content: "First answer" });
    const nested = await reply(id, 4, { content: "Nested", parentId: top.id });
    expect(nested.parentId).toBe(top.id);
    const deeper = await reply(id, 2, { content: "Answering the nested one", parentId: nested.id });
    expect(deeper.parentId).toBe(top.id);
    const username = (await row("SELECT username FROM users WHERE id = 4"))?.username as string;
    expect(deeper.content).toBe(`@${username} Answering the nested one`);
    expect(deeper.contentHtml).toContain(`href="/profile/4"`);
    const page = await thread(id);
    expect(page.items.map((item) => item.id)).toEqual([top.id]);
    expect(page.items[0]?.replies.map((item) => item.id)).toEqual([nested.id, deeper.id]);
    expect(await count(id)).toBe(3);
    expect(await scalar("SELECT replies_count AS n FROM comments WHERE id = ?", top.id)).toBe(2);
  });

  it("pages top-level replies by keyset, oldest first or newest first, each once", async () => {
    const id = await newPost(2);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await reply(id, 3 + (i % 3), { content: `Reply ${i}` })).id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Thread = await thread(id, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made);
    const newest = await thread(id, "?sort=newest&limit=50");
    expect(newest.items.map((item) => item.id)).toEqual([...made].reverse());
    for (const bad of ["?sort=random", "?limit=0", "?limit=51", "?cursor=nope", "?page=2"])
      expect((await api(`/api/posts/${id}/comments${bad}`)).status).toBe(400);
  });

  it("refuses bad replies with a 4xx and writes nothing", async () => {
    const id = await newPost(2);
    const other = await newPost(2);
    const elsewhere = await reply(other, 3, { content: "On another post" });
    const before = await scalar("SELECT count(*) AS n FROM comments");
    const cases: [unknown, number][] = [
      [{ content: "" }, 400],
      [{ content: "x".repeat(10_001) }, 400],
      [{ content: "ok", parentId: elsewhere.id }, 400],
      [{ content: "ok", parentId: 999999 }, 400],
      [{ content: "ok", contentWarning: "w".repeat(61) }, 400],
      [{ content: "ok", authorId: 2 }, 400],
      ["not json", 400],
    ];
    for (const [body, status] of cases)
      expect((await api(`/api/posts/${id}/comments`, { as: 3, body })).status, JSON.stringify(body)).toBe(status);
    expect((await api(`/api/posts/999999/comments`, { as: 3, body: { content: "ok" } })).status).toBe(404);
    expect((await api(`/api/posts/${id}/comments`, { as: null, body: { content: "ok" } })).status).toBe(401);
    expect(await scalar("SELECT count(*) AS n FROM comments")).toBe(before);
    expect(await count(id)).toBe(0);
  });

  it("gives the replies newer than one the page has, at any level, for the page's poll", async () => {
    const id = await newPost(2);
    const first = await reply(id, 3, { content: "Seen already" });
    const nested = await reply(id, 4, { content: "New and nested", parentId: first.id });
    const top = await reply(id, 5, { content: "New at the top" });
    const fresh = await thread(id, `?since=${first.id}`);
    expect(fresh.items.map((item) => [item.id, item.parentId])).toEqual([
      [nested.id, first.id],
      [top.id, null],
    ]);
    expect(fresh.nextCursor).toBeNull();
    expect((await thread(id, `?since=${top.id}`)).items).toEqual([]);
    expect((await api(`/api/posts/${id}/comments?since=-1`)).status).toBe(400);
  });

  it("likes a reply once per member", async () => {
    const id = await newPost(2);
    const answer = await reply(id, 3, { content: "Like me" });
    for (let i = 0; i < 2; i++)
      expect((await api(`/api/comments/${answer.id}/like`, { as: 4, method: "POST" })).status).toBe(200);
    expect(await scalar("SELECT likes AS n FROM comments WHERE id = ?", answer.id)).toBe(1);
    expect((await api(`/api/comments/999999/like`, { as: 4, method: "POST" })).status).toBe(404);
  });
});

describe("edit and delete", () => {
  it("lets only the author edit; an edit says so and keeps the earlier version", async () => {
    const id = await newPost(2, { content: "Version one" });
    expect((await api(`/api/posts/${id}`, { as: 3, method: "PATCH", body: { content: "Hijack" } })).status).toBe(403);
    const edited = await api(`/api/posts/${id}`, { as: 2, method: "PATCH", body: { content: "Version two" } });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ content: "Version two", editedAt: expect.any(String) });
    expect(await row("SELECT content FROM edit_revisions WHERE content_type = 'post' AND content_id = ?", id)).toEqual({
      content: "Version one",
    });

    const answer = await reply(id, 3, { content: "Reply one" });
    expect((await api(`/api/comments/${answer.id}`, { as: 2, method: "PATCH", body: { content: "No" } })).status).toBe(
      403,
    );
    expect(
      (await api(`/api/comments/${answer.id}`, { as: 3, method: "PATCH", body: { content: "Reply two" } })).status,
    ).toBe(200);
    const [shown] = (await thread(id)).items;
    expect(shown).toMatchObject({ content: "Reply two", editedAt: expect.any(String) });
    expect(
      await row("SELECT content FROM edit_revisions WHERE content_type = 'comment' AND content_id = ?", answer.id),
    ).toEqual({
      content: "Reply one",
    });
    for (const body of [{}, { content: "" }, { content: "x", extra: 1 }])
      expect((await api(`/api/comments/${answer.id}`, { as: 3, method: "PATCH", body })).status).toBe(400);
    expect((await api(`/api/posts/${id}`, { as: 2, method: "PATCH", body: {} })).status).toBe(400);
  });

  it("a deleted reply with replies leaves a placeholder; without, it goes, and the counts follow", async () => {
    const id = await newPost(2);
    const top = await reply(id, 3, { content: "Has a reply" });
    const nested = await reply(id, 4, { content: "Under it", parentId: top.id });
    const lone = await reply(id, 3, { content: "Alone" });
    expect(await count(id)).toBe(3);
    expect((await api(`/api/comments/${top.id}`, { as: 4, method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/comments/${top.id}`, { as: 3, method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/comments/${lone.id}`, { as: 3, method: "DELETE" })).status).toBe(204);
    const page = await thread(id);
    expect(page.items.map((item) => item.id)).toEqual([top.id]);
    expect(page.items[0]).toMatchObject({ content: "", contentHtml: "", deletedAt: expect.any(String) });
    expect(page.items[0]?.replies.map((item) => item.id)).toEqual([nested.id]);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ?", lone.id)).toBe(0);
    expect(await count(id)).toBe(1);
    // The last reply under a placeholder goes, and takes the placeholder with it.
    expect((await api(`/api/comments/${nested.id}`, { as: 4, method: "DELETE" })).status).toBe(204);
    expect((await thread(id)).items).toEqual([]);
    expect(await count(id)).toBe(0);
    expect((await api(`/api/comments/${nested.id}`, { as: 4, method: "DELETE" })).status).toBe(404);
  });

  it("a deleted post with replies stays for them, out of every list; without replies it goes", async () => {
    const kept = await newPost(2);
    await reply(kept, 3, { content: "Keep me" });
    const gone = await newPost(2);
    expect((await api(`/api/posts/${kept}`, { as: 3, method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/posts/${kept}`, { as: 2, method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/posts/${gone}`, { as: 2, method: "DELETE" })).status).toBe(204);
    expect(await post(kept)).toMatchObject({ content: "", deletedAt: expect.any(String) });
    expect((await thread(kept)).items).toHaveLength(1);
    expect((await api(`/api/posts/${gone}`)).status).toBe(404);
    const list = await json<{ items: Post[] }>(await api("/api/posts?authorId=2&limit=50"));
    expect(list.items.map((item) => item.id)).not.toContain(kept);
    expect((await api(`/api/posts/${kept}/comments`, { as: 3, body: { content: "Too late" } })).status).toBe(409);
  });
});

describe("questions", () => {
  it("the asker alone accepts one reply; the list shows it answered and the filter leaves it out", async () => {
    const id = await newPost(2, { type: "question", title: "Which wheelchair cushion?" });
    const first = await reply(id, 3, { content: "Air cells" });
    const second = await reply(id, 4, { content: "Gel" });
    const accept = (commentId: number | null, as = 2) =>
      api(`/api/posts/${id}/accept-answer`, { as, body: { commentId } });
    expect((await accept(second.id, 3)).status).toBe(403);
    expect((await accept(999999)).status).toBe(400);
    const unanswered = async () =>
      (await json<{ items: Post[] }>(await api("/api/posts?unanswered=true&limit=50"))).items.map((item) => item.id);
    expect(await unanswered()).toContain(id);
    expect((await accept(second.id)).status).toBe(200);
    expect((await post(id)).acceptedCommentId).toBe(second.id);
    expect(await unanswered()).not.toContain(id);
    expect((await accept(first.id)).status).toBe(200);
    expect((await post(id)).acceptedCommentId).toBe(first.id);
    expect((await accept(null)).status).toBe(200);
    expect((await post(id)).acceptedCommentId).toBeNull();
    const discussion = await newPost(2);
    const answer = await reply(discussion, 3, { content: "Not a question" });
    expect(
      (await api(`/api/posts/${discussion}/accept-answer`, { as: 2, body: { commentId: answer.id } })).status,
    ).toBe(409);
    for (const body of [{}, { commentId: "1" }, { commentId: 1, extra: true }])
      expect((await api(`/api/posts/${id}/accept-answer`, { as: 2, body })).status).toBe(400);
  });
});

describe("mentions and content warnings", () => {
  it("records each member a text mentions, links them, and leaves unknown names as text", async () => {
    const username = (await row("SELECT username FROM users WHERE id = 5"))?.username as string;
    const id = await newPost(2, { content: `Thanks @${username} and @nobody_here` });
    expect(
      await row("SELECT mentioned_user_id FROM mentions WHERE content_type = 'post' AND content_id = ?", id),
    ).toEqual({
      mentioned_user_id: 5,
    });
    const html = (await post(id)).contentHtml;
    expect(html).toContain(`<a href="/profile/5" data-mention="" class="mention">@${username}</a>`);
    expect(html).toContain("@nobody_here");
    const answer = await reply(id, 3, { content: `Agree with @${username}` });
    expect(
      await scalar("SELECT count(*) AS n FROM mentions WHERE content_type = 'comment' AND content_id = ?", answer.id),
    ).toBe(1);
    // Editing the mention away forgets it.
    await api(`/api/comments/${answer.id}`, { as: 3, method: "PATCH", body: { content: "Agree" } });
    expect(
      await scalar("SELECT count(*) AS n FROM mentions WHERE content_type = 'comment' AND content_id = ?", answer.id),
    ).toBe(0);
  });

  it("suggests members to mention: people you follow first, then the thread, never the blocked or yourself", async () => {
    const id = await newPost(20, { content: "Who is around?" });
    await reply(id, 21, { content: "Me" });
    const names = async (q: string, as: number, post = id) =>
      (
        await json<{ items: { id: number; followed: boolean; inThread: boolean }[] }>(
          await api(`/api/users/mentionable?q=${encodeURIComponent(q)}&postId=${post}`, { as }),
        )
      ).items;
    const all = await names("", 22);
    expect(all.length).toBeLessThanOrEqual(8);
    expect(all.map((member) => member.id)).not.toContain(22);
    // Whatever matches: the people member 22 follows first, then the people in the thread, then the rest.
    await api("/api/users/23/follow", { as: 22, method: "POST" });
    const usernameOf = async (id: number) =>
      (await row("SELECT username FROM users WHERE id = ?", id))?.username as string;
    const rank = (member: { followed: boolean; inThread: boolean }) => (member.followed ? 0 : member.inThread ? 1 : 2);
    for (const q of ["", "a", "e"]) {
      const ranks = (await names(q, 22)).map(rank);
      expect(ranks).toEqual([...ranks].sort());
    }
    expect((await names(await usernameOf(23), 22)).find((member) => member.id === 23)).toMatchObject({
      followed: true,
    });
    expect((await names(await usernameOf(20), 22)).find((member) => member.id === 20)).toMatchObject({
      inThread: true,
    });
    expect((await names(await usernameOf(21), 22)).find((member) => member.id === 21)).toMatchObject({
      inThread: true,
    });
    const username = (await row("SELECT username FROM users WHERE id = 24"))?.username as string;
    expect((await names(username.slice(0, 4), 22)).map((member) => member.id)).toContain(24);
    await api("/api/users/24/block", { as: 22, method: "POST" });
    expect((await names(username.slice(0, 4), 22)).map((member) => member.id)).not.toContain(24);
    for (const bad of ["q=%25%25", "q=" + "a".repeat(31), "q=<script>", "postId=abc&q=a", "q=a&extra=1"])
      expect((await api(`/api/users/mentionable?${bad}`, { as: 22 })).status).toBe(400);
    expect((await api("/api/users/mentionable?q=a", { as: null })).status).toBe(401);
  });

  it("keeps a post's and a reply's content warning", async () => {
    const id = await newPost(2, { contentWarning: "medical detail" });
    expect((await post(id)).contentWarning).toBe("medical detail");
    const answer = await reply(id, 3, { content: "Careful", contentWarning: "mental health" });
    expect(answer.contentWarning).toBe("mental health");
  });
});

describe("moderation and blocks", () => {
  it("a removed reply leaves the thread and the count, and moderators still see it", async () => {
    const id = await newPost(2);
    const top = await reply(id, 3, { content: "Parent" });
    const bad = await reply(id, 4, { content: "Rude", parentId: top.id });
    const removed = await api("/api/moderation-actions", {
      body: { actionType: "content_removed", reason: "Harassment", contentType: "comment", contentId: bad.id },
    });
    expect(removed.status).toBe(201);
    expect(await count(id)).toBe(1);
    expect(await scalar("SELECT replies_count AS n FROM comments WHERE id = ?", top.id)).toBe(0);
    expect((await thread(id, "", 5)).items[0]?.replies).toEqual([]);
    expect((await thread(id, "", 1)).items[0]?.replies[0]).toMatchObject({ id: bad.id, removedAt: expect.any(String) });
    expect((await api(`/api/comments/${bad.id}`, { as: 4, method: "PATCH", body: { content: "Sneaky" } })).status).toBe(
      404,
    );
    const report = await api("/api/reports", {
      as: 2,
      body: { contentType: "comment", contentId: top.id, reason: "spam" },
    });
    expect(report.status).toBe(201);
  });

  it("shows a reported reply in its thread: the post it is on and the reply it answers", async () => {
    const id = await newPost(2, { title: "Thread of the report", type: "discussion" });
    const top = await reply(id, 3, { content: "The reply being answered" });
    const nested = await reply(id, 4, { content: "The reported reply", parentId: top.id });
    const filed = await api("/api/reports", {
      as: 5,
      body: { contentType: "comment", contentId: nested.id, reason: "harassment" },
    });
    expect(filed.status).toBe(201);
    const queue = await json<{ items: Record<string, unknown>[] }>(await api("/api/reports?status=pending&limit=50"));
    expect(queue.items.find((item) => item.contentId === nested.id)).toMatchObject({
      contentText: "The reported reply",
      contentPostId: id,
      contentThreadPost: "Thread of the report",
      contentInReplyTo: "The reply being answered",
      contentGroup: null,
    });
  });

  it("a removed post answers 404 to members and opens for moderators (members 1 and 2)", async () => {
    const id = await newPost(6);
    await api("/api/moderation-actions", {
      body: { actionType: "content_removed", reason: "Spam", contentType: "post", contentId: id },
    });
    expect((await api(`/api/posts/${id}`, { as: 3 })).status).toBe(404);
    expect((await api(`/api/posts/${id}/comments`, { as: 3 })).status).toBe(404);
    expect((await api(`/api/posts/${id}`, { as: null })).status).toBe(404);
    expect(await post(id, 2)).toMatchObject({ id, removedAt: expect.any(String) });
  });

  it("a block hides each member's posts and replies from the other, and stops replies between them", async () => {
    const id = await newPost(7);
    const fromEight = await reply(id, 8, { content: "From eight" });
    expect((await api(`/api/users/7/block`, { as: 9, method: "POST" })).status).toBe(200);
    expect((await api(`/api/posts/${id}`, { as: 9 })).status).toBe(404);
    expect((await api(`/api/posts/${id}/comments`, { as: 9, body: { content: "Hi" } })).status).toBe(404);
    expect((await api(`/api/users/8/block`, { as: 10, method: "POST" })).status).toBe(200);
    expect((await thread(id, "", 10)).items.map((item) => item.id)).not.toContain(fromEight.id);
    expect((await thread(id, "", 11)).items.map((item) => item.id)).toContain(fromEight.id);
    expect(
      (await api(`/api/posts/${id}/comments`, { as: 10, body: { content: "Reply", parentId: fromEight.id } })).status,
    ).toBe(400);
  });

  it("a suspended member cannot reply, edit or delete", async () => {
    const id = await newPost(12);
    const mine = await reply(id, 13, { content: "Before" });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await api("/api/moderation-actions", {
      body: { actionType: "user_suspended", reason: "Threats", targetUserId: 13, expiresAt: until },
    });
    expect((await api(`/api/posts/${id}/comments`, { as: 13, body: { content: "During" } })).status).toBe(403);
    expect((await api(`/api/comments/${mine.id}`, { as: 13, method: "PATCH", body: { content: "x" } })).status).toBe(
      403,
    );
    expect(await count(id)).toBe(1);
  });
});
