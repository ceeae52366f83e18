import { describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";
import { expectEvery } from "../shared/expect-every";

type Resource = {
  id: number;
  title: string;
  category: string;
  tags: string[];
  helpful: number;
  viewCount: number;
  isVerified: boolean;
  createdAt: string;
  markedHelpful: boolean;
  fileUrl: string | null;
  externalUrl: string | null;
};
type Page = { items: Resource[]; nextCursor: string | null };
const list = async (query: string, as = 1) => {
  const response = await call(`/api/resources${query}`, { as });
  expect(response.status).toBe(200);
  return response.json<Page>();
};
async function all(query: string) {
  const seen: Resource[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(`?limit=5&${query}${cursor ? `&cursor=${cursor}` : ""}`);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("GET /api/resources", () => {
  it("pages through every tab in its own order, each resource once", async () => {
    const total = await scalar("SELECT count(*) AS n FROM resources");
    expect(total).toBeGreaterThan(1);
    const az = await all("tab=all");
    expect(az.length).toBe(total);
    expect(az.map((r) => r.title)).toEqual([...az.map((r) => r.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const verified = await all("tab=verified");
    expect(verified.length).toBe(await scalar("SELECT count(*) AS n FROM resources WHERE is_verified = 1"));
    expectEvery(verified, (r) => r.isVerified);

    const popular = await all("tab=popular");
    expect(popular.length).toBe(total);
    for (let i = 1; i < popular.length; i++) {
      const [a, b] = [popular[i - 1]!, popular[i]!];
      expect(a.helpful > b.helpful || (a.helpful === b.helpful && a.viewCount >= b.viewCount)).toBe(true);
    }

    const recent = await all("tab=recent");
    expect(new Set(recent.map((r) => r.id)).size).toBe(total);
    for (let i = 1; i < recent.length; i++) expect(recent[i - 1]!.createdAt >= recent[i]!.createdAt).toBe(true);
  });

  it("filters by category and searches titles, descriptions and tags", async () => {
    const legal = await list("?category=legal");
    expect(legal.items.length).toBe(await scalar("SELECT count(*) AS n FROM resources WHERE category = 'legal'"));
    expectEvery(legal.items, (r) => r.category === "legal");
    expect((await list("?search=NVDA")).items.map((r) => r.title)).toEqual([
      "Screen Reader Starter Kit: NVDA, JAWS and VoiceOver",
    ]);
    expect((await list("?search=bushfire")).items.length).toBe(1);
    expect((await list("?search=no-such-thing-here")).items).toEqual([]);
    expectEvery((await list("?category=housing&tab=popular")).items, (r) => r.category === "housing");
  });

  it.each([
    ["an unknown category", "category=food"],
    ["an unknown tab", "tab=best"],
    ["a cursor from another tab", "tab=popular&cursor=WyJhIiwxXQ"],
    ["garbage cursor", "cursor=%%%"],
    ["a zero limit", "limit=0"],
  ])("refuses %s with 400", async (_, query) => {
    expect((await call(`/api/resources?${query}`)).status).toBe(400);
  });
});

describe("POST /api/resources/:id/helpful", () => {
  it("counts once per user; a repeat changes nothing", async () => {
    const before = await scalar("SELECT helpful AS n FROM resources WHERE id = 3");
    const first = await call("/api/resources/3/helpful", { method: "POST", as: 10 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ resourceId: 3, helpful: before + 1, markedHelpful: true });
    const again = await call("/api/resources/3/helpful", { method: "POST", as: 10 });
    expect(await again.json()).toEqual({ resourceId: 3, helpful: before + 1, markedHelpful: true });
    const other = await call("/api/resources/3/helpful", { method: "POST", as: 11 });
    expect((await other.json<{ helpful: number }>()).helpful).toBe(before + 2);
    expect(await scalar("SELECT count(*) AS n FROM resource_votes WHERE resource_id = 3")).toBe(2);
    const mine = await list("?search=Disability%20Support%20Pension", 10);
    expect(mine.items[0]).toMatchObject({ id: 3, markedHelpful: true, helpful: before + 2 });
    expect((await list("?search=Disability%20Support%20Pension", 12)).items[0]?.markedHelpful).toBe(false);
  });

  it("holds at one vote under parallel repeats", async () => {
    const before = await scalar("SELECT helpful AS n FROM resources WHERE id = 4");
    await Promise.all([1, 2, 3].map(() => call("/api/resources/4/helpful", { method: "POST", as: 12 })));
    expect(await scalar("SELECT helpful AS n FROM resources WHERE id = 4")).toBe(before + 1);
  });

  it("answers 404 for unknown resources, 400 for bad ids, 405 for GET", async () => {
    expect((await call("/api/resources/99999/helpful", { method: "POST" })).status).toBe(404);
    expect((await call("/api/resources/0/helpful", { method: "POST" })).status).toBe(400);
    expect((await call("/api/resources/1/helpful")).status).toBe(405);
  });
});

describe("opening a resource", () => {
  it("counts a view each time its page is opened", async () => {
    const before = await scalar("SELECT view_count AS n FROM resources WHERE id = 5");
    const page = await call("/resources/5");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Understanding the Disability Discrimination Act");
    await call("/resources/5");
    expect(await scalar("SELECT view_count AS n FROM resources WHERE id = 5")).toBe(before + 2);
    expect((await call("/resources/99999")).status).toBe(404);
  });
});
