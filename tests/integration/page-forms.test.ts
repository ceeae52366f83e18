// The page actions behind the one form pattern (issue 21): each parses with the API's own schema,
// answers bad input with 400 `{ fieldErrors, formError }` and writes nothing, and on good input
// makes the same change the API would.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, type PreferenceKey } from "~/lib/accessibility/preferences";
import { POST_TEXTS, PROVIDER_TEXTS } from "~/lib/texts";
import { memberCookie } from "./constants";
import { scalar } from "./http";

/** A browser form post to a page (no script: the document navigates), as member `as` or a visitor (null). */
const post = (path: string, fields: Record<string, string | string[]>, as: number | null = 1, navigate = false) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return SELF.fetch(`http://example.com${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(as === null ? {} : { cookie: memberCookie(as) }),
      ...(navigate ? { "sec-fetch-mode": "navigate", referer: `http://example.com${path}` } : {}),
    },
    body,
  });
};

const TABLES = [
  "reports",
  "posts",
  "messages",
  "group_memberships",
  "event_registrations",
  "game_rooms",
  "rate_limits",
];
const counts = async () => Promise.all(TABLES.map((table) => scalar(`SELECT count(*) AS n FROM ${table}`)));

const REFUSED: [string, string, Record<string, string | string[]>, RegExp][] = [
  [
    "an empty post",
    "/?index",
    { intent: "create-post", type: "post", content: "  " },
    new RegExp(POST_TEXTS.emptyContent),
  ],
  ["a blog with no title", "/?index", { intent: "create-post", type: "blog", content: "Hi" }, /title is required/],
  ["a post of no known type", "/?index", { intent: "create-post", type: "poem", content: "Hi" }, /type/],
  [
    "a post to a missing forum",
    "/forums",
    { intent: "create-post", type: "discussion", content: "Hi", forumId: "99999" },
    /Forum 99999/,
  ],
  ["a blank message", "/messages?to=2", { intent: "send-message", toUserId: "2", content: " " }, /content/i],
  ["a message to nobody", "/messages?to=2", { intent: "send-message", toUserId: "x", content: "Hi" }, /toUserId/],
  ["a join of no group", "/support-groups", { intent: "join-group", groupId: "abc" }, /positive whole number/],
  ["a registration for no event", "/events?index", { intent: "register-event", eventId: "0" }, /positive whole number/],
  ["a room with no name", "/arcade?index", { intent: "create-room", name: " ", gameType: "chess" }, /room name/i],
  ["a room of no game", "/arcade?index", { intent: "create-room", name: "R", gameType: "golf" }, /gameType/],
  [
    "a room with a made-up feature",
    "/arcade?index",
    { intent: "create-room", name: "R", gameType: "chess", accessibilityFeatures: ["x"] },
    /accessibilityFeatures/,
  ],
  ["a report with no reason", "/report", { intent: "report", contentType: "post", contentId: "1" }, /select a reason/],
  [
    "a report of no kind of thing",
    "/report",
    { intent: "report", contentType: "x", contentId: "1", reason: "spam" },
    /contentType/,
  ],
  ["a form the page does not have", "/?index", { intent: "delete-everything" }, /Unknown form/],
];

describe("page actions refuse bad input with 400 and change nothing", () => {
  it.each(REFUSED)("%s", async (_, path, fields, said) => {
    const before = await counts();
    const response = await post(path, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(said);
    expect(await counts()).toEqual(before);
  });

  it("sends a visitor to sign in, writing nothing", async () => {
    const before = await counts();
    const response = await post("/?index", { intent: "create-post", type: "post", content: "Hello" }, null);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
    expect(await counts()).toEqual(before);
  });
});

describe("page actions make the API's change", () => {
  it("creates a post, and a plain post is sent back to the page at the new post", async () => {
    const before = await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1");
    const response = await post(
      "/?index",
      { intent: "create-post", type: "post", content: "From a form", tags: "a, b" },
      1,
      true,
    );
    expect(response.status).toBe(303);
    const id = /#post-card-(\d+)$/.exec(response.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1")).toBe(before + 1);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE id = ? AND content = 'From a form'", Number(id))).toBe(
      1,
    );
  });

  it("joins and leaves a group for the enhanced path, answering with the new state", async () => {
    const group = await scalar(
      "SELECT id AS n FROM support_groups WHERE is_private = 0 AND id NOT IN (SELECT group_id FROM group_memberships WHERE user_id = 5) LIMIT 1",
    );
    const joined = await post("/support-groups", { intent: "join-group", groupId: String(group) }, 5);
    expect(joined.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE user_id = 5 AND group_id = ?", group)).toBe(
      1,
    );
    const left = await post("/support-groups", { intent: "leave-group", groupId: String(group) }, 5);
    expect(left.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE user_id = 5 AND group_id = ?", group)).toBe(
      0,
    );
  });
});

describe("providers: the enquiry dialog's page action", () => {
  const enquiries = () => scalar("SELECT count(*) AS n FROM provider_enquiries");
  const dialog = "dialog=enquiry&provider=4&kind=message";

  it("refuses a blank message with 400 and the field's error, writing nothing", async () => {
    const before = await enquiries();
    const response = await post(`/ndis-providers/4?${dialog}`, {
      intent: "enquiry",
      providerId: "4",
      kind: "message",
      serviceId: "any",
      message: "   ",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    // Drawn in place (the dialog's params), the error beside the message box.
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*name="message"|name="message"[^>]*aria-invalid="true"/);
    expect(page).toContain(PROVIDER_TEXTS.emptyMessage);
    expect(await enquiries()).toBe(before);
  });

  it("refuses another provider's service beside the service, and a suspended provider's booking for the form", async () => {
    const before = await enquiries();
    const foreign = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 9");
    const wrong = await post("/ndis-providers?index", {
      intent: "enquiry",
      providerId: "4",
      kind: "booking",
      serviceId: String(foreign),
      message: "Hello",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(`Service ${foreign} is not offered by this provider.`);
    const suspended = await scalar(
      "SELECT id AS n FROM ndis_providers WHERE registration_status = 'suspended' ORDER BY id LIMIT 1",
    );
    const refused = await post(`/ndis-providers/${suspended}`, {
      intent: "enquiry",
      providerId: String(suspended),
      kind: "booking",
      serviceId: "any",
      message: "Hello",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/registration is suspended/);
    expect(await enquiries()).toBe(before);
  });

  it("stores an enquiry; a plain post goes back to the page without the dialog, saying it was sent", async () => {
    const before = await enquiries();
    const message = `From the enquiry form ${Date.now()}`;
    const response = await post(
      `/ndis-providers/4?${dialog}`,
      { intent: "enquiry", providerId: "4", kind: "message", serviceId: "any", message },
      24,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ndis-providers/4?sent=message#enquiry-sent");
    expect(await enquiries()).toBe(before + 1);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM provider_enquiries WHERE provider_id = 4 AND user_id = 24 AND kind = 'message' AND message = ?",
        message,
      ),
    ).toBe(1);

    const serviceId = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 4");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await post(
      "/ndis-providers?index",
      {
        intent: "enquiry",
        providerId: "4",
        kind: "booking",
        serviceId: String(serviceId),
        preferredDate: tomorrow,
        message: "A visit?",
      },
      24,
    );
    expect(booking.status).toBe(200);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM provider_enquiries WHERE user_id = 24 AND kind = 'booking' AND service_id = ? AND preferred_date = ?",
        serviceId,
        tomorrow,
      ),
    ).toBe(1);
  });
});

describe("connections: Privacy Settings and Block as page actions", () => {
  // Member 30 has a seeded profile (members 2 to 41 do).
  const privacy = () =>
    env.DB.prepare("SELECT privacy_level AS level FROM relationship_profiles WHERE user_id = 30").first<{
      level: string;
    }>();
  const blocks = () => scalar("SELECT count(*) AS n FROM user_blocks");

  it("refuses a privacy level that is not one, beside the radios, changing nothing", async () => {
    const before = await privacy();
    const response = await post(
      "/connections?tab=safety&dialog=privacy",
      { intent: "privacy", privacyLevel: "secret" },
      30,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="privacyLevel"|name="privacyLevel"[^>]*aria-invalid="true"/,
    );
    expect(await privacy()).toEqual(before);
  });

  it("saves the privacy level; a plain post lands on Privacy Settings", async () => {
    const before = await privacy();
    const next = before?.level === "private" ? "public" : "private";
    const response = await post(
      "/connections?tab=safety&dialog=privacy",
      { intent: "privacy", privacyLevel: next },
      30,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/connections?tab=safety#privacy-settings");
    expect(await privacy()).toEqual({ level: next });
    await env.DB.prepare("UPDATE relationship_profiles SET privacy_level = ? WHERE user_id = 30")
      .bind(before?.level)
      .run();
  });

  it("refuses blocking yourself or no one, writing nothing", async () => {
    const before = await blocks();
    const self = await post("/connections", { intent: "block-user", userId: "30" }, 30);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot block yourself.");
    const nobody = await post("/connections", { intent: "block-user", userId: "nobody" }, 30);
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toMatch(/positive whole number/);
    expect(await blocks()).toBe(before);
  });

  it("blocks a member; a plain post goes back to the tab without the dialog", async () => {
    const response = await post(
      "/connections?tab=matches&dialog=block&user=31",
      { intent: "block-user", userId: "31" },
      30,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/connections?tab=matches");
    expect(await scalar("SELECT count(*) AS n FROM user_blocks WHERE blocker_id = 30 AND blocked_id = 31")).toBe(1);
    await env.DB.prepare("DELETE FROM user_blocks WHERE blocker_id = 30 AND blocked_id = 31").run();
  });
});

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
    imageUrl: "",
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
      "a creative with a script address",
      "creative&tab=creatives",
      { ...creative, imageUrl: "javascript:x" },
      /https:\/\//,
    ],
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
      const response = await post(`/ads?account=950&dialog=${dialog}`, fields, 35);
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
    const response = await post(
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
    const made = await post(
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

    const edited = await post(
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

    const madeCreative = await post(
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

    const madeAudience = await post(
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
    const response = await post("/ads", { ...campaign, accountId: "1", name: "Not mine", budget: "5" }, 36);
    // The action refuses (403); drawing /ads for a non-advertiser then sends them to open an account.
    expect(response.headers.get("location")).toBe("/ads/new");
    expect(await adCounts()).toEqual(before);
  });
});

describe("accessibility wizard's page action", () => {
  // The wizard's fields as its form sends them: on/off for a switch, text for the rest.
  const wizardFields = (changes: Partial<Record<PreferenceKey, string>> = {}) => ({
    intent: "save-preferences",
    ...Object.fromEntries(
      Object.entries(DEFAULT_PREFERENCES).map(([key, value]) => [
        key,
        typeof value === "boolean" ? (value ? "on" : "off") : String(value),
      ]),
    ),
    ...changes,
  });
  const saved = () => scalar("SELECT count(*) AS n FROM accessibility_preferences");

  it.each([
    ["a font size it does not offer", { fontSize: "enormous" }, /fontSize|Font Size/],
    ["a hover delay that is not a number", { hoverDelay: "soon" }, /hoverDelay|Hover Delay/],
    ["custom CSS over the limit", { customCss: "a".repeat(10_001) }, /at most 10000 characters/],
    ["a switch that is neither on nor off", { reduceMotion: "maybe" }, /reduceMotion|Reduce Motion/],
  ] as const)("refuses %s with 400, writing nothing", async (_, changes, said) => {
    const before = await saved();
    const response = await post("/accessibility?dialog=wizard", wizardFields(changes), 38);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(said);
    expect(await saved()).toBe(before);
  });

  it("saves a member's preferences, and a plain post lands at the overview", async () => {
    const response = await post(
      "/accessibility?dialog=wizard",
      wizardFields({ fontSize: "extra-large", skipLinks: "off" }),
      38,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/accessibility#overview");
    expect(
      await scalar(
        "SELECT count(*) AS n FROM accessibility_preferences WHERE user_id = 38 AND font_size = 'extra-large' AND skip_links = 0",
      ),
    ).toBe(1);
  });

  it("keeps a visitor's preferences in their cookie, not in D1", async () => {
    const before = await saved();
    const response = await post("/accessibility?dialog=wizard", wizardFields({ colorScheme: "dark" }), null, true);
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(response.headers.get("set-cookie") ?? "");
    expect(cookie).toMatch(/^a11y-preferences=\{.*"colorScheme":"dark"/);
    expect(await saved()).toBe(before);
  });
});
