// Connections against the real Worker and D1 (issue 11): validation on every profile field,
// the compatibility score on hand-built pairs, discovery filters, the privacy levels, mutual
// matches, and blocking both ways (including messages).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { compatibilityScore, type CreateProfileInput, type MatchProfileCard } from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { scalar } from "./http";

type Card = MatchProfileCard;
type MatchItem = { matchId: number; matchedAt: string; profile: Card };

// Hand-built members (seeded users whose seeded profiles are replaced here).
const V = 24; // the viewer
const A = 26; // everything in common
const B = 27; // a partial fit
const C = 28; // keeps their age private
const D = 29; // private
const F = 23; // friends-only

const base = {
  lookingFor: ["friendship"],
  communicationPreferences: ["text"],
} satisfies CreateProfileInput;

const HAND_BUILT: Record<number, CreateProfileInput> = {
  [V]: {
    age: 30,
    ageRangeMin: 25,
    ageRangeMax: 35,
    lookingFor: ["friendship", "dating"],
    interests: ["music", "books", "art", "gaming"],
    accessibilityCompatibility: ["screen_reader"],
    communicationPreferences: ["text", "voice"],
    privacyLevel: "public",
  },
  [A]: {
    age: 31,
    ageRangeMin: 25,
    ageRangeMax: 40,
    lookingFor: ["friendship"],
    interests: ["music", "books", "art"],
    accessibilityCompatibility: ["screen_reader", "large_text"],
    communicationPreferences: ["text"],
    privacyLevel: "public",
    aboutMe: "Everything in common.",
  },
  [B]: {
    age: 40,
    ageRangeMin: 35,
    ageRangeMax: 50,
    lookingFor: ["dating", "marriage"],
    interests: ["music", "cooking"],
    accessibilityCompatibility: [],
    communicationPreferences: ["voice", "video"],
    privacyLevel: "public",
  },
  [C]: {
    age: null,
    ageRangeMin: 18,
    ageRangeMax: 80,
    lookingFor: ["companionship"],
    interests: [],
    accessibilityCompatibility: ["screen_reader"],
    communicationPreferences: ["text"],
    privacyLevel: "public",
  },
  [D]: {
    age: 33,
    lookingFor: ["friendship"],
    interests: ["music"],
    communicationPreferences: ["text"],
    privacyLevel: "private",
    aboutMe: "Private person.",
  },
  [F]: {
    age: 29,
    lookingFor: ["friendship"],
    interests: ["books"],
    communicationPreferences: ["voice"],
    privacyLevel: "friends",
    aboutMe: "Friends see more.",
  },
};

const scored = (userId: number) => {
  const p: CreateProfileInput = HAND_BUILT[userId] ?? base;
  return {
    age: p.age ?? null,
    ageRangeMin: p.ageRangeMin ?? 22,
    ageRangeMax: p.ageRangeMax ?? 35,
    lookingFor: p.lookingFor,
    interests: p.interests ?? [],
    accessibilityCompatibility: p.accessibilityCompatibility ?? [],
    communicationPreferences: p.communicationPreferences,
  };
};
const json = async <T>(response: Response) => (await response.json()) as T;
const profileCount = () => scalar("SELECT count(*) AS n FROM relationship_profiles");
const clearConnections = (userId: number) =>
  env.DB.batch([
    env.DB.prepare("DELETE FROM connection_likes WHERE from_user_id = ?1 OR to_user_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM connection_matches WHERE user_low_id = ?1 OR user_high_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM user_blocks WHERE blocker_id = ?1 OR blocked_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM relationship_profiles WHERE user_id = ?1").bind(userId),
  ]);
/** Place a member on the map (degrees), or nowhere. */
const place = (userId: number, at: [number, number] | null) =>
  env.DB.prepare("UPDATE relationship_profiles SET latitude = ?, longitude = ? WHERE user_id = ?")
    .bind(at?.[0] ?? null, at?.[1] ?? null, userId)
    .run();

const discover = async (as: number, query = "distance=anywhere&minAge=18&maxAge=80&limit=50") => {
  const response = await call(`/api/matches/${as}?${query}`, { as });
  expect(response.status).toBe(200);
  return json<Card[]>(response);
};
const ids = (cards: Card[]) => cards.map((c) => c.id);
const handBuiltIds = (cards: Card[]) => ids(cards).filter((id) => [A, B, C, D, F].includes(id));
const like = (from: number, to: number) => call(`/api/matches/${to}/like`, { as: from, method: "POST" });
const pass = (from: number, to: number) => call(`/api/matches/${to}/pass`, { as: from, method: "POST" });
const matchesOf = async (userId: number) =>
  json<MatchItem[]>(await call(`/api/user-matches/${userId}`, { as: userId }));

async function rebuild() {
  for (const userId of [V, A, B, C, D, F]) {
    await clearConnections(userId);
    const response = await call("/api/relationship-profile", { as: userId, body: { ...HAND_BUILT[userId], userId } });
    expect(response.status).toBe(201);
  }
  await env.DB.prepare("UPDATE users SET is_active = 1 WHERE id IN (?, ?, ?, ?, ?, ?)").bind(V, A, B, C, D, F).run();
}

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

describe("discovery and the compatibility score", () => {
  beforeAll(rebuild);

  it("scores hand-built pairs as decision 010 says, and ranks by score", async () => {
    const cards = await discover(V);
    const score = (id: number) => cards.find((c) => c.id === id)?.matchScore;
    // A: 3 shared interests (30) + lookingFor 1/1 (25) + access 1/1 (15) + comms 1/1 (15) + both ages fit (15).
    expect(score(A)).toBe(100);
    // B: 1 interest (10) + lookingFor 1/2 (12.5) + access none (0) + comms 1/2 (7.5) + no age fit (0) = 30.
    expect(score(B)).toBe(30);
    // C: no interests or lookingFor, access 15 + comms 15, only V's age fits C's range (7.5) = 37.5 → 38.
    expect(score(C)).toBe(38);
    expect(handBuiltIds(cards).filter((id) => [A, B, C].includes(id))).toEqual([A, C, B]);
    // The API and the pure function agree, and the score is the same whichever side asks.
    for (const id of [A, B, C]) expect(score(id)).toBe(compatibilityScore(scored(V), scored(id)));
    expect((await discover(A)).find((c) => c.id === V)?.matchScore).toBe(100);
  });

  it("applies Looking For, age range and accessibility support", async () => {
    expect(handBuiltIds(await discover(V, "distance=anywhere&minAge=18&maxAge=80&lookingFor=marriage"))).toEqual([B]);
    expect(handBuiltIds(await discover(V, "distance=anywhere&minAge=18&maxAge=80&support=large_text"))).toEqual([A]);
    // An age range keeps members who do not share their age (C) and drops those outside it (A).
    const aged = handBuiltIds(await discover(V, "distance=anywhere&minAge=35&maxAge=45"));
    expect(aged).toContain(B);
    expect(aged).toContain(C);
    expect(aged).not.toContain(A);
  });

  it("applies distance: 25, 50, 100 km or anywhere", async () => {
    await place(V, [-37.8, 144.96]);
    await place(A, [-37.89, 144.96]); // about 10 km south
    await place(B, [-37.8, 145.87]); // about 80 km east
    await place(C, null);
    const within = async (distance: string) =>
      handBuiltIds(await discover(V, `distance=${distance}&minAge=18&maxAge=80&limit=50`)).filter((id) =>
        [A, B, C].includes(id),
      );
    expect(await within("25")).toEqual([A]);
    expect(await within("50")).toEqual([A]);
    expect(await within("100")).toEqual([A, B]);
    expect(await within("anywhere")).toEqual([A, C, B]);
    const near = (await discover(V, "distance=25&minAge=18&maxAge=80")).find((c) => c.id === A);
    expect(near?.distanceKm).toBe(10);
  });

  it("never shows inactive profiles or deactivated members", async () => {
    await call(`/api/relationship-profile/${A}`, { as: A, method: "PATCH", body: { isActive: false } });
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(B).run();
    const shown = handBuiltIds(await discover(V));
    expect(shown).not.toContain(A);
    expect(shown).not.toContain(B);
    await call(`/api/relationship-profile/${A}`, { as: A, method: "PATCH", body: { isActive: true } });
    await env.DB.prepare("UPDATE users SET is_active = 1 WHERE id = ?").bind(B).run();
    expect(handBuiltIds(await discover(V))).toEqual(expect.arrayContaining([A, B]));
  });

  const badQueries = [
    "distance=30",
    "minAge=10",
    "maxAge=81",
    "lookingFor=pets",
    "support=telepathy",
    "minAge=40&maxAge=30",
    "limit=0",
    "colour=blue",
  ];
  it.each(badQueries)("refuses the query %s with 400", async (query) => {
    expect((await call(`/api/matches/${V}?${query}`, { as: V })).status).toBe(400);
  });

  it("answers only for yourself, and only with a visible profile", async () => {
    expect((await call(`/api/matches/${A}`, { as: V })).status).toBe(403);
    expect((await call(`/api/user-matches/${A}`, { as: V })).status).toBe(403);
    await clearConnections(1);
    expect((await call("/api/matches/1")).status).toBe(404);
    expect((await like(1, A)).status).toBe(409);
  });
});

describe("privacy levels", () => {
  beforeAll(rebuild);

  it("public shows every detail; friends shows details only after a match", async () => {
    const cards = await discover(V);
    const a = cards.find((c) => c.id === A);
    expect(a).toMatchObject({
      detailsShared: true,
      bio: "Everything in common.",
      interests: ["music", "books", "art"],
      communicationPrefs: ["text"],
    });
    const f = cards.find((c) => c.id === F);
    expect(f).toMatchObject({
      name: expect.any(String),
      age: 29,
      lookingFor: ["friendship"],
      detailsShared: false,
      bio: null,
      interests: null,
      accessibilitySupport: null,
      communicationPrefs: null,
      location: null,
    });
    expect(await json<Card>(await call(`/api/relationship-profile/${F}`, { as: V }))).toMatchObject({ bio: null });

    await like(V, F);
    expect(await json<{ matched: boolean }>(await like(F, V))).toMatchObject({ matched: true });
    const matched = (await matchesOf(V)).find((m) => m.profile.id === F);
    expect(matched?.profile).toMatchObject({ detailsShared: true, bio: "Friends see more.", interests: ["books"] });
    expect(await json<Card>(await call(`/api/relationship-profile/${F}`, { as: V }))).toMatchObject({
      bio: "Friends see more.",
    });
  });

  it("private stays out of sight until it likes you, and shows very little even then", async () => {
    expect(ids(await discover(V))).not.toContain(D);
    expect((await call(`/api/relationship-profile/${D}`, { as: V })).status).toBe(404);
    expect((await like(V, D)).status).toBe(404);

    expect((await like(D, V)).status).toBe(200);
    const d = (await discover(V)).find((c) => c.id === D);
    expect(d).toMatchObject({ detailsShared: false, bio: null, interests: null, communicationPrefs: null });

    expect(await json<{ matched: boolean }>(await like(V, D))).toMatchObject({ matched: true });
    const matched = (await matchesOf(V)).find((m) => m.profile.id === D);
    // Matched: how to reach them, and still no bio, interests or place.
    expect(matched?.profile).toMatchObject({
      communicationPrefs: ["text"],
      bio: null,
      interests: null,
      location: null,
    });
  });
});

describe("likes, passes and mutual matches", () => {
  beforeAll(rebuild);

  it("makes a match only when the like is returned, stored once as low < high", async () => {
    const first = await like(A, V);
    expect(first.status).toBe(200);
    expect(await json<{ matched: boolean }>(first)).toMatchObject({ matched: false });
    expect(await matchesOf(A)).toEqual([]);
    // Liked or passed members leave discovery.
    expect(ids(await discover(A))).not.toContain(V);

    const second = await json<{ matched: boolean; matchId: number }>(await like(V, A));
    expect(second).toMatchObject({ matched: true, matchId: expect.any(Number) });
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(1);
    expect((await matchesOf(V)).map((m) => m.profile.id)).toContain(A);
    expect((await matchesOf(A)).map((m) => m.profile.id)).toContain(V);

    // Liking again changes nothing.
    await like(V, A);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(1);
  });

  it("a pass ends a match and hides the member from discovery", async () => {
    expect((await pass(V, A)).status).toBe(200);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(0);
    expect(ids(await discover(V))).not.toContain(A);
    expect((await matchesOf(V)).map((m) => m.profile.id)).not.toContain(A);
  });

  it("refuses yourself, strangers, bad ids, other actors and GET", async () => {
    expect((await like(V, V)).status).toBe(400);
    expect((await like(V, 99999)).status).toBe(404);
    expect((await call("/api/matches/abc/like", { as: V, method: "POST" })).status).toBe(400);
    expect((await call(`/api/matches/${B}/like`, { as: V, body: { userId: A } })).status).toBe(403);
    expect((await call(`/api/matches/${B}/like`, { as: V })).status).toBe(405);
  });
});

describe("blocking", () => {
  beforeAll(rebuild);

  it("hides both members from each other, ends the match and stops messages both ways", async () => {
    await like(V, A);
    await like(A, V);
    expect((await call("/api/messages", { as: V, body: { toUserId: A, content: "Before the block" } })).status).toBe(
      201,
    );

    const blocked = await call(`/api/users/${A}/block`, { as: V, method: "POST" });
    expect(blocked.status).toBe(200);
    expect(
      await scalar("SELECT count(*) AS n FROM connection_matches WHERE user_low_id = ? AND user_high_id = ?", V, A),
    ).toBe(0);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM connection_likes WHERE (from_user_id = ?1 AND to_user_id = ?2) OR (from_user_id = ?2 AND to_user_id = ?1)",
        V,
        A,
      ),
    ).toBe(0);

    for (const [viewer, other] of [
      [V, A],
      [A, V],
    ] as const) {
      expect(ids(await discover(viewer))).not.toContain(other);
      expect((await matchesOf(viewer)).map((m) => m.profile.id)).not.toContain(other);
      expect((await call(`/api/relationship-profile/${other}`, { as: viewer })).status).toBe(404);
      expect((await like(viewer, other)).status).toBe(404);
      const before = await scalar("SELECT count(*) AS n FROM messages");
      const refused = await call("/api/messages", { as: viewer, body: { toUserId: other, content: "Hello?" } });
      expect(refused.status).toBe(403);
      expect((await json<{ error: string }>(refused)).error).toBe(CONNECTION_TEXTS.cannotMessage);
      expect(await scalar("SELECT count(*) AS n FROM messages")).toBe(before);
    }

    const list = await json<{ userId: number; displayName: string }[]>(await call("/api/user-blocks", { as: V }));
    expect(list.map((b) => b.userId)).toEqual([A]);
    expect(await json<unknown[]>(await call("/api/user-blocks", { as: A }))).toEqual([]);
  });

  it("unblocking starts afresh: visible again and messages flow, but no match comes back", async () => {
    const response = await call(`/api/users/${A}/block`, { as: V, method: "DELETE" });
    expect(await json<{ changed: boolean }>(response)).toMatchObject({ blocked: false, changed: true });
    expect(ids(await discover(V))).toContain(A);
    expect(await matchesOf(V)).toEqual([]);
    expect((await call("/api/messages", { as: A, body: { toUserId: V, content: "After the block" } })).status).toBe(
      201,
    );
  });

  it("reports a member through the existing report flow", async () => {
    const response = await call("/api/reports", {
      as: V,
      body: { contentType: "user", contentId: B, reason: "harassment" },
    });
    expect(response.status).toBe(201);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM reports WHERE reporter_id = ? AND content_type = 'user' AND content_id = ? AND reported_user_id = ?",
        V,
        B,
        B,
      ),
    ).toBe(1);
  });

  it("refuses blocking yourself or nobody", async () => {
    expect((await call(`/api/users/${V}/block`, { as: V, method: "POST" })).status).toBe(400);
    expect((await call("/api/users/99999/block", { as: V, method: "POST" })).status).toBe(404);
    expect((await call(`/api/users/${A}/block`, { as: V, method: "PUT" })).status).toBe(405);
  });
});
