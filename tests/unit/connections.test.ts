// The compatibility score (decision 010) on hand-built pairs, and the other pure Connections
// rules: profile validation, filters, distance and what each privacy level shows.
import { describe, expect, it } from "vitest";
import {
  boundingBox,
  compatibilityScore,
  createProfileSchema,
  distanceKm,
  distanceOptionFor,
  overlap,
  resolveFilters,
  scoreParts,
  toCard,
  updateProfileSchema,
  visibilityFor,
  WIZARD_DEFAULTS,
  type ProfileRow,
  type ScoredProfile,
} from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";

const person = (p: Partial<ScoredProfile> = {}): ScoredProfile => ({
  age: 30,
  ageRangeMin: 25,
  ageRangeMax: 35,
  lookingFor: ["friendship"],
  interests: [],
  accessibilityCompatibility: [],
  communicationPreferences: ["text"],
  ...p,
});

describe("compatibility score", () => {
  const viewer = person({
    lookingFor: ["friendship", "dating"],
    interests: ["music", "books", "art", "gaming"],
    accessibilityCompatibility: ["screen_reader"],
    communicationPreferences: ["text", "voice"],
  });

  it("gives 100 to a pair with everything in common", () => {
    const twin = person({
      age: 31,
      ageRangeMin: 25,
      ageRangeMax: 40,
      interests: ["music", "books", "art"],
      accessibilityCompatibility: ["screen_reader", "large_text"],
    });
    expect(scoreParts(viewer, twin)).toEqual({
      interests: 30,
      lookingFor: 25,
      accessibility: 15,
      communication: 15,
      ageFit: 15,
    });
    expect(compatibilityScore(viewer, twin)).toBe(100);
  });

  it("adds up a partial fit part by part", () => {
    const partial = person({
      age: 40,
      ageRangeMin: 35,
      ageRangeMax: 50,
      lookingFor: ["dating", "marriage"],
      interests: ["music", "cooking"],
      communicationPreferences: ["voice", "video"],
    });
    expect(scoreParts(viewer, partial)).toEqual({
      interests: 10,
      lookingFor: 12.5,
      accessibility: 0,
      communication: 7.5,
      ageFit: 0,
    });
    expect(compatibilityScore(viewer, partial)).toBe(30);
  });

  it("scores age fit in both directions, and an unshared age fits no range", () => {
    const noAge = person({
      age: null,
      ageRangeMin: 18,
      ageRangeMax: 80,
      lookingFor: ["companionship"],
      accessibilityCompatibility: ["screen_reader"],
    });
    expect(scoreParts(viewer, noAge).ageFit).toBe(7.5);
    expect(compatibilityScore(viewer, noAge)).toBe(38);
    // One direction only: the candidate is in my range, I am outside theirs.
    expect(scoreParts(person(), person({ age: 28, ageRangeMin: 40, ageRangeMax: 50 })).ageFit).toBe(7.5);
  });

  it("is symmetric", () => {
    const other = person({
      age: 44,
      ageRangeMin: 20,
      ageRangeMax: 30,
      lookingFor: ["dating"],
      interests: ["music"],
      communicationPreferences: ["voice"],
    });
    expect(compatibilityScore(viewer, other)).toBe(compatibilityScore(other, viewer));
  });

  it("caps interest points at three shared interests", () => {
    const many = ["music", "books", "art", "gaming", "travel"];
    expect(scoreParts(person({ interests: many }), person({ interests: many })).interests).toBe(30);
    expect(scoreParts(person({ interests: ["art"] }), person({ interests: ["art"] })).interests).toBe(10);
  });

  it("treats two members without access needs as compatible, and one-sided needs as unknown", () => {
    expect(scoreParts(person(), person()).accessibility).toBe(15);
    expect(scoreParts(person({ accessibilityCompatibility: ["sign_language"] }), person()).accessibility).toBe(0);
  });

  it("needs a shared way to communicate", () => {
    expect(
      scoreParts(
        person({ communicationPreferences: ["sign_language"] }),
        person({ communicationPreferences: ["voice"] }),
      ).communication,
    ).toBe(0);
  });

  it("measures overlap against the smaller list", () => {
    expect(overlap(["a"], ["a", "b", "c"])).toBe(1);
    expect(overlap(["a", "b"], ["b", "c"])).toBe(0.5);
    expect(overlap([], ["a"])).toBe(0);
  });
});

describe("profile input", () => {
  const valid = { lookingFor: ["friendship"], communicationPreferences: ["text"] };

  it("fills in the spec's defaults", () => {
    expect(createProfileSchema.parse(valid)).toMatchObject({
      isActive: true,
      ageRangeMin: 22,
      ageRangeMax: 35,
      maxDistance: 50,
      privacyLevel: "friends",
      allowMessages: true,
      openToLongDistance: false,
      relationshipStatus: "single",
    });
    expect(WIZARD_DEFAULTS).toMatchObject({
      ageRangeMin: 22,
      ageRangeMax: 35,
      maxDistance: 50,
      privacyLevel: "friends",
      allowMessages: true,
      openToLongDistance: false,
    });
  });

  it("gives the spec's messages for missing choices", () => {
    const messages = (body: unknown) => createProfileSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...valid, lookingFor: [] })).toContain(CONNECTION_TEXTS.lookingForRequired);
    expect(messages({ ...valid, communicationPreferences: [] })).toContain(CONNECTION_TEXTS.communicationRequired);
    expect(messages({ ...valid, ageRangeMin: 36 })).toContain(CONNECTION_TEXTS.ageRangeOrder);
  });

  it("keeps ages within 18-80 and distances within 5-500 in steps of 5", () => {
    const ok = (change: object) => createProfileSchema.safeParse({ ...valid, ...change }).success;
    expect(ok({ ageRangeMin: 18, ageRangeMax: 80 })).toBe(true);
    expect(ok({ ageRangeMin: 17 })).toBe(false);
    expect(ok({ ageRangeMax: 81 })).toBe(false);
    expect(ok({ ageRangeMin: 30, ageRangeMax: 30 })).toBe(true);
    expect(ok({ maxDistance: 5 })).toBe(true);
    expect(ok({ maxDistance: 500 })).toBe(true);
    expect(ok({ maxDistance: 505 })).toBe(false);
    expect(ok({ maxDistance: 12 })).toBe(false);
  });

  it("drops repeated list values and refuses values outside the vocabularies", () => {
    expect(createProfileSchema.parse({ ...valid, interests: ["art", "art"] }).interests).toEqual(["art"]);
    expect(createProfileSchema.safeParse({ ...valid, interests: ["juggling"] }).success).toBe(false);
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.safeParse({ isActive: false }).success).toBe(true);
  });
});

describe("discovery filters and distance", () => {
  const me = {
    ageRangeMin: 25,
    ageRangeMax: 45,
    maxDistance: 60,
    openToLongDistance: false,
    latitude: -37.8,
    longitude: 144.96,
  };

  it("starts from the member's own preferences", () => {
    expect(resolveFilters({}, me)).toEqual({
      lookingFor: "any",
      minAge: 25,
      maxAge: 45,
      distance: "100",
      support: "any",
    });
    expect(resolveFilters({ distance: "25", lookingFor: "dating" }, me)).toMatchObject({
      distance: "25",
      lookingFor: "dating",
    });
    expect(resolveFilters({}, { ...me, latitude: null, longitude: null }).distance).toBe("anywhere");
  });

  it("rounds the profile's distance up to a discovery option", () => {
    expect(distanceOptionFor({ maxDistance: 25, openToLongDistance: false })).toBe("25");
    expect(distanceOptionFor({ maxDistance: 50, openToLongDistance: false })).toBe("50");
    expect(distanceOptionFor({ maxDistance: 200, openToLongDistance: false })).toBe("anywhere");
    expect(distanceOptionFor({ maxDistance: 25, openToLongDistance: true })).toBe("anywhere");
  });

  it("measures great-circle distance and boxes it", () => {
    const carlton = { latitude: -37.8001, longitude: 144.9671 };
    const parramatta = { latitude: -33.815, longitude: 151.0011 };
    expect(Math.round(distanceKm(carlton, parramatta))).toBeGreaterThan(690);
    expect(Math.round(distanceKm(carlton, parramatta))).toBeLessThan(720);
    const box = boundingBox(carlton, 25);
    const east = { latitude: carlton.latitude, longitude: box.maxLng };
    expect(Math.round(distanceKm(carlton, east))).toBe(25);
  });
});

describe("privacy levels", () => {
  const row: ProfileRow = {
    ...person({ interests: ["art"], accessibilityCompatibility: ["large_text"] }),
    lookingFor: ["friendship"],
    interests: ["art"],
    accessibilityCompatibility: ["large_text"],
    communicationPreferences: ["text"],
    userId: 7,
    displayName: "Sam Lee",
    location: "Carlton, VIC",
    latitude: -37.8,
    longitude: 144.96,
    aboutMe: "Hello",
    privacyLevel: "public",
    verificationLevel: "photo",
    lastActive: "2026-01-01T00:00:00.000Z",
    openToLongDistance: false,
    allowMessages: true,
  };

  it("maps each level and match state to what is shown", () => {
    expect(visibilityFor("public", false)).toBe("full");
    expect(visibilityFor("friends", false)).toBe("limited");
    expect(visibilityFor("friends", true)).toBe("full");
    expect(visibilityFor("private", false)).toBe("limited");
    expect(visibilityFor("private", true)).toBe("contact");
  });

  it("sends withheld details as null, never the value", () => {
    expect(toCard(row, { viewer: null, matched: false })).toMatchObject({
      bio: "Hello",
      interests: ["art"],
      location: "Carlton, VIC",
      matchScore: null,
    });
    const friends = toCard(
      { ...row, privacyLevel: "friends" },
      { viewer: { ...person(), latitude: null, longitude: null }, matched: false },
    );
    expect(friends).toMatchObject({
      name: "Sam Lee",
      age: 30,
      bio: null,
      interests: null,
      accessibilitySupport: null,
      communicationPrefs: null,
      location: null,
      distanceKm: null,
      detailsShared: false,
    });
    const privateMatch = toCard(
      { ...row, privacyLevel: "private" },
      { viewer: { ...person(), latitude: null, longitude: null }, matched: true },
    );
    expect(privateMatch).toMatchObject({ bio: null, interests: null, communicationPrefs: ["text"] });
  });
});
