// "Download your data" and "Delete your account" against the schema itself: every table with a
// column naming a member (a foreign key to users, or a *user_id column) must be in the export, and
// after deletion no row may name the member outside the tables the page says are kept. A new
// table that names members fails here until the export and the deletion handle it.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORTED_TABLES, KEPT_AFTER_DELETION } from "~/models/account.server";
import { api, formPost, scalar } from "./http";
import { BASE } from "./auth-fixtures";
import { memberCookie } from "./constants";

type Column = { table: string; column: string };

/** Every column, in every table, that names a member. */
async function memberColumns(): Promise<Column[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations') AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'search\\_index\\_%' ESCAPE '\\'",
  ).all<{ name: string }>();
  const found: Column[] = [];
  for (const { name } of tables) {
    const { results: keys } = await env.DB.prepare(`SELECT "from", "table" FROM pragma_foreign_key_list(?)`)
      .bind(name)
      .all<{ from: string; table: string }>();
    const { results: columns } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)")
      .bind(name)
      .all<{ name: string }>();
    const naming = new Set(keys.filter((key) => key.table === "users").map((key) => key.from));
    for (const column of columns) if (/(^|_)user_id$/.test(column.name)) naming.add(column.name);
    for (const column of naming) found.push({ table: name, column });
  }
  return found;
}

const exportOf = async (as: number) => {
  const response = await SELF.fetch(`${BASE}/api/account/export`, { headers: { cookie: memberCookie(as) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="wattle-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return JSON.parse(await response.text()) as {
    profile: { id: number; email: string };
    tables: Record<string, Record<string, unknown>[]>;
  };
};

let columns: Column[];
beforeAll(async () => {
  columns = await memberColumns();
});

describe("Download your data", () => {
  it("covers every table that has a column naming a member", async () => {
    const tables = [...new Set(columns.map((c) => c.table))];
    expect(tables.length).toBeGreaterThan(20);
    const data = await exportOf(1);
    const present = new Set(["users", ...Object.keys(data.tables)]);
    expect(tables.filter((table) => !present.has(table))).toEqual([]);
    expect(tables.filter((table) => !(EXPORTED_TABLES as readonly string[]).includes(table))).toEqual([]);
  });

  it("holds the member's own things, and no secrets or other members' hidden choices", async () => {
    await api("/api/account", { as: 1, method: "PATCH", body: { pronouns: "he/him" } });
    const data = await exportOf(1);
    expect(data.profile).toMatchObject({ id: 1, pronouns: "he/him" });
    expect(data.tables.posts!.length).toBe(await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1"));
    const messages = await scalar("SELECT count(*) AS n FROM messages WHERE from_user_id = 1 OR to_user_id = 1");
    expect(data.tables.messages!.length).toBe(messages);
    const text = JSON.stringify(data);
    // No session id (the token's hash), no code hashes; not who blocked or liked you.
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(data.tables.user_blocks!.every((row) => row.blockerId === 1)).toBe(true);
    expect(data.tables.connection_likes!.every((row) => row.fromUserId === 1)).toBe(true);
    expect(data.tables.reports!.every((row) => !("reporterId" in row))).toBe(true);
  });
});

describe("Delete your account", () => {
  /** Rows that still name `userId`, by table. */
  async function rowsNaming(userId: number) {
    const left: Record<string, number> = {};
    for (const { table, column } of columns) {
      const n = await scalar(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`, userId);
      if (n > 0) left[table] = (left[table] ?? 0) + n;
    }
    return left;
  }

  /** Every text in every table (the search index included), for a word the member owned. */
  async function tablesContaining(word: string) {
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'search\\_index\\_%' ESCAPE '\\' AND name NOT IN ('d1_migrations', 'dev_outbox')",
    ).all<{ name: string }>();
    const hits: string[] = [];
    for (const { name } of tables) {
      const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      if (JSON.stringify(results).toLowerCase().includes(word.toLowerCase())) hits.push(name);
    }
    return hits;
  }

  it("asks for the typed phrase and a recent sign-in", async () => {
    const wrong = await formPost("/account", { intent: "delete-account", confirm: "delete" }, 21);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("exactly to confirm.");
    await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = 21")
      .bind(new Date(Date.now() - 3_600_000).toISOString())
      .run();
    const stale = await formPost("/account", { intent: "delete-account", confirm: "delete my account" }, 21);
    expect(stale.status).toBe(403);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = 21 AND deleted_at IS NULL")).toBe(1);
  });

  it("leaves nothing readable of the member but what the page says stays", async () => {
    const victim =
      (
        await env.DB.prepare(
          "SELECT user_id AS id FROM user_subscriptions WHERE status IN ('active', 'trialing', 'past_due') AND stripe_subscription_id IS NOT NULL AND user_id > 1 ORDER BY user_id LIMIT 1",
        ).first<{ id: number }>()
      )?.id ?? 22;
    const before = (await env.DB.prepare("SELECT email, username, display_name AS name FROM users WHERE id = ?")
      .bind(victim)
      .first<{ email: string; username: string; name: string }>())!;
    // Give them some of everything: a message, a like, a follow, preferences.
    await api("/api/messages", { as: victim, body: { toUserId: 2, content: "A private note from the victim" } });
    await api("/api/users/2/follow", { as: victim, method: "POST" });
    await api("/api/posts/1/like", { as: victim, method: "POST" });
    const post = await (
      await api("/api/posts", { as: victim, body: { type: "post", content: "My public words stay" } })
    ).json<{ id: number }>();

    const deleted = await formPost(
      "/account",
      { intent: "delete-account", confirm: "Delete my account" },
      victim,
      true,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("set-cookie")).toMatch(/session=; Path=\/; Max-Age=0/);

    const left = await rowsNaming(victim);
    const unexpected = Object.keys(left).filter((table) => !(table in KEPT_AFTER_DELETION));
    expect(unexpected).toEqual([]);
    expect(left.sessions).toBeUndefined();
    // The subscription is over, through the billing path; its record and invoices stay.
    expect(
      await scalar(
        "SELECT count(*) AS n FROM user_subscriptions WHERE user_id = ? AND status IN ('active', 'trialing', 'past_due')",
        victim,
      ),
    ).toBe(0);
    // Their address, name and handle are nowhere (the search index included).
    expect(await tablesContaining(before.email)).toEqual([]);
    expect(await tablesContaining(before.username)).toEqual([]);
    expect(await scalar("SELECT count(*) AS n FROM messages WHERE content = 'A private note from the victim'")).toBe(0);
    // Their public post stays, as "Deleted member"; their profile is gone.
    const page = await (await SELF.fetch(`${BASE}/posts/${post.id}`)).text();
    expect(page).toContain("My public words stay");
    expect(page).toContain("Deleted member");
    expect((await SELF.fetch(`${BASE}/profile/${victim}`)).status).toBe(404);
    expect((await api("/api/account", { as: victim })).status).toBe(401);
  });

  it("deletes public posts and replies too when the member asks", async () => {
    const post = await (
      await api("/api/posts", { as: 23, body: { type: "post", content: "Take these words away" } })
    ).json<{ id: number }>();
    const done = await api("/api/account", {
      as: 23,
      method: "DELETE",
      body: { confirm: "delete my account", deleteContent: true },
    });
    expect(done.status).toBe(204);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 23 AND content <> ''")).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE author_id = 23 AND content <> ''")).toBe(0);
    const page = await SELF.fetch(`${BASE}/posts/${post.id}`);
    expect(await page.text()).not.toContain("Take these words away");
  });
});
