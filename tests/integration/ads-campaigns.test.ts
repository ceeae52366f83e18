// Ads campaigns through the real Worker (docs/features/ads.md): the list's filters, pagination and CSV
// export, changes of status and fields, creating one, and other people's accounts.
import { describe, expect, it } from "vitest";
import { scalar } from "./http";
import { account, as, campaign, day, metric, run, validCampaign, type Campaign, type Page } from "./ads-fixtures";

describe("campaigns: filters, pagination and changes", () => {
  const member = 20;
  const call = as(member);
  const setup = (() => {
    let done: Promise<void> | null = null;
    return () =>
      (done ??= (async () => {
        await account(930, member);
        await account(931, member);
        await campaign(9300, 930, { name: "Spring Expo Awareness", objective: "awareness" });
        await campaign(9301, 930, { name: "Captions SIGN-UPS", objective: "conversions", status: "paused" });
        await campaign(9302, 930, {
          name: "Blog traffic",
          objective: "traffic",
          status: "completed",
          endDate: day(-5),
        });
        await campaign(9303, 930, { name: "Old expo", objective: "awareness", status: "archived" });
        await campaign(9310, 931, { name: "Other account", objective: "app_installs" });
        await metric(9300, day(-2), { spend: 1234, impressions: 1000, clicks: 40, conversions: 2, revenue: 5000 });
        await metric(9300, day(-1), { spend: 766, impressions: 1000, clicks: 10, conversions: 1, revenue: 0 });
      })());
  })();
  const ids = async (query: string) =>
    (await (await call(`/api/campaigns?${query}`)).json<Page<Campaign>>()).items.map((c) => c.id);

  it("lists an account's campaigns newest first with lifetime figures; All leaves archived out", async () => {
    await setup();
    const page = await (await call("/api/campaigns?accountId=930")).json<Page<Campaign>>();
    expect(page.items.map((c) => c.id)).toEqual([9302, 9301, 9300]);
    // $20 spent, 2,000 impressions, 50 clicks: CTR 2.5%, CPC $0.40
    expect(page.items.at(-1)).toMatchObject({
      spentAmount: 20,
      impressions: 2000,
      clicks: 50,
      ctr: 2.5,
      cpc: 0.4,
      budget: 1000,
    });
    expect(page.items[0]).toMatchObject({ spentAmount: 0, ctr: 0, cpc: 0 });
  });

  it("filters by status, objective and name (ignoring case), together", async () => {
    await setup();
    expect(await ids("accountId=930&status=active")).toEqual([9300]);
    expect(await ids("accountId=930&status=paused")).toEqual([9301]);
    expect(await ids("accountId=930&status=completed")).toEqual([9302]);
    expect(await ids("accountId=930&status=archived")).toEqual([9303]);
    expect(await ids("accountId=930&objective=awareness")).toEqual([9300]);
    expect(await ids("accountId=930&objective=awareness&status=archived")).toEqual([9303]);
    expect(await ids("accountId=930&q=sign-ups")).toEqual([9301]);
    expect(await ids("accountId=930&q=EXPO")).toEqual([9300]);
    expect(await ids("accountId=930&q=%25")).toEqual([]);
    expect(await ids("accountId=931")).toEqual([9310]);
  });

  it("pages with a cursor", async () => {
    await setup();
    const first = await (await call("/api/campaigns?accountId=930&limit=2")).json<Page<Campaign>>();
    expect(first.items.map((c) => c.id)).toEqual([9302, 9301]);
    const second = await (
      await call(`/api/campaigns?accountId=930&limit=2&cursor=${first.nextCursor}`)
    ).json<Page<Campaign>>();
    expect(second.items.map((c) => c.id)).toEqual([9300]);
    expect(second.nextCursor).toBeNull();
  });

  it("exports the filtered campaigns as CSV", async () => {
    await setup();
    const response = await call("/api/campaigns/export?accountId=930&objective=awareness");
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Name,Objective,Status,Start date,End date,Budget (USD),Spent (USD),Impressions,Clicks,CTR (%),CPC (USD)",
    );
    expect(lines.slice(1)).toEqual([
      `Spring Expo Awareness,Brand Awareness,Active,${day(-60)},Ongoing,1000.00,20.00,2000,50,2.50,0.40`,
    ]);
  });

  it("pauses, resumes, edits and archives; archived is final, completed cannot resume", async () => {
    await setup();
    await campaign(9304, 930, { name: "To change" });
    const patch = (body: unknown) => call("/api/campaigns/9304", { method: "PATCH", body });
    expect((await (await patch({ status: "paused" })).json<Campaign>()).status).toBe("paused");
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ads WHERE is_active = 1 AND ad_set_id IN (SELECT id FROM ad_sets WHERE campaign_id = 9304)",
      ),
    ).toBe(0);
    expect((await (await patch({ status: "active" })).json<Campaign>()).status).toBe("active");
    const edited = await (
      await patch({ name: "  Renamed  ", budget: 99.99, objective: "conversions" })
    ).json<Campaign>();
    expect(edited).toMatchObject({ name: "Renamed", budget: 99.99, objective: "conversions", status: "active" });
    expect((await call("/api/campaigns/9302", { method: "PATCH", body: { status: "active" } })).status).toBe(409);
    expect((await patch({ status: "archived" })).status).toBe(200);
    expect((await patch({ status: "active" })).status).toBe(409);
    expect((await patch({ name: "Again" })).status).toBe(409);
  });

  it("keeps other people's accounts and campaigns out of reach (404)", async () => {
    await setup();
    expect((await as(1)("/api/campaigns?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns/9300")).status).toBe(404);
    expect((await as(1)("/api/campaigns/9300", { method: "PATCH", body: { status: "paused" } })).status).toBe(404);
    expect((await as(1)("/api/analytics?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns", { body: validCampaign(930) })).status).toBe(404);
    expect((await as(1)("/api/audiences?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/ad-creatives?accountId=930")).status).toBe(404);
    expect((await as(1)("/api/campaigns/export?accountId=930")).status).toBe(404);
    expect(await scalar("SELECT count(*) AS n FROM campaigns WHERE id = 9300 AND status = 'active'")).toBe(1);
  });

  it("lists only the caller's ad accounts, with lifetime spend", async () => {
    await setup();
    const accounts = await (await call("/api/ad-accounts")).json<{ id: number; totalSpent: number }[]>();
    expect(accounts).toEqual([
      expect.objectContaining({ id: 930, totalSpent: 20 }),
      expect.objectContaining({ id: 931, totalSpent: 0 }),
    ]);
    const mine = await (await as(1)("/api/ad-accounts")).json<{ id: number }[]>();
    expect(mine.map((a) => a.id)).toEqual([1, 2]);
  });

  it("creates a campaign with its first ad set and ad, linked to the account's audience and creative", async () => {
    await setup();
    // Member 20 is free with 3 live campaigns across two accounts: finish one to make room.
    await run("UPDATE campaigns SET status = 'completed' WHERE id = 9310");
    await run(
      "INSERT INTO audiences (id, account_id, name, type, source_type, description, size) VALUES (9300, 930, 'A', 'saved', 'website', 'd', 10)",
    );
    await run(
      "INSERT INTO ad_creatives (id, account_id, name, type, headline, primary_text, call_to_action, status) VALUES (9300, 930, 'C', 'image', 'h', 't', 'Go', 'active')",
    );
    const response = await call("/api/campaigns", {
      body: validCampaign(930, { name: "Linked", audienceId: 9300, creativeId: 9300, endDate: day(30) }),
    });
    expect(response.status).toBe(201);
    const created = await response.json<Campaign & { endDate: string }>();
    expect(created).toMatchObject({
      name: "Linked",
      status: "active",
      budget: 250.5,
      endDate: day(30),
      spentAmount: 0,
    });
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ads a JOIN ad_sets s ON s.id = a.ad_set_id WHERE s.campaign_id = ? AND s.audience_id = 9300 AND a.creative_id = 9300",
        created.id,
      ),
    ).toBe(1);
    // Someone else's audience or creative is refused.
    expect((await call("/api/campaigns", { body: validCampaign(930, { audienceId: 1 }) })).status).toBe(400);
    expect((await call("/api/campaigns", { body: validCampaign(930, { creativeId: 1 }) })).status).toBe(400);
  });
});
