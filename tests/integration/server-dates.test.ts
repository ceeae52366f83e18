// Dates in the platform's time zone are written by the loaders (decision 032), so the page
// hydrates without Intl. These check that each such date reaches the page, and in the words
// the shared formatter gives.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatBillingDate } from "~/lib/billing/billing";
import { eventDay } from "~/lib/events";
import { ADS_TEXTS } from "~/lib/texts";
import { call } from "./call";

const page = async (path: string) => {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
};

describe("time-zone dates written on the server", () => {
  it("shows each upcoming event's start day, in Sydney time, in the home sidebar", async () => {
    const { results } = await env.DB.prepare(
      "SELECT start_time AS startTime FROM events WHERE start_time > ? ORDER BY start_time LIMIT 2",
    )
      .bind(new Date().toISOString())
      .all<{ startTime: string }>();
    expect(results.length).toBeGreaterThan(0);
    const html = await page("/");
    for (const { startTime } of results) expect(html).toMatch(new RegExp(`>${eventDay(startTime)} · `));
  });

  it("shows the plan period's end on /ads as the usage API's date in words", async () => {
    const usage = await (await call("/api/usage")).json<{ subscription: { currentPeriodEnd: string } }>();
    expect(await page("/ads")).toContain(
      ADS_TEXTS.currentPeriodEnds(formatBillingDate(usage.subscription.currentPeriodEnd)),
    );
  });

  it("shows a profile's member-since month", async () => {
    const row = await env.DB.prepare("SELECT created_at AS createdAt FROM users WHERE id = 1").first<{
      createdAt: string;
    }>();
    const month = new Intl.DateTimeFormat("en-AU", {
      month: "long",
      year: "numeric",
      timeZone: "Australia/Sydney",
    }).format(new Date(row!.createdAt));
    expect(await page("/profile/1")).toContain(month);
  });
});
