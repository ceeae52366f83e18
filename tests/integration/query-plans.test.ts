// The pages bench/scale times read the big tables by seeking, never by scanning them, so they
// stay fast at a million posts (docs/performance.md). Each page's loader runs on a D1 that records what it prepares; SQLite then
// explains every statement. Without ANALYZE the planner decides from the schema alone, so the
// plans here are the plans at a million posts.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MODERATION_PAGE_SIZE, toReportFilters } from "~/lib/moderation";
import { NOTIFICATION_PAGE_SIZE } from "~/lib/notifications";
import { PROVIDER_PAGE_SIZE, providerFiltersQuery } from "~/lib/providers";
import type { Db } from "~/models/db.server";
import { loadForumsPage } from "~/models/forum.server";
import { loadHomePage } from "~/models/home-page.server";
import { loadMessagesPage } from "~/models/message.server";
import { loadModerationPage } from "~/models/moderation-page.server";
import { loadNotifications } from "~/models/notification.server";
import { loadPostPage } from "~/models/post.server";
import { listProviders } from "~/models/provider.server";
import { loadSearchPage } from "~/models/search.server";
import { loadProfilePage } from "~/models/user.server";
import { parseQuery } from "~/server/validate.server";
import { queryPlan, recordStatements } from "./query-plan";

/** The tables that grow with the community (members too); the rest (forums, groups, events, providers) stay small. */
const BIG_TABLES = ["users", "posts", "comments", "post_likes", "follows", "reports", "messages", "notifications"];

/** The tables a statement names, by the name or alias the plan shows them under. */
function tablesByAlias(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, table = "", alias] of sql.matchAll(
    /\b(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(?!where|on|inner|left|join|order|group|limit|using)(\w+)"?)?/gi,
  )) {
    names.set(table, table);
    if (alias) names.set(alias, table);
  }
  return names;
}

/** Every step of every statement that reads a big table from end to end: a SCAN without an index. */
async function scansOfBigTables(use: (db: Db) => Promise<unknown>): Promise<string[]> {
  const scans: string[] = [];
  for (const statement of await recordStatements(use)) {
    const tables = tablesByAlias(statement.sql);
    for (const step of (await queryPlan(statement)).split("\n")) {
      const scanned = /^SCAN (\w+)$/.exec(step.trim())?.[1];
      const table = scanned && (tables.get(scanned) ?? scanned);
      if (table && BIG_TABLES.includes(table)) scans.push(`${step} (${table}) in: ${statement.sql}`);
    }
  }
  return scans;
}

const now = Date.now();
const pages: [name: string, use: (db: Db) => Promise<unknown>][] = [
  ["the home feed", (db) => loadHomePage(db, { viewerId: 1, filter: "all", now })],
  ["the home feed, following", (db) => loadHomePage(db, { viewerId: 1, filter: "following", now })],
  ["a forum page", (db) => loadForumsPage(db, { viewerId: 1, forumId: 1 })],
  ["a post's page", (db) => loadPostPage(db, { postId: 1, viewerId: 1, moderator: true, sort: "oldest" })],
  ["a member's profile", (db) => loadProfilePage(db, { id: 2, viewerId: 1 })],
  [
    "the moderation queue",
    (db) =>
      loadModerationPage(db, {
        tab: "reports",
        filters: toReportFilters({ status: "pending" }),
        now: new Date(now),
        limit: MODERATION_PAGE_SIZE,
      }),
  ],
  ["search", (db) => loadSearchPage(db, { q: "wheelchair", type: "all", viewer: { id: 1, moderator: false } })],
  [
    "search that finds nothing (Did you mean)",
    (db) => loadSearchPage(db, { q: "wheelchiar", type: "all", viewer: { id: 1, moderator: false } }),
  ],
  [
    "the providers directory",
    (db) =>
      listProviders(db, {
        viewerId: 1,
        filters: { ...parseQuery(providerFiltersQuery, new Request("http://x/")), limit: PROVIDER_PAGE_SIZE },
        now,
      }),
  ],
  ["messages", (db) => loadMessagesPage(db, { viewerId: 1, otherUserId: 2 })],
  ["notifications", (db) => loadNotifications(db, { userId: 1, filter: "all", limit: NOTIFICATION_PAGE_SIZE })],
];

describe("the hot list queries seek, they do not scan a big table", () => {
  it.each(pages)("%s", async (_, use) => {
    expect(await scansOfBigTables(use)).toEqual([]);
  });

  it("the following feed seeks each followed member's posts, not every post newest first", async () => {
    const statements = await recordStatements((db) => loadHomePage(db, { viewerId: 1, filter: "following", now }));
    const plans = await Promise.all(statements.filter(({ sql }) => /\bfollows\b/.test(sql)).map(queryPlan));
    const feed = plans.find((plan) => plan.includes("posts_author_created_idx"));
    expect(feed, plans.join("\n---\n")).toBeDefined();
    expect(feed).not.toContain("posts_group_created_idx");
  });

  it("catches a scan when there is one", async () => {
    const scans = await scansOfBigTables((db) =>
      db.run(sql`SELECT count(*) FROM comments c WHERE c.content LIKE '%a%'`),
    );
    expect(scans).toHaveLength(1);
  });
});
