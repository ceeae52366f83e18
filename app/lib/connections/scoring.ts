// Distance, the compatibility score (docs/decisions/010-compatibility-score.md) and what others see.
import type {
  AccessibilitySupport,
  CommunicationPreference,
  Interest,
  LookingFor,
  PrivacyLevel,
  VerificationLevel,
} from "./labels";

// ---------------------------------------------------------------- geography

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `km`: the index-friendly prefilter. */
export function boundingBox(centre: { latitude: number; longitude: number }, km: number) {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos(toRadians(centre.latitude)));
  return {
    minLat: centre.latitude - dLat,
    maxLat: centre.latitude + dLat,
    minLng: centre.longitude - dLng,
    maxLng: centre.longitude + dLng,
  };
}

// ---------------------------------------------------------------- compatibility score

export type ScoredProfile = {
  age: number | null;
  ageRangeMin: number;
  ageRangeMax: number;
  lookingFor: readonly string[];
  interests: readonly string[];
  accessibilityCompatibility: readonly string[];
  communicationPreferences: readonly string[];
};

export const SCORE_WEIGHTS = {
  interests: 30,
  lookingFor: 25,
  accessibility: 15,
  communication: 15,
  ageFit: 15,
} as const;
/** Three shared interests already give every interest point. */
export const INTEREST_SATURATION = 3;

const shared = (a: readonly string[], b: readonly string[]) => a.filter((value) => b.includes(value)).length;
/** |A ∩ B| / min(|A|, |B|): 1 when one list holds the other, 0 when either is empty or nothing is shared. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const smaller = Math.min(a.length, b.length);
  return smaller === 0 ? 0 : shared(a, b) / smaller;
}
const inRange = (age: number | null, range: { ageRangeMin: number; ageRangeMax: number }) =>
  age !== null && age >= range.ageRangeMin && age <= range.ageRangeMax;

/** Each part of the score, in points (decision 010). */
export function scoreParts(a: ScoredProfile, b: ScoredProfile) {
  const noNeeds = a.accessibilityCompatibility.length === 0 && b.accessibilityCompatibility.length === 0;
  return {
    interests:
      (SCORE_WEIGHTS.interests * Math.min(shared(a.interests, b.interests), INTEREST_SATURATION)) / INTEREST_SATURATION,
    lookingFor: SCORE_WEIGHTS.lookingFor * overlap(a.lookingFor, b.lookingFor),
    accessibility:
      SCORE_WEIGHTS.accessibility * (noNeeds ? 1 : overlap(a.accessibilityCompatibility, b.accessibilityCompatibility)),
    communication: SCORE_WEIGHTS.communication * overlap(a.communicationPreferences, b.communicationPreferences),
    ageFit: (SCORE_WEIGHTS.ageFit / 2) * (Number(inRange(b.age, a)) + Number(inRange(a.age, b))),
  };
}

/** The compatibility score, 0-100, the same whichever of the two asks. */
export function compatibilityScore(a: ScoredProfile, b: ScoredProfile): number {
  const parts = scoreParts(a, b);
  return Math.round(parts.interests + parts.lookingFor + parts.accessibility + parts.communication + parts.ageFit);
}

// ---------------------------------------------------------------- what others see

/**
 * How much of a profile a viewer sees (decision 010): public shows everything; friends shows
 * details only to matched connections; private is very limited even then.
 */
export type Visibility = "full" | "limited" | "contact";
export function visibilityFor(privacyLevel: PrivacyLevel, matched: boolean): Visibility {
  if (privacyLevel === "public") return "full";
  if (privacyLevel === "friends") return matched ? "full" : "limited";
  return matched ? "contact" : "limited";
}

/** The spec's Match profile card, with the details the privacy level withholds set to null. */
export type MatchProfileCard = {
  id: number;
  name: string;
  age: number | null;
  location: string | null;
  distanceKm: number | null;
  lookingFor: LookingFor[];
  interests: Interest[] | null;
  accessibilitySupport: AccessibilitySupport[] | null;
  communicationPrefs: CommunicationPreference[] | null;
  bio: string | null;
  lastActive: string;
  verificationLevel: VerificationLevel;
  matchScore: number | null;
  privacyLevel: PrivacyLevel;
  detailsShared: boolean;
  openToLongDistance: boolean;
  allowMessages: boolean;
};

/** A stored profile with its member's name and place: what the card is built from. */
export type ProfileRow = ScoredProfile & {
  userId: number;
  displayName: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  aboutMe: string;
  lookingFor: LookingFor[];
  interests: Interest[];
  accessibilityCompatibility: AccessibilitySupport[];
  communicationPreferences: CommunicationPreference[];
  privacyLevel: PrivacyLevel;
  verificationLevel: VerificationLevel;
  lastActive: string;
  openToLongDistance: boolean;
  allowMessages: boolean;
};
export type Viewer = ScoredProfile & { latitude: number | null; longitude: number | null };

const hasPlace = (p: {
  latitude: number | null;
  longitude: number | null;
}): p is { latitude: number; longitude: number } => p.latitude !== null && p.longitude !== null;

/** The distance between two profiles in whole km, or null when either has no place. */
export function profileDistance(
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number | null; longitude: number | null },
) {
  return hasPlace(a) && hasPlace(b) ? Math.round(distanceKm(a, b)) : null;
}

/** The card `viewer` may see of `row` (null viewer: no score). Withheld details are null, never sent. */
export function toCard(
  row: ProfileRow,
  { viewer, matched }: { viewer: Viewer | null; matched: boolean },
): MatchProfileCard {
  const visibility = visibilityFor(row.privacyLevel, matched);
  const full = visibility === "full";
  return {
    id: row.userId,
    name: row.displayName,
    age: row.age,
    location: full ? row.location : null,
    distanceKm: full && viewer ? profileDistance(viewer, row) : null,
    lookingFor: row.lookingFor,
    interests: full ? row.interests : null,
    accessibilitySupport: full ? row.accessibilityCompatibility : null,
    communicationPrefs: visibility === "limited" ? null : row.communicationPreferences,
    bio: full ? row.aboutMe : null,
    lastActive: row.lastActive,
    verificationLevel: row.verificationLevel,
    matchScore: viewer ? compatibilityScore(viewer, row) : null,
    privacyLevel: row.privacyLevel,
    detailsShared: full,
    openToLongDistance: row.openToLongDistance,
    allowMessages: row.allowMessages,
  };
}
