// Connections against the real Worker and D1 (docs/features/connections.md): the compatibility
// score on hand-built pairs, discovery filters, and what each privacy level shows.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { compatibilityScore } from "~/lib/connections";
import { call } from "./call";
import {
  A,
  B,
  C,
  D,
  F,
  V,
  clearConnections,
  discover,
  handBuiltIds,
  ids,
  json,
  like,
  matchesOf,
  place,
  rebuild,
  scored,
  type Card,
} from "./connections-fixtures";

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
