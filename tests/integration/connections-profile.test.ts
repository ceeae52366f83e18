// Connections against the real Worker and D1 (docs/features/connections.md): validation on every relationship
// profile field, creating, changing and deleting one's own profile.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { base, clearConnections, json, profileCount } from "./connections-fixtures";

describe("POST /api/relationship-profile", () => {
  beforeAll(() => clearConnections(1));

  const bad: [string, Record<string, unknown>][] = [
    ["no lookingFor", { lookingFor: [] }],
    ["a missing lookingFor", { lookingFor: undefined }],
    ["an unknown lookingFor", { lookingFor: ["hookup"] }],
    ["no communication preference", { communicationPreferences: [] }],
    ["a missing communication preference", { communicationPreferences: undefined }],
    ["an unknown communication preference", { communicationPreferences: ["telepathy"] }],
    ["a minimum age under 18", { ageRangeMin: 17 }],
    ["a maximum age over 80", { ageRangeMax: 81 }],
    ["a fractional age bound", { ageRangeMin: 22.5 }],
    ["an age bound as text", { ageRangeMax: "35" }],
    ["a minimum above the maximum", { ageRangeMin: 40, ageRangeMax: 30 }],
    ["a distance under 5", { maxDistance: 0 }],
    ["a distance over 500", { maxDistance: 505 }],
    ["a distance off the 5 km step", { maxDistance: 52 }],
    ["an unknown interest", { interests: ["skydiving"] }],
    ["an unknown accessibility value", { accessibilityCompatibility: ["telepathy"] }],
    ["an unknown gender preference", { genderPreference: ["robots"] }],
    ["an unknown privacy level", { privacyLevel: "secret" }],
    ["an unknown relationship status", { relationshipStatus: "complicated" }],
    ["openToLongDistance as text", { openToLongDistance: "yes" }],
    ["allowMessages as a number", { allowMessages: 1 }],
    ["isActive as text", { isActive: "true" }],
    ["aboutMe over 1000 characters", { aboutMe: "x".repeat(1001) }],
    ["aboutMe as a number", { aboutMe: 5 }],
    ["an own age under 18", { age: 16 }],
    ["an unknown field", { favouriteColour: "blue" }],
  ];
  it.each(bad)("refuses %s with 400 and writes nothing", async (_, change) => {
    const before = await profileCount();
    const response = await call("/api/relationship-profile", {
      body: { ...base, userId: 1, isActive: true, ...change },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; issues: { path: string; message: string }[] }>(response);
    expect(body.issues.length).toBeGreaterThan(0);
    expect(await profileCount()).toBe(before);
  });

  it("uses the spec's exact messages", async () => {
    const text = async (change: Record<string, unknown>) =>
      JSON.stringify(await (await call("/api/relationship-profile", { body: { ...base, ...change } })).json());
    expect(await text({ lookingFor: [] })).toContain(CONNECTION_TEXTS.lookingForRequired);
    expect(await text({ communicationPreferences: [] })).toContain(CONNECTION_TEXTS.communicationRequired);
    expect(await text({ ageRangeMin: 50, ageRangeMax: 40 })).toContain(CONNECTION_TEXTS.ageRangeOrder);
  });

  it("refuses a profile for someone else, non-JSON and other methods", async () => {
    expect((await call("/api/relationship-profile", { body: { ...base, userId: 2 } })).status).toBe(403);
    expect((await call("/api/relationship-profile", { method: "PUT", body: base })).status).toBe(405);
    expect((await call("/api/relationship-profile")).status).toBe(405);
  });

  it("creates the profile with the spec's defaults, once", async () => {
    expect((await call("/api/relationship-profile/1")).status).toBe(404);
    const response = await call("/api/relationship-profile", { body: { ...base, userId: 1, isActive: true } });
    expect(response.status).toBe(201);
    const created = await json<Record<string, unknown>>(response);
    expect(created).toMatchObject({
      userId: 1,
      isActive: true,
      ageRangeMin: 22,
      ageRangeMax: 35,
      maxDistance: 50,
      privacyLevel: "friends",
      allowMessages: true,
      openToLongDistance: false,
      relationshipStatus: "single",
      verificationLevel: "basic",
    });
    // Member 1 lives in Carlton, so the profile is on the map.
    expect(created.latitude).toBeCloseTo(-37.8, 1);
    expect((await call("/api/relationship-profile/1")).status).toBe(200);
    expect((await call("/api/relationship-profile", { body: { ...base, userId: 1 } })).status).toBe(409);
  });
});

describe("PATCH and DELETE /api/relationship-profile/:userId", () => {
  beforeAll(async () => {
    await clearConnections(1);
    expect((await call("/api/relationship-profile", { body: base })).status).toBe(201);
  });

  it("saves the Visible switch and Profile Settings", async () => {
    const hidden = await call("/api/relationship-profile/1", { method: "PATCH", body: { isActive: false } });
    expect(hidden.status).toBe(200);
    expect(await json<{ isActive: boolean }>(hidden)).toMatchObject({ isActive: false });
    // Hidden: discovery is paused.
    expect((await call("/api/matches/1")).status).toBe(409);
    const edited = await call("/api/relationship-profile/1", {
      method: "PATCH",
      body: { isActive: true, privacyLevel: "public", maxDistance: 100, interests: ["art"] },
    });
    expect(await json<Record<string, unknown>>(edited)).toMatchObject({
      isActive: true,
      privacyLevel: "public",
      maxDistance: 100,
      interests: ["art"],
    });
  });

  const bad: [string, unknown][] = [
    ["an empty change", {}],
    ["no lookingFor", { lookingFor: [] }],
    ["a distance off step", { maxDistance: 7 }],
    ["a minimum above the stored maximum", { ageRangeMin: 50 }],
    ["an unknown field", { userId: 2 }],
  ];
  it.each(bad)("refuses %s with 400", async (_, body) => {
    const before = await env.DB.prepare("SELECT updated_at AS u FROM relationship_profiles WHERE user_id = 1").first();
    expect((await call("/api/relationship-profile/1", { method: "PATCH", body })).status).toBe(400);
    expect(await env.DB.prepare("SELECT updated_at AS u FROM relationship_profiles WHERE user_id = 1").first()).toEqual(
      before,
    );
  });

  it("changes only your own profile, and DELETE removes it", async () => {
    expect((await call("/api/relationship-profile/2", { method: "PATCH", body: { isActive: false } })).status).toBe(
      403,
    );
    expect((await call("/api/relationship-profile/abc", { method: "PATCH", body: { isActive: false } })).status).toBe(
      400,
    );
    expect((await call("/api/relationship-profile/1", { method: "DELETE" })).status).toBe(204);
    expect((await call("/api/relationship-profile/1")).status).toBe(404);
    expect((await call("/api/relationship-profile/1", { method: "PATCH", body: { isActive: true } })).status).toBe(404);
    expect((await call("/api/relationship-profile/1", { method: "DELETE" })).status).toBe(404);
  });
});
