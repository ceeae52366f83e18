// Bad input on every Ads Manager endpoint (docs/features/ads.md): 4xx with { error, issues },
// nothing written.
import { describe, expect, it } from "vitest";
import { scalar } from "./http";
import { as, day, validCampaign } from "./ads-fixtures";

describe("bad input on every endpoint: 4xx with { error, issues }, nothing written", () => {
  const call = as(1);
  const bad = async (path: string, init: Parameters<typeof call>[1] = {}, status = 400) => {
    const response = await call(path, init);
    expect(response.status, `${init.method ?? "GET"} ${path}`).toBe(status);
    const body = await response.json<{ error: string; issues?: unknown[] }>();
    expect(typeof body.error).toBe("string");
    if (status === 400) expect(Array.isArray(body.issues)).toBe(true);
  };

  it("refuses bad queries", async () => {
    await bad("/api/ad-accounts?x=1");
    await bad("/api/usage?userId=abc");
    await bad("/api/usage?userId=2", {}, 403);
    for (const q of [
      "status=done",
      "objective=sales",
      "accountId=abc",
      "accountId=0",
      "limit=0",
      "limit=101",
      "cursor=nope",
      "q=" + "x".repeat(101),
      "extra=1",
    ])
      await bad(`/api/campaigns?${q}`);
    await bad("/api/campaigns/export?status=bogus");
    for (const q of [
      "range=14",
      "range=custom",
      "range=custom&from=2026-01-10",
      `range=7&from=${day(-3)}&to=${day(-1)}`,
      "from=2026-02-30&to=2026-03-01",
      "from=2026-03-02&to=2026-03-01",
      "from=2024-01-01&to=2025-12-31",
      "from=yesterday&to=today",
      "accountId=-1",
    ]) {
      await bad(`/api/analytics?${q}`);
    }
    await bad("/api/analytics/export?range=365");
    for (const q of ["type=gif", "limit=abc", "status=active"]) await bad(`/api/ad-creatives?${q}`);
    for (const q of ["type=video", "status=saved", "cursor=%%%"]) await bad(`/api/audiences?${q}`);
    await bad("/api/campaigns/abc");
    await bad("/api/campaigns/1e3", { method: "PATCH", body: { status: "paused" } });
  });

  it("refuses bad campaign bodies and writes nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM campaigns");
    const bodies: unknown[] = [
      {},
      { ...validCampaign(1), name: "   " },
      { ...validCampaign(1), name: "x".repeat(101) },
      { ...validCampaign(1), objective: "sales" },
      { ...validCampaign(1), budget: 0 },
      { ...validCampaign(1), budget: -5 },
      { ...validCampaign(1), budget: 10.005 },
      { ...validCampaign(1), budget: "100" },
      { ...validCampaign(1), startDate: "2026-13-01" },
      { ...validCampaign(1), endDate: day(-100), startDate: day(-90) },
      { ...validCampaign(1), startDate: day(-10), endDate: day(-20) },
      { ...validCampaign(1), status: "completed" },
      { ...validCampaign(1), accountId: "1" },
      { ...validCampaign(1), spentAmount: 5 },
      [validCampaign(1)],
    ];
    for (const body of bodies) await bad("/api/campaigns", { body });
    await bad("/api/campaigns", { raw: "{not json" });
    await bad("/api/campaigns", { raw: JSON.stringify(validCampaign(1)), contentType: "text/plain" }, 415);
    await bad("/api/campaigns", { method: "PUT", body: validCampaign(1) }, 405);
    await bad("/api/campaigns/999999", { method: "PATCH", body: { status: "paused" } }, 404);
    expect(await scalar("SELECT count(*) AS n FROM campaigns")).toBe(before);
  });

  it("refuses bad campaign changes", async () => {
    for (const body of [{}, { status: "running" }, { budget: -1 }, { endDate: "soon" }, { id: 5 }, { name: "" }])
      await bad("/api/campaigns/1", { method: "PATCH", body });
    // An end before the stored start.
    await bad("/api/campaigns/1", { method: "PATCH", body: { endDate: "2000-01-01" } });
    await bad("/api/campaigns/1", { method: "POST", body: { status: "paused" } }, 405);
    expect(
      await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 1 AND status = 'active' AND end_date IS NULL"),
    ).toBe(1);
  });

  it("refuses bad creative and audience bodies", async () => {
    const creatives = await scalar("SELECT count(*) AS n FROM ad_creatives");
    const creative = { accountId: 1, name: "N", type: "image", headline: "H", primaryText: "T", callToAction: "Go" };
    for (const body of [
      {},
      { ...creative, type: "gif" },
      { ...creative, headline: "" },
      // An image is an upload (mediaId), never an address; an image that is not the caller's own is refused.
      { ...creative, imageUrl: "javascript:alert(1)" },
      { ...creative, imageUrl: "https://example.com/a.png" },
      { ...creative, mediaId: 999_999, imageAlt: "A picture" },
      { ...creative, mediaId: "1" },
      { ...creative, imageAlt: "x".repeat(1501) },
      { ...creative, status: "live" },
      { ...creative, accountId: 0 },
    ]) {
      await bad("/api/ad-creatives", { body });
    }
    await bad("/api/ad-creatives", { body: { ...creative, accountId: 3 } }, 404);
    expect(await scalar("SELECT count(*) AS n FROM ad_creatives")).toBe(creatives);

    const audiences = await scalar("SELECT count(*) AS n FROM audiences");
    const audience = { accountId: 3, name: "A", type: "saved", sourceType: "website", description: "D" };
    for (const body of [
      {},
      { ...audience, type: "all" },
      { ...audience, sourceType: "email" },
      { ...audience, isActive: "yes" },
      { ...audience, size: 10 },
      { ...audience, description: "x".repeat(301) },
    ]) {
      await bad("/api/audiences", { body });
    }
    await bad("/api/audiences", { body: audience }, 404);
    expect(await scalar("SELECT count(*) AS n FROM audiences")).toBe(audiences);
  });
});
