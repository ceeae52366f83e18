// Connections' Privacy Settings and Block as page actions (decision 019).
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

describe("connections: the profile wizard as a page action", () => {
  // Member 1 has no seeded profile; member 31 has one.
  const profileOf = (userId: number) =>
    env.DB.prepare(
      "SELECT looking_for AS lookingFor, age, about_me AS aboutMe, interests, communication_preferences AS communication, max_distance AS maxDistance, open_to_long_distance AS longDistance, allow_messages AS allowMessages, is_active AS active FROM relationship_profiles WHERE user_id = ?",
    )
      .bind(userId)
      .first<Record<string, unknown>>();
  // Every step's fields as the form without script sends them: an unticked box is its hidden "off" alone.
  const wizard = (changes: Record<string, string | string[]> = {}) => ({
    intent: "profile",
    mode: "create",
    lookingFor: ["friendship", "companionship"],
    ageRangeMin: "25",
    ageRangeMax: "45",
    age: "",
    aboutMe: "I like slow walks and board games.",
    interests: ["art", "gardening"],
    communicationPreferences: ["text"],
    privacyLevel: "friends",
    maxDistance: "30",
    openToLongDistance: "off",
    allowMessages: ["off", "on"],
    ...changes,
  });

  it("refuses a profile with nothing looked for or an age range the wrong way round, writing nothing", async () => {
    for (const [changes, message] of [
      [{ lookingFor: [] }, /Please select what you/],
      [{ ageRangeMin: "60", ageRangeMax: "30" }, /The minimum age must be at or below the maximum age/],
      [{ age: "12" }, /You must be at least 18/],
    ] as [Record<string, string | string[]>, RegExp][]) {
      const response = await formPost("/connections?dialog=profile", wizard(changes), 1);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(message);
      expect(await profileOf(1)).toBeNull();
    }
  });

  it("creates the profile from every step at once; a plain post lands on the home's heading", async () => {
    const response = await formPost("/connections?dialog=profile", wizard(), 1, true);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/connections#connections-title");
    expect(await profileOf(1)).toMatchObject({
      lookingFor: '["friendship","companionship"]',
      age: null,
      aboutMe: "I like slow walks and board games.",
      interests: '["art","gardening"]',
      communication: '["text"]',
      maxDistance: 30,
      longDistance: 0,
      allowMessages: 1,
      active: 1,
    });
    // A second Create is refused as the API's 409 is, as the form's error.
    const again = await formPost("/connections?dialog=profile", wizard(), 1);
    expect(again.status).toBe(409);
  });

  it("saves Profile Settings as the API's PATCH does, leaving Visible as it was", async () => {
    await env.DB.prepare("UPDATE relationship_profiles SET is_active = 0 WHERE user_id = 31").run();
    const response = await formPost(
      "/connections?dialog=profile",
      wizard({ mode: "edit", age: "34", aboutMe: "Edited without script.", openToLongDistance: ["off", "on"] }),
      31,
    );
    expect(response.status).toBe(200);
    expect(await profileOf(31)).toMatchObject({
      age: 34,
      aboutMe: "Edited without script.",
      longDistance: 1,
      active: 0,
    });
  });
});
