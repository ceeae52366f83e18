// Moderation on the real Worker (docs/features/moderation.md): the reports queue, filing a report,
// and taking one for review.
import { describe, expect, it } from "vitest";
import { REPORT_TEXTS } from "~/lib/texts";
import { scalar } from "./http";
import { call, fileReport, json, put, row, type Json, type Page } from "./moderation-fixtures";
import { expectEvery } from "../shared/expect-every";

describe("GET /api/reports", () => {
  it("pages through the whole queue newest first without repeats", async () => {
    const seen: Json[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await json<Page>(await call(`/api/reports?limit=7${cursor ? `&cursor=${cursor}` : ""}`));
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await scalar("SELECT count(*) AS n FROM reports"));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => String(r.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    // Each item carries what a card and the detail panel show.
    expect(seen[0]).toMatchObject({
      reason: expect.any(String),
      priority: expect.any(String),
      contentType: expect.any(String),
      reporterName: expect.any(String),
    });
    expect(seen.some((r) => typeof r.contentText === "string" && r.contentText.length > 0)).toBe(true);
  });

  it.each(["pending", "reviewing", "resolved", "dismissed"])("filters by status %s", async (status) => {
    const page = await json<Page>(await call(`/api/reports?status=${status}&limit=50`));
    expect(page.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports WHERE status = ?", status));
    expect(page.items.length).toBeGreaterThan(0);
    expectEvery(page.items, (r) => r.status === status);
  });

  it("filters by priority, and 'all' means no filter", async () => {
    const high = await json<Page>(await call("/api/reports?priority=high&limit=50"));
    expect(high.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports WHERE priority = 'high'"));
    expectEvery(high.items, (r) => r.priority === "high");
    const all = await json<Page>(await call("/api/reports?status=all&priority=all&limit=50"));
    expect(all.items.length).toBe(await scalar("SELECT count(*) AS n FROM reports"));
  });

  it("searches the description and the reason (as stored or as words), ignoring case", async () => {
    const id = await fileReport(5, 30, { description: "Selling Miracle-Cure Tablets in every thread" });
    const byDescription = await json<Page>(await call(`/api/reports?q=${encodeURIComponent("miracle-CURE tablets")}`));
    expect(byDescription.items.map((r) => r.id)).toEqual([id]);
    for (const q of ["hate speech", "HATE_SPEECH"]) {
      const byReason = await json<Page>(await call(`/api/reports?q=${encodeURIComponent(q)}&limit=50`));
      expect(byReason.items.length).toBeGreaterThan(0);
      expectEvery(
        byReason.items,
        (r) => r.reason === "hate_speech" || String(r.description).toLowerCase().includes("hate speech"),
      );
    }
    // Wildcards typed into the box are plain characters.
    expect((await json<Page>(await call("/api/reports?q=%25"))).items).toEqual([]);
    expectEvery(
      (await json<Page>(await call("/api/reports?q=_"))).items,
      (r) => String(r.description).includes("_") || String(r.reason).includes("_"),
    );
  });

  it.each([
    "status=closed",
    "priority=extreme",
    "limit=0",
    "limit=51",
    "cursor=yesterday",
    "sort=oldest",
    `q=${"x".repeat(101)}`,
  ])("refuses ?%s with 400", async (query) => {
    const response = await call(`/api/reports?${query}`);
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toMatch(/Invalid query/);
  });
});

describe("POST /api/reports: one report per member per item", () => {
  it("refuses a second report on the same item with a friendly 409, and lets others report it", async () => {
    await fileReport(6, 31);
    const before = await scalar("SELECT count(*) AS n FROM reports");
    const again = await call("/api/reports", {
      body: { contentType: "post", contentId: 31, reason: "harassment" },
      as: 6,
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: string }>(again)).error).toBe(REPORT_TEXTS.alreadyReported);
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(before);
    // Another member, or the same member on another item, is fine.
    await fileReport(7, 31);
    await fileReport(6, 32);
  });
});

describe("PUT /api/reports/:id/assign (Take Report)", () => {
  it("moves a pending report to reviewing and records the moderator", async () => {
    const id = await fileReport(8, 33);
    const response = await put(`/api/reports/${id}/assign`, { moderatorId: 1 });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id, status: "reviewing", moderatorId: 1 });
    expect(await row("SELECT status, moderator_id FROM reports WHERE id = ?", id)).toEqual({
      status: "reviewing",
      moderator_id: 1,
    });
  });

  it("may hand a report to another moderator, never to a member", async () => {
    const id = await fileReport(8, 34);
    expect((await put(`/api/reports/${id}/assign`, { moderatorId: 3 })).status).toBe(400);
    expect(await row("SELECT status FROM reports WHERE id = ?", id)).toEqual({ status: "pending" });
    expect(await json(await put(`/api/reports/${id}/assign`, { moderatorId: 2 }))).toMatchObject({
      status: "reviewing",
      moderatorId: 2,
    });
  });

  it.each(["reviewing", "resolved", "dismissed"])(
    "refuses a %s report with 409 and changes nothing",
    async (status) => {
      const id = await scalar("SELECT id AS n FROM reports WHERE status = ? ORDER BY id LIMIT 1", status);
      const before = await row("SELECT * FROM reports WHERE id = ?", id);
      const response = await put(`/api/reports/${id}/assign`, { moderatorId: 1 });
      expect(response.status).toBe(409);
      expect((await json<{ error: string }>(response)).error).toContain("only a pending report can be taken");
      expect(await row("SELECT * FROM reports WHERE id = ?", id)).toEqual(before);
    },
  );

  const bad: [string, string, unknown, number][] = [
    ["a missing report", "/api/reports/99999/assign", { moderatorId: 1 }, 404],
    ["a bad id", "/api/reports/1e3/assign", { moderatorId: 1 }, 400],
    ["a bad moderatorId", "/api/reports/1/assign", { moderatorId: "one" }, 400],
    ["an unknown field", "/api/reports/1/assign", { moderatorId: 1, status: "resolved" }, 400],
    ["a reportId for another report", "/api/reports/1/assign", { reportId: 2, moderatorId: 1 }, 400],
    ["malformed JSON", "/api/reports/1/assign", "{", 400],
  ];
  it.each(bad)("refuses %s and writes nothing", async (_, path, body, status) => {
    const before = await row("SELECT status, moderator_id FROM reports WHERE id = 1");
    expect((await put(path, body)).status).toBe(status);
    expect(await row("SELECT status, moderator_id FROM reports WHERE id = 1")).toEqual(before);
  });
});
