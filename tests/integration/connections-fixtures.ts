// Shared by the connections-*.test.ts files (docs/features/connections.md): hand-built members whose seeded
// profiles are replaced, and calls for discovery, likes and matches.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { CreateProfileInput, MatchProfileCard } from "~/lib/connections";
import { call } from "./call";
import { scalar } from "./http";

export type Card = MatchProfileCard;
type MatchItem = { matchId: number; matchedAt: string; profile: Card };

// Hand-built members (seeded users whose seeded profiles are replaced here).
export const V = 24; // the viewer
export const A = 26; // everything in common
export const B = 27; // a partial fit
export const C = 28; // keeps their age private
export const D = 29; // private
export const F = 23; // friends-only

export const base = {
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

export const scored = (userId: number) => {
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
export const json = async <T>(response: Response) => (await response.json()) as T;
export const profileCount = () => scalar("SELECT count(*) AS n FROM relationship_profiles");
export const clearConnections = (userId: number) =>
  env.DB.batch([
    env.DB.prepare("DELETE FROM connection_likes WHERE from_user_id = ?1 OR to_user_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM connection_matches WHERE user_low_id = ?1 OR user_high_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM user_blocks WHERE blocker_id = ?1 OR blocked_id = ?1").bind(userId),
    env.DB.prepare("DELETE FROM relationship_profiles WHERE user_id = ?1").bind(userId),
  ]);
/** Place a member on the map (degrees), or nowhere. */
export const place = (userId: number, at: [number, number] | null) =>
  env.DB.prepare("UPDATE relationship_profiles SET latitude = ?, longitude = ? WHERE user_id = ?")
    .bind(at?.[0] ?? null, at?.[1] ?? null, userId)
    .run();

export const discover = async (as: number, query = "distance=anywhere&minAge=18&maxAge=80&limit=50") => {
  const response = await call(`/api/matches/${as}?${query}`, { as });
  expect(response.status).toBe(200);
  return json<Card[]>(response);
};
export const ids = (cards: Card[]) => cards.map((c) => c.id);
export const handBuiltIds = (cards: Card[]) => ids(cards).filter((id) => [A, B, C, D, F].includes(id));
export const like = (from: number, to: number) => call(`/api/matches/${to}/like`, { as: from, method: "POST" });
export const pass = (from: number, to: number) => call(`/api/matches/${to}/pass`, { as: from, method: "POST" });
export const matchesOf = async (userId: number) =>
  json<MatchItem[]>(await call(`/api/user-matches/${userId}`, { as: userId }));

export async function rebuild() {
  for (const userId of [V, A, B, C, D, F]) {
    await clearConnections(userId);
    const response = await call("/api/relationship-profile", { as: userId, body: { ...HAND_BUILT[userId], userId } });
    expect(response.status).toBe(201);
  }
  await env.DB.prepare("UPDATE users SET is_active = 1 WHERE id IN (?, ?, ?, ?, ?, ?)").bind(V, A, B, C, D, F).run();
}
