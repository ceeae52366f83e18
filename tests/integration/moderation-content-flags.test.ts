// Moderation on the real Worker (docs/features/moderation.md): the automatic content flags,
// resolved or turned into reports.
import { describe, expect, it } from "vitest";
import { scalar } from "./http";
import { call, json, put, row, type Json, type Page } from "./moderation-fixtures";
import { expectEvery } from "../shared/expect-every";

describe("/api/content-flags", () => {
  it("lists unresolved flags with a preview of the content", async () => {
    const page = await json<Page>(await call("/api/content-flags?isResolved=false&limit=50"));
    expect(page.items.length).toBe(await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 0"));
    expect(page.items.length).toBeGreaterThan(0);
    expectEvery(page.items, (f) => f.isResolved === false && typeof f.confidence === "number");
    const all = await json<Page>(await call("/api/content-flags?limit=50"));
    expect(all.items.length).toBe(await scalar("SELECT count(*) AS n FROM content_flags"));
    expect((await call("/api/content-flags?isResolved=maybe")).status).toBe(400);
  });

  it("resolves a flag once (409 the second time)", async () => {
    const id = await scalar("SELECT id AS n FROM content_flags WHERE is_resolved = 0 ORDER BY id LIMIT 1");
    const response = await put(`/api/content-flags/${id}`, { isResolved: true });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ flag: { id, isResolved: true, resolvedBy: 1 }, report: null });
    expect(await row("SELECT is_resolved, resolved_by FROM content_flags WHERE id = ?", id)).toEqual({
      is_resolved: 1,
      resolved_by: 1,
    });
    expect((await put(`/api/content-flags/${id}`, { isResolved: true })).status).toBe(409);
  });

  it("turns a flag into a pending report filed by the moderator", async () => {
    const flag = await row(
      "SELECT id, content_type, content_id, flag_type FROM content_flags WHERE is_resolved = 0 ORDER BY id DESC LIMIT 1",
    );
    const reports = await scalar("SELECT count(*) AS n FROM reports");
    const response = await put(`/api/content-flags/${flag?.id}`, { isResolved: true, createReport: true });
    expect(response.status).toBe(200);
    const { report } = await json<{ report: Json }>(response);
    expect(report).toMatchObject({ id: expect.any(Number), status: "pending" });
    expect(
      await row("SELECT reporter_id, content_type, content_id, description FROM reports WHERE id = ?", report.id),
    ).toMatchObject({
      reporter_id: 1,
      content_type: flag?.content_type,
      content_id: flag?.content_id,
      description: expect.stringContaining("Automatic flag"),
    });
    expect(await scalar("SELECT count(*) AS n FROM reports")).toBe(reports + 1);
  });

  const bad: [string, string, unknown, number][] = [
    ["isResolved false", "/api/content-flags/1", { isResolved: false }, 400],
    ["no body fields", "/api/content-flags/1", {}, 400],
    ["an unknown field", "/api/content-flags/1", { isResolved: true, note: "x" }, 400],
    ["a bad id", "/api/content-flags/abc", { isResolved: true }, 400],
    ["a missing flag", "/api/content-flags/99999", { isResolved: true }, 404],
  ];
  it.each(bad)("refuses %s and writes nothing", async (_, path, body, status) => {
    const resolved = await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 1");
    expect((await put(path, body)).status).toBe(status);
    expect(await scalar("SELECT count(*) AS n FROM content_flags WHERE is_resolved = 1")).toBe(resolved);
  });
});
