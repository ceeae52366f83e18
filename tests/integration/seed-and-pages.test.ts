// The migrated, seeded D1 and the pages the Worker renders from it.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { SEED_USER_COUNT } from "../../db/seed";
import { expectEvery } from "../shared/expect-every";

describe("D1 is migrated and seeded", () => {
  it("has every seeded area, with the spec's plans", async () => {
    const counts = await env.DB.batch(
      ["users", "posts", "reports", "game_rooms", "subscription_plans", "ndis_providers", "campaign_daily_metrics"].map(
        (t) => env.DB.prepare(`SELECT count(*) AS n FROM ${t}`),
      ),
    );
    const n = counts.map((r) => (r.results[0] as { n: number }).n);
    expect(n[0]).toBe(SEED_USER_COUNT);
    expectEvery(n, (value) => value > 0);
    const plans = await env.DB.prepare(
      "SELECT name, price, yearly_price, campaigns_limit FROM subscription_plans ORDER BY sort_order",
    ).all();
    expect(plans.results).toEqual([
      { name: "free", price: 0, yearly_price: 0, campaigns_limit: 3 },
      { name: "starter", price: 29, yearly_price: 290, campaigns_limit: 25 },
      { name: "professional", price: 99, yearly_price: 990, campaigns_limit: 100 },
      { name: "enterprise", price: 299, yearly_price: 2990, campaigns_limit: null },
    ]);
  });

  it("gives user 1 the member, moderator and advertiser roles", async () => {
    const row = await env.DB.prepare("SELECT roles FROM users WHERE id = 1").first<{ roles: string }>();
    expect(JSON.parse(row?.roles ?? "[]")).toEqual(["member", "moderator", "advertiser"]);
  });
});

describe("pages render on the server from D1", () => {
  it("serves the home page with the real member count", async () => {
    const response = await SELF.fetch("http://example.com/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('id="main-content"');
    expect(html).toContain(`${SEED_USER_COUNT} members`);
    // The newest post is shown with its real author (guards the batch column-collision pitfall).
    const newest = await env.DB.prepare(
      "SELECT p.id, u.id AS author_id, u.display_name AS author FROM posts p JOIN users u ON u.id = p.author_id WHERE p.group_id IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT 1",
    ).first<{ id: number; author_id: number; author: string }>();
    expect(html).toContain(`aria-labelledby="post-${newest?.id}"`);
    expect(html).toMatch(new RegExp(`href="/profile/${newest?.author_id}"[^>]*>${newest?.author}</a>`));
  });

  it("answers an unknown page with a 404 titled as the spec says", async () => {
    const response = await SELF.fetch("http://example.com/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>404 Page Not Found</title>");
  });
});
