// Connections' Privacy Settings and Block as page actions (issue 21).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formPost, scalar } from "./http";

describe("connections: Privacy Settings and Block as page actions", () => {
  // Member 30 has a seeded profile (members 2 to 41 do).
  const privacy = () =>
    env.DB.prepare("SELECT privacy_level AS level FROM relationship_profiles WHERE user_id = 30").first<{
      level: string;
    }>();
  const blocks = () => scalar("SELECT count(*) AS n FROM user_blocks");

  it("refuses a privacy level that is not one, beside the radios, changing nothing", async () => {
    const before = await privacy();
    const response = await formPost(
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
    const response = await formPost(
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
    const self = await formPost("/connections", { intent: "block-user", userId: "30" }, 30);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot block yourself.");
    const nobody = await formPost("/connections", { intent: "block-user", userId: "nobody" }, 30);
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toMatch(/positive whole number/);
    expect(await blocks()).toBe(before);
  });

  it("blocks a member; a plain post goes back to the tab without the dialog", async () => {
    const response = await formPost(
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
