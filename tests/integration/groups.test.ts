import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";
import { expectEvery } from "../shared/expect-every";

type Group = {
  id: number;
  name: string;
  description: string;
  category: string;
  memberCount: number;
  isPrivate: boolean;
  recentActivity: string;
  guidelines: string;
  membership: "member" | "pending" | null;
};
type Page = { items: Group[]; nextCursor: string | null };
const list = async (query: string, as = 1) => {
  const response = await call(`/api/groups${query}`, { as });
  expect(response.status).toBe(200);
  return response.json<Page>();
};
const memberRows = (groupId: number) =>
  scalar("SELECT count(*) AS n FROM group_memberships WHERE group_id = ? AND status = 'member'", groupId);

/** A group of our own, so joins here never change what other test files see. */
async function newGroup(isPrivate: boolean, name = `Test group ${crypto.randomUUID()}`) {
  const row = await env.DB.prepare(
    "INSERT INTO support_groups (name, description, category, member_count, is_private, guidelines) VALUES (?, 'A test group', 'hearing', 0, ?, 'Be kind') RETURNING id",
  )
    .bind(name, isPrivate ? 1 : 0)
    .first<{ id: number }>();
  return row!.id;
}

describe("GET /api/groups", () => {
  it("lists every group with the spec's fields, most recently active first, across pages", async () => {
    const total = await scalar("SELECT count(*) AS n FROM support_groups");
    const seen: Group[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((g) => g.id)).size).toBe(total);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.recentActivity >= seen[i]!.recentActivity).toBe(true);
    expect(Object.keys(seen[0]!).sort()).toEqual([
      "category",
      "description",
      "guidelines",
      "id",
      "isPrivate",
      "memberCount",
      "membership",
      "name",
      "recentActivity",
    ]);
  });

  it("filters by category, search and the public tab", async () => {
    const visual = await list("?category=visual");
    expect(visual.items.length).toBe(
      await scalar("SELECT count(*) AS n FROM support_groups WHERE category = 'visual'"),
    );
    expectEvery(visual.items, (g) => g.category === "visual");
    expect((await list("?category=all")).items.length).toBeGreaterThan(visual.items.length);

    const search = await list("?search=%20autistic%20");
    expect(search.items.map((g) => g.name)).toEqual(["Autistic Adults Collective"]);
    // LIKE wildcards in the search are matched literally.
    expect((await list("?search=%25")).items).toEqual([]);

    const publicOnly = await list("?tab=public&limit=50");
    expect(publicOnly.items.length).toBe(await scalar("SELECT count(*) AS n FROM support_groups WHERE is_private = 0"));
    expectEvery(publicOnly.items, (g) => !g.isPrivate);
  });

  it("my-groups holds the groups I joined or asked to join", async () => {
    const mine = await list("?tab=my-groups&limit=50", 3);
    const expected = await env.DB.prepare(
      "SELECT group_id AS id FROM group_memberships WHERE user_id = 3 ORDER BY group_id",
    ).all<{ id: number }>();
    expect(mine.items.map((g) => g.id).sort((a, b) => a - b)).toEqual(expected.results.map((r) => r.id));
    expectEvery(mine.items, (g) => g.membership !== null);
  });

  it.each([
    ["an unknown category", "category=sight"],
    ["an empty category", "category="],
    ["an unknown tab", "tab=mine"],
    ["a forged cursor", "cursor=abc"],
    ["a huge limit", "limit=1000"],
    ["a very long search", `search=${"a".repeat(101)}`],
    ["an unknown parameter", "sort=name"],
  ])("refuses %s with 400", async (_, query) => {
    const response = await call(`/api/groups?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
  });
});

describe("joining and leaving", () => {
  it("joins a public group at once and counts the member; joining again changes nothing", async () => {
    const id = await newGroup(false);
    const response = await call(`/api/groups/${id}/join`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ groupId: id, membership: "member", memberCount: 1 });
    expect(await (await call(`/api/groups/${id}/join`, { method: "POST" })).json()).toEqual({
      groupId: id,
      membership: "member",
      memberCount: 1,
    });
    await call(`/api/groups/${id}/join`, { method: "POST", as: 5 });
    expect(await memberRows(id)).toBe(2);
    const mine = await list("?tab=my-groups&limit=50");
    expect(mine.items.find((g) => g.id === id)).toMatchObject({ membership: "member", memberCount: 2 });
  });

  it("requests a private group: pending, not counted as a member", async () => {
    const id = await newGroup(true);
    const response = await call(`/api/groups/${id}/join`, { method: "POST", as: 6 });
    expect(await response.json()).toEqual({ groupId: id, membership: "pending", memberCount: 0 });
    expect(
      await scalar(
        "SELECT count(*) AS n FROM group_memberships WHERE group_id = ? AND user_id = 6 AND status = 'pending'",
        id,
      ),
    ).toBe(1);
    expect((await list("?tab=my-groups&limit=50", 6)).items.find((g) => g.id === id)?.membership).toBe("pending");
  });

  it("leaves a group or withdraws a request, and the count follows", async () => {
    const open = await newGroup(false);
    await call(`/api/groups/${open}/join`, { method: "POST", as: 7 });
    await call(`/api/groups/${open}/join`, { method: "POST", as: 8 });
    const left = await call(`/api/groups/${open}/leave`, { method: "POST", as: 7 });
    expect(await left.json()).toEqual({ groupId: open, membership: null, memberCount: 1 });
    // Leaving again is harmless.
    expect(await (await call(`/api/groups/${open}/leave`, { method: "POST", as: 7 })).json()).toEqual({
      groupId: open,
      membership: null,
      memberCount: 1,
    });

    const closed = await newGroup(true);
    await call(`/api/groups/${closed}/join`, { method: "POST", as: 7 });
    expect(await (await call(`/api/groups/${closed}/leave`, { method: "POST", as: 7 })).json()).toEqual({
      groupId: closed,
      membership: null,
      memberCount: 0,
    });
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE group_id = ?", closed)).toBe(0);
  });

  it("answers unknown groups with 404, bad ids with 400 and GET with 405", async () => {
    expect((await call("/api/groups/99999/join", { method: "POST" })).status).toBe(404);
    expect((await call("/api/groups/99999/leave", { method: "POST" })).status).toBe(404);
    expect((await call("/api/groups/abc/join", { method: "POST" })).status).toBe(400);
    expect((await call("/api/groups/1/join")).status).toBe(405);
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE group_id = 99999")).toBe(0);
  });
});
