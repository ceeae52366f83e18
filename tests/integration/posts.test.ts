import { describe, expect, it } from "vitest";
import { POST_TEXTS } from "~/lib/texts";
import { api, scalar } from "./http";
import { expectEvery } from "../shared/expect-every";

type Page = {
  items: {
    id: number;
    type: string;
    createdAt: string;
    likedByMe: boolean;
    author: { id: number; displayName: string };
    tags: string[];
  }[];
  nextCursor: string | null;
};
const countPosts = () => scalar("SELECT count(*) AS n FROM posts");

describe("GET /api/posts", () => {
  it("returns newest first with authors and a cursor that pages through everything once", async () => {
    // A support group's posts are never in these lists.
    const total = await scalar("SELECT count(*) AS n FROM posts WHERE removed_at IS NULL AND group_id IS NULL");
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await api(`/api/posts?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(response.status).toBe(200);
      const page: Page = await response.json();
      for (let i = 1; i < page.items.length; i++)
        expect(page.items[i - 1]!.createdAt >= page.items[i]!.createdAt).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("filters by type, by author and by the people user 1 follows", async () => {
    const blogs: Page = await (await api("/api/posts?type=blog&limit=50")).json();
    expect(blogs.items.length).toBe(
      await scalar("SELECT count(*) AS n FROM posts WHERE type = 'blog' AND group_id IS NULL"),
    );
    expectEvery(blogs.items, (p) => p.type === "blog");
    const mine: Page = await (await api("/api/posts?authorId=1&limit=50")).json();
    expect(mine.items.length).toBe(
      await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1 AND group_id IS NULL"),
    );
    const following: Page = await (await api("/api/posts?following=true&limit=50")).json();
    const expected = await scalar(
      "SELECT count(*) AS n FROM posts WHERE group_id IS NULL AND author_id IN (SELECT following_id FROM follows WHERE follower_id = 1)",
    );
    expect(following.items.length).toBe(Math.min(expected, 50));
    expect(expected).toBeGreaterThan(0);
  });

  it.each([
    ["an unknown type", "type=poem"],
    ["a bad author id", "authorId=abc"],
    ["a forged cursor", "cursor=yesterday"],
    ["a zero limit", "limit=0"],
    ["a huge limit", "limit=500"],
    ["an unknown parameter", "sort=random"],
  ])("refuses %s with 400", async (_, query) => {
    const response = await api(`/api/posts?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
  });
});

describe("POST /api/posts", () => {
  it("creates each type, trimming and dropping empty optional fields", async () => {
    for (const type of ["post", "blog", "question", "discussion"] as const) {
      const response = await api("/api/posts", {
        body: {
          authorId: 1,
          type,
          title: type === "post" ? "  " : `  A ${type} title  `,
          content: `  Hello from a ${type}  `,
          category: "   ",
          tags: [" ndis ", "", "  ", "housing", "ndis"],
        },
      });
      expect(response.status).toBe(201);
      const post = await response.json<Record<string, unknown>>();
      expect(post).toMatchObject({
        authorId: 1,
        type,
        content: `Hello from a ${type}`,
        category: null,
        tags: ["ndis", "housing"],
        likes: 0,
      });
      expect(post.title).toBe(type === "post" ? null : `A ${type} title`);
    }
    const newest: Page = await (await api("/api/posts?limit=1")).json();
    expect(newest.items[0]?.type).toBe("discussion");
  });

  it("counts a new post on the author's profile and in the community stats", async () => {
    const before = await (await api("/api/users/1")).json<{ postsCount: number }>();
    expect((await api("/api/posts", { body: { type: "post", content: "Counting" } })).status).toBe(201);
    const after = await (await api("/api/users/1")).json<{ postsCount: number }>();
    expect(after.postsCount).toBe(before.postsCount + 1);
    expect(after.postsCount).toBe(
      await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1 AND removed_at IS NULL AND group_id IS NULL"),
    );
  });

  it("stores a discussion in its forum", async () => {
    const response = await api("/api/posts", {
      body: { type: "discussion", title: "Ramps", content: "Who builds good ramps?", forumId: 3 },
    });
    expect(response.status).toBe(201);
    expect((await response.json<{ forumId: number }>()).forumId).toBe(3);
  });

  const invalid: [string, unknown, RegExp][] = [
    ["blank content", { type: "post", content: "   " }, new RegExp(POST_TEXTS.emptyContent.slice(0, 20))],
    ["a blog without a title", { type: "blog", content: "Body", title: "  " }, /title/i],
    ["an unknown type", { type: "poem", content: "Roses" }, /type/],
    ["too many tags", { type: "post", content: "x", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, /tags/],
    ["a tag that is too long", { type: "post", content: "x", tags: ["x".repeat(33)] }, /tag/i],
    ["content over the cap", { type: "post", content: "x".repeat(10_001) }, /content/i],
    ["a title over the cap", { type: "question", content: "x", title: "x".repeat(201) }, /title/i],
    ["an unknown field", { type: "post", content: "x", pinned: true }, /pinned|Unrecognized/i],
    ["a non-array tags field", { type: "post", content: "x", tags: "a,b" }, /tags/],
    ["a forum that does not exist", { type: "discussion", content: "x", forumId: 999 }, /forum/i],
  ];
  it.each(invalid)("refuses %s with 400 and writes nothing", async (_, body, message) => {
    const before = await countPosts();
    const response = await api("/api/posts", { body });
    expect(response.status).toBe(400);
    const error = await response.json<{ error: string }>();
    expect(error.error).toMatch(message);
    expect(await countPosts()).toBe(before);
  });

  it("refuses posting as someone else (403), non-JSON (415) and malformed JSON (400)", async () => {
    const before = await countPosts();
    expect((await api("/api/posts", { body: { authorId: 2, type: "post", content: "x" } })).status).toBe(403);
    expect((await api("/api/posts", { body: "type=post", contentType: "text/plain" })).status).toBe(415);
    expect((await api("/api/posts", { body: "{" })).status).toBe(400);
    expect((await api("/api/posts", { method: "PUT", body: { type: "post", content: "x" } })).status).toBe(405);
    expect(await countPosts()).toBe(before);
  });
});

describe("POST /api/posts/:id/like", () => {
  it("likes once; a second like changes nothing", async () => {
    const postId = await scalar(
      "SELECT id AS n FROM posts WHERE group_id IS NULL AND id NOT IN (SELECT post_id FROM post_likes WHERE user_id = 1) ORDER BY id LIMIT 1",
    );
    const before = await scalar("SELECT likes AS n FROM posts WHERE id = ?", postId);
    const first = await api(`/api/posts/${postId}/like`, { method: "POST" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ postId, likes: before + 1, liked: true });
    const second = await api(`/api/posts/${postId}/like`, { method: "POST" });
    expect(await second.json()).toEqual({ postId, likes: before + 1, liked: true });
    expect(await scalar("SELECT count(*) AS n FROM post_likes WHERE post_id = ? AND user_id = 1", postId)).toBe(1);
    const page: Page = await (await api(`/api/posts?limit=50`)).json();
    expect(page.items.find((p) => p.id === postId)?.likedByMe).toBe(true);
  });

  it("answers 404 for a post that does not exist and 400 for a bad id", async () => {
    const likes = await scalar("SELECT count(*) AS n FROM post_likes");
    expect((await api("/api/posts/99999/like", { method: "POST" })).status).toBe(404);
    expect((await api("/api/posts/abc/like", { method: "POST" })).status).toBe(400);
    expect((await api("/api/posts/1/like")).status).toBe(405);
    expect(await scalar("SELECT count(*) AS n FROM post_likes")).toBe(likes);
  });
});

describe("GET /api/forums", () => {
  it("lists every forum with its category and a real postsCount", async () => {
    const forums = await (
      await api("/api/forums")
    ).json<{ id: number; name: string; postsCount: number; categoryName: string }[]>();
    expect(forums.length).toBe(await scalar("SELECT count(*) AS n FROM forums"));
    for (const forum of forums) {
      expect(forum.postsCount).toBe(
        await scalar(
          "SELECT count(*) AS n FROM posts WHERE forum_id = ? AND removed_at IS NULL AND type IN ('discussion', 'question')",
          forum.id,
        ),
      );
      expect(forum.categoryName).toEqual(expect.any(String));
    }
  });

  it("a forum's count and its list describe the same posts", async () => {
    const forums = await (await api("/api/forums")).json<{ id: number; postsCount: number }[]>();
    expect(forums.filter((forum) => forum.postsCount > 0).length).toBeGreaterThan(1);
    const listed = async (forumId?: number) => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const query = `inForums=true&limit=50${forumId ? `&forumId=${forumId}` : ""}`;
        const page: Page = await (
          await api(`/api/posts?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)
        ).json();
        for (const post of page.items) expect(["discussion", "question"]).toContain(post.type);
        ids.push(...page.items.map((post) => post.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    for (const forum of forums) expect(await listed(forum.id), `forum ${forum.id}`).toHaveLength(forum.postsCount);
    // "All forums" lists what the forums hold together, and nothing from outside them.
    expect(await listed()).toHaveLength(forums.reduce((sum, forum) => sum + forum.postsCount, 0));
  });
});

describe("POST/DELETE /api/users/:id/follow", () => {
  it("follows and unfollows idempotently", async () => {
    await api("/api/users/30/follow", { method: "DELETE" });
    const base = await scalar("SELECT count(*) AS n FROM follows WHERE following_id = 30");
    expect(await (await api("/api/users/30/follow", { method: "POST" })).json()).toEqual({
      following: true,
      followers: base + 1,
    });
    expect(await (await api("/api/users/30/follow", { method: "POST" })).json()).toEqual({
      following: true,
      followers: base + 1,
    });
    expect(await (await api("/api/users/30/follow", { method: "DELETE" })).json()).toEqual({
      following: false,
      followers: base,
    });
    expect(await (await api("/api/users/30/follow", { method: "DELETE" })).json()).toEqual({
      following: false,
      followers: base,
    });
  });

  it("refuses following yourself (400), unknown users (404) and other methods (405)", async () => {
    const before = await scalar("SELECT count(*) AS n FROM follows");
    expect((await api("/api/users/1/follow", { method: "POST" })).status).toBe(400);
    expect((await api("/api/users/9999/follow", { method: "POST" })).status).toBe(404);
    expect((await api("/api/users/5/follow", { method: "PUT" })).status).toBe(405);
    expect(await scalar("SELECT count(*) AS n FROM follows")).toBe(before);
  });
});
