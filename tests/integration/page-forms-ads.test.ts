// The Ads Manager's forms as page actions: the create dialogs (the API's refusals, its plan limit,
// and what a plain post lands on), a campaign card's pause, resume and archive, and Bulk Upload.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formPost, scalar } from "./http";

describe("ads dialogs' page action", () => {
  // Fixture accounts on the free plan (3 live campaigns at most), each owned by a member no other test uses.
  const run = (sql: string, ...binds: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...binds)
      .run();
  const fixture = async (owner: number, account: number, liveCampaigns = 0) => {
    await run(
      "INSERT OR IGNORE INTO ad_accounts (id, owner_id, account_name, currency, status) VALUES (?, ?, 'Forms fixture', 'USD', 'active')",
      account,
      owner,
    );
    await run(
      "UPDATE users SET roles = json_insert(roles, '$[#]', 'advertiser') WHERE id = ? AND roles NOT LIKE '%advertiser%'",
      owner,
    );
    for (let i = 0; i < liveCampaigns; i++)
      await run(
        "INSERT INTO campaigns (account_id, name, objective, status, budget_cents, start_date) VALUES (?, ?, 'traffic', 'active', 10000, '2026-01-01')",
        account,
        `Fixture ${i}`,
      );
  };
  const ADS_TABLES = ["campaigns", "ad_sets", "ads", "ad_creatives", "audiences", "rate_limits"];
  const adCounts = () => Promise.all(ADS_TABLES.map((table) => scalar(`SELECT count(*) AS n FROM ${table}`)));
  const today = new Date().toISOString().slice(0, 10);
  const campaign = { intent: "create-campaign", accountId: "950", objective: "traffic", startDate: today };
  const creative = {
    intent: "create-creative",
    accountId: "950",
    name: "C",
    type: "image",
    headline: "H",
    primaryText: "P",
    callToAction: "Go",
    status: "draft",
  };
  const audience = {
    intent: "create-audience",
    accountId: "950",
    type: "custom",
    name: "A",
    description: "D",
    sourceType: "website",
  };

  // A refused plain post draws the page again with the dialog in place (its ?dialog=) and the error beside its field.
  const REFUSED_ADS: [string, string, Record<string, string>, RegExp][] = [
    ["a campaign with no name", "campaign", { ...campaign, name: " ", budget: "100" }, /Name is required/],
    ["a campaign with no budget", "campaign", { ...campaign, name: "Fine", budget: "" }, /expected number/],
    [
      "a campaign ending before it starts",
      "campaign",
      { ...campaign, name: "Fine", budget: "5", endDate: "2000-01-01" },
      /must be on or after the start date/,
    ],
    ["a creative with no headline", "creative&tab=creatives", { ...creative, headline: " " }, /Headline is required/],
    [
      "an audience of no known source",
      "audience&audienceType=custom&tab=audiences",
      { ...audience, sourceType: "pigeons" },
      /expected one of/,
    ],
  ];

  it.each(REFUSED_ADS)(
    "refuses %s with 400 and its error in the form, writing nothing",
    async (_, dialog, fields, said) => {
      await fixture(35, 950);
      const before = await adCounts();
      const response = await formPost(`/ads?account=950&dialog=${dialog}`, fields, 35);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toMatch(said);
      expect(html).toContain('aria-invalid="true"');
      expect(await adCounts()).toEqual(before);
    },
  );

  it("refuses a campaign past the plan's limit as the API does, offering the plan that lifts it, writing nothing", async () => {
    await fixture(37, 951, 3);
    const before = await adCounts();
    const response = await formPost(
      "/ads?account=951&dialog=campaign",
      { ...campaign, accountId: "951", name: "One too many", budget: "50" },
      37,
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('data-testid="plan-limit-alert"');
    expect(html).toContain("Upgrade to Starter");
    // As through the API, the attempt counts towards the rate limit (the last table); nothing else is written.
    expect((await adCounts()).slice(0, -1)).toEqual(before.slice(0, -1));
  });

  it("creates a campaign, a creative and an audience, and a plain post lands on the page at what it made", async () => {
    await fixture(35, 950);
    const made = await formPost(
      "/ads?account=950&dialog=campaign",
      { ...campaign, name: "Form campaign", budget: "120.50" },
      35,
      true,
    );
    expect(made.status).toBe(303);
    const id = Number(/^\/ads\?account=950#campaign-(\d+)$/.exec(made.headers.get("location") ?? "")?.[1]);
    expect(await scalar("SELECT budget_cents AS n FROM campaigns WHERE id = ? AND name = 'Form campaign'", id)).toBe(
      12050,
    );

    const edited = await formPost(
      "/ads?account=950",
      {
        intent: "edit-campaign",
        campaignId: String(id),
        name: "Renamed",
        objective: "awareness",
        budget: "99",
        startDate: today,
      },
      35,
      true,
    );
    expect(edited.headers.get("location")).toBe(`/ads?account=950#campaign-${id}`);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM campaigns WHERE id = ? AND name = 'Renamed' AND objective = 'awareness'",
        id,
      ),
    ).toBe(1);

    const madeCreative = await formPost(
      "/ads?account=950&tab=creatives&dialog=creative",
      { ...creative, name: "Form creative" },
      35,
      true,
    );
    const creativeId = Number(/#creative-(\d+)$/.exec(madeCreative.headers.get("location") ?? "")?.[1]);
    expect(madeCreative.headers.get("location")).toMatch(/^\/ads\?account=950&tab=creatives#/);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ad_creatives WHERE id = ? AND image_url IS NULL AND name = 'Form creative'",
        creativeId,
      ),
    ).toBe(1);

    const madeAudience = await formPost(
      "/ads?account=950&tab=audiences&dialog=audience&audienceType=lookalike",
      { ...audience, type: "lookalike", name: "Form audience" },
      35,
      true,
    );
    const audienceId = Number(/#audience-(\d+)$/.exec(madeAudience.headers.get("location") ?? "")?.[1]);
    // An unticked Active box sends nothing: the audience is inactive.
    expect(
      await scalar(
        "SELECT count(*) AS n FROM audiences WHERE id = ? AND type = 'lookalike' AND is_active = 0",
        audienceId,
      ),
    ).toBe(1);
  });

  it("refuses a member who is not an advertiser, writing nothing", async () => {
    const before = await adCounts();
    const response = await formPost("/ads", { ...campaign, accountId: "1", name: "Not mine", budget: "5" }, 36);
    // The action refuses (403); drawing /ads for a non-advertiser then sends them to open an account.
    expect(response.headers.get("location")).toBe("/ads/new");
    expect(await adCounts()).toEqual(before);
  });

  const statusOf = async (id: number) =>
    (await env.DB.prepare("SELECT status FROM campaigns WHERE id = ?").bind(id).first<{ status: string }>())?.status;

  it("pauses, resumes and archives a campaign; a plain post comes back to the card's button", async () => {
    await fixture(35, 950);
    await fixture(37, 951);
    await run(
      "INSERT INTO campaigns (account_id, name, objective, status, budget_cents, start_date) VALUES (950, 'Status fixture', 'traffic', 'active', 10000, ?)",
      today,
    );
    const id = await scalar("SELECT max(id) AS n FROM campaigns WHERE name = 'Status fixture'");
    const paused = await formPost("/ads?account=950", { intent: "pause-campaign", campaignId: String(id) }, 35, true);
    expect(paused.status).toBe(303);
    expect(paused.headers.get("location")).toBe(`/ads?account=950#campaign-status-${id}`);
    expect(await statusOf(id)).toBe("paused");

    // The enhanced path (a fetcher's post) is answered with the new status, which the card shows.
    const resumed = await formPost("/ads.data?account=950", { intent: "resume-campaign", campaignId: String(id) }, 35);
    expect(resumed.status).toBe(200);
    expect(await resumed.text()).toMatch(/"resume-campaign".*"active"/s);
    expect(await statusOf(id)).toBe("active");

    // Someone else's campaign is not there for them; nothing changes.
    const refused = await formPost("/ads", { intent: "pause-campaign", campaignId: String(id) }, 37);
    expect(refused.status).toBe(404);
    expect(await statusOf(id)).toBe("active");

    const archived = await formPost(
      "/ads?account=950",
      { intent: "archive-campaign", campaignId: String(id) },
      35,
      true,
    );
    expect(archived.headers.get("location")).toBe("/ads?account=950#campaigns-heading");
    expect(await statusOf(id)).toBe("archived");
  });

  const csvOf = (...rows: string[][]) =>
    [["name", "type", "headline", "primaryText", "callToAction"], ...rows].map((row) => row.join(",")).join("\n");

  it("makes Bulk Upload's good rows, and names each bad row", async () => {
    await fixture(35, 950);
    const before = await scalar("SELECT count(*) AS n FROM ad_creatives WHERE account_id = 950");
    const csv = csvOf(
      ["Bulk one", "image", "H1", "P1", "Go"],
      ["Bulk two", "hologram", "H2", "P2", "Go"],
      ["Bulk three", "video", "H3", "P3", "Go"],
    );
    const response = await formPost(
      "/ads.data?account=950&tab=creatives",
      { intent: "upload-creatives", accountId: "950", csv },
      35,
    );
    expect(response.status).toBe(200);
    const answer = await response.text();
    expect(answer).toContain("Row 3: type");
    expect(await scalar("SELECT count(*) AS n FROM ad_creatives WHERE account_id = 950")).toBe(before + 2);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM ad_creatives WHERE account_id = 950 AND name IN ('Bulk one', 'Bulk three') AND status = 'draft'",
      ),
    ).toBe(2);
  });

  it.each([
    ["a file without the columns", "name,type\nA,image", /must name the columns/],
    ["a file with no rows", csvOf(), /no rows/],
    [
      "more rows than allowed",
      csvOf(...Array.from({ length: 51 }, (_, i) => [`R${i}`, "image", "H", "P", "Go"])),
      /At most 50/,
    ],
  ])("refuses Bulk Upload of %s with 400, writing nothing", async (_, csv, said) => {
    await fixture(35, 950);
    const before = await adCounts();
    const response = await formPost(
      "/ads?account=950&tab=creatives",
      { intent: "upload-creatives", accountId: "950", csv },
      35,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(said);
    expect(await adCounts()).toEqual(before);
  });

  it("stops Bulk Upload at the plan's creative limit, naming the plan that lifts it", async () => {
    await fixture(37, 951);
    const used = await scalar("SELECT count(*) AS n FROM ad_creatives WHERE account_id = 951 AND status != 'archived'");
    // The free plan allows 20: one more fits.
    for (let i = used; i < 19; i++)
      await run(
        "INSERT INTO ad_creatives (account_id, name, type, headline, primary_text, call_to_action) VALUES (951, ?, 'image', 'H', 'P', 'Go')",
        `Limit fixture ${i}`,
      );
    const csv = csvOf(
      ["Fits", "image", "H", "P", "Go"],
      ["Too many", "image", "H", "P", "Go"],
      ["Never tried", "image", "H", "P", "Go"],
    );
    const response = await formPost(
      "/ads.data?account=951&tab=creatives",
      { intent: "upload-creatives", accountId: "951", csv },
      37,
    );
    expect(response.status).toBe(200);
    const answer = await response.text();
    expect(answer).toContain("Stopped at row 3");
    expect(answer).toContain("starter");
    expect(await scalar("SELECT count(*) AS n FROM ad_creatives WHERE account_id = 951 AND status != 'archived'")).toBe(
      20,
    );
    expect(await scalar("SELECT count(*) AS n FROM ad_creatives WHERE name IN ('Too many', 'Never tried')")).toBe(0);
  });

  it("refuses Bulk Upload to an account that is not theirs as a whole, writing nothing", async () => {
    await fixture(35, 950);
    await fixture(37, 951);
    const before = await adCounts();
    const csv = csvOf(["Not mine", "image", "H", "P", "Go"]);
    const response = await formPost("/ads", { intent: "upload-creatives", accountId: "950", csv }, 37);
    expect(response.status).toBe(404);
    expect(await adCounts()).toEqual(before);
  });
});
