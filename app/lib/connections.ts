// Connections rules shared by the wizard, the API and the tests (spec doc 2: Connections page,
// Relationship profile wizard, sections 3-9). The score is docs/decisions/010-compatibility-score.md.
import { z } from "zod";
import { idString } from "./schemas";
import { CONNECTION_TEXTS } from "./texts";
import {
  ACCESSIBILITY_COMPATIBILITY,
  COMMUNICATION_PREFERENCES,
  INTERESTS,
  LOOKING_FOR,
  PRIVACY_LEVELS,
  VERIFICATION_LEVELS,
} from "./vocab";

export type LookingFor = (typeof LOOKING_FOR)[number];
export type Interest = (typeof INTERESTS)[number];
export type AccessibilitySupport = (typeof ACCESSIBILITY_COMPATIBILITY)[number];
export type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number];
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

// Spec doc 2, sections 5 and 9.
export const AGE_BOUNDS = { min: 18, max: 80 } as const;
export const DISTANCE_BOUNDS = { min: 5, max: 500, step: 5 } as const;
export const DISTANCE_OPTIONS = ["25", "50", "100", "anywhere"] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];
export const WIZARD_STEPS = 4;
/** A member's own age (optional, ours): adults only, and no upper bound short of reality. */
export const OWN_AGE_BOUNDS = { min: 18, max: 120 } as const;
export const ABOUT_ME_MAX = 1000;
export const RELATIONSHIP_STATUSES = ["single", "separated", "divorced", "widowed", "prefer_not_to_say"] as const;
export const GENDER_PREFERENCES = ["women", "men", "non_binary", "everyone"] as const;

export const PROFILE_DEFAULTS = {
  ageRangeMin: 22,
  ageRangeMax: 35,
  maxDistance: 50,
  privacyLevel: "friends",
  allowMessages: true,
  openToLongDistance: false,
  relationshipStatus: "single",
} as const;

/** Discovery shows this many ranked candidates per page, scored from a pool of the most recently active. */
export const DISCOVERY_PAGE_SIZE = 12;
export const DISCOVERY_MAX_LIMIT = 50;
export const CANDIDATE_POOL = 300;
export const MATCH_LIST_LIMIT = 100;

export const LOOKING_FOR_LABELS: Record<LookingFor, string> = {
  friendship: "Friendship",
  dating: "Dating",
  relationship: "Relationship",
  companionship: "Companionship",
  marriage: "Marriage",
};
export const ACCESSIBILITY_LABELS: Record<AccessibilitySupport, { label: string; icon: string }> = {
  screen_reader: { label: "Screen reader", icon: "🔊" },
  large_text: { label: "Large text", icon: "🔠" },
  high_contrast: { label: "High contrast", icon: "◐" },
  audio_cues: { label: "Audio cues", icon: "🔔" },
  sign_language: { label: "Sign language", icon: "🤟" },
  mobility_assistance: { label: "Mobility assistance", icon: "♿" },
  cognitive_support: { label: "Cognitive support", icon: "🧩" },
  keyboard_navigation: { label: "Keyboard navigation", icon: "⌨" },
};
export const COMMUNICATION_LABELS: Record<CommunicationPreference, { label: string; icon: string }> = {
  text: { label: "Text", icon: "💬" },
  voice: { label: "Voice", icon: "📞" },
  video: { label: "Video", icon: "🎥" },
  sign_language: { label: "Sign language", icon: "🤟" },
  in_person: { label: "In person", icon: "🤝" },
};
export const PRIVACY_LABELS: Record<PrivacyLevel, { label: string; description: string }> = {
  public: { label: "Public", description: "Any member with a profile sees your details." },
  friends: {
    label: "Friends",
    description: "Members see your name, age and what you're looking for; only matched connections see your details.",
  },
  private: {
    label: "Private",
    description:
      "Very limited: you appear only to members you have liked, and matches see just your name and how to contact you.",
  },
};
export const VERIFICATION_LABELS: Record<VerificationLevel, string> = {
  basic: "Basic",
  photo: "Photo verified",
  identity: "Identity verified",
};
export const DISTANCE_LABELS: Record<DistanceOption, string> = {
  "25": "Within 25 km",
  "50": "Within 50 km",
  "100": "Within 100 km",
  anywhere: "Anywhere",
};

// ---------------------------------------------------------------- profile input

const uniqueList = <const T extends readonly [string, ...string[]]>(values: T, what: string, required?: string) =>
  z
    .array(z.enum(values, { error: `Each ${what} must be one of: ${values.join(", ")}` }))
    .min(required ? 1 : 0, required)
    .max(values.length * 2, `Too many ${what}s`)
    .transform((list) => [...new Set(list)]);

const ageBound = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(AGE_BOUNDS.min, `${what} must be at least ${AGE_BOUNDS.min}`)
    .max(AGE_BOUNDS.max, `${what} must be at most ${AGE_BOUNDS.max}`);

/** Every field the wizard and Profile Settings edit, each with its own rule. */
const profileFields = {
  isActive: z.boolean(),
  age: z
    .number()
    .int("Age must be a whole number")
    .min(OWN_AGE_BOUNDS.min, `You must be at least ${OWN_AGE_BOUNDS.min}`)
    .max(OWN_AGE_BOUNDS.max, `Age must be at most ${OWN_AGE_BOUNDS.max}`)
    .nullable(),
  lookingFor: uniqueList(LOOKING_FOR, "lookingFor value", CONNECTION_TEXTS.lookingForRequired),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES),
  ageRangeMin: ageBound("The minimum age"),
  ageRangeMax: ageBound("The maximum age"),
  maxDistance: z
    .number({ error: "The distance must be a number" })
    .int("The distance must be a whole number of kilometres")
    .min(DISTANCE_BOUNDS.min, `The distance must be at least ${DISTANCE_BOUNDS.min} km`)
    .max(DISTANCE_BOUNDS.max, `The distance must be at most ${DISTANCE_BOUNDS.max} km`)
    .multipleOf(DISTANCE_BOUNDS.step, `The distance must be in steps of ${DISTANCE_BOUNDS.step} km`),
  genderPreference: uniqueList(GENDER_PREFERENCES, "genderPreference value"),
  aboutMe: z
    .string()
    .max(ABOUT_ME_MAX, `About me must be at most ${ABOUT_ME_MAX} characters`)
    .transform((text) => text.trim()),
  interests: uniqueList(INTERESTS, "interest"),
  accessibilityCompatibility: uniqueList(ACCESSIBILITY_COMPATIBILITY, "accessibility value"),
  communicationPreferences: uniqueList(
    COMMUNICATION_PREFERENCES,
    "communication preference",
    CONNECTION_TEXTS.communicationRequired,
  ),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  openToLongDistance: z.boolean(),
  allowMessages: z.boolean(),
};

export function ageRangeIssue(range: { ageRangeMin: number; ageRangeMax: number }) {
  return range.ageRangeMin > range.ageRangeMax
    ? { path: ["ageRangeMin"], message: CONNECTION_TEXTS.ageRangeOrder }
    : null;
}

/** POST /api/relationship-profile: the spec's payload (profile fields, ageRangeMin/Max, userId, isActive). */
export const createProfileSchema = z
  .object({
    userId: z.number().int().positive().optional(),
    isActive: profileFields.isActive.default(true),
    age: profileFields.age.optional(),
    lookingFor: profileFields.lookingFor,
    relationshipStatus: profileFields.relationshipStatus.default(PROFILE_DEFAULTS.relationshipStatus),
    ageRangeMin: profileFields.ageRangeMin.default(PROFILE_DEFAULTS.ageRangeMin),
    ageRangeMax: profileFields.ageRangeMax.default(PROFILE_DEFAULTS.ageRangeMax),
    maxDistance: profileFields.maxDistance.default(PROFILE_DEFAULTS.maxDistance),
    genderPreference: profileFields.genderPreference.default([]),
    aboutMe: profileFields.aboutMe.default(""),
    interests: profileFields.interests.default([]),
    accessibilityCompatibility: profileFields.accessibilityCompatibility.default([]),
    communicationPreferences: profileFields.communicationPreferences,
    privacyLevel: profileFields.privacyLevel.default(PROFILE_DEFAULTS.privacyLevel),
    openToLongDistance: profileFields.openToLongDistance.default(PROFILE_DEFAULTS.openToLongDistance),
    allowMessages: profileFields.allowMessages.default(PROFILE_DEFAULTS.allowMessages),
  })
  .strict()
  .superRefine((profile, ctx) => {
    const issue = ageRangeIssue(profile);
    if (issue) ctx.addIssue({ code: "custom", ...issue });
  });
export type CreateProfileInput = z.input<typeof createProfileSchema>;
export type ProfileValues = Omit<z.output<typeof createProfileSchema>, "userId">;

/** PATCH: any subset of the same fields; the age-range order is checked again after merging. */
export const updateProfileSchema = z
  .object({
    isActive: profileFields.isActive,
    age: profileFields.age,
    lookingFor: profileFields.lookingFor,
    relationshipStatus: profileFields.relationshipStatus,
    ageRangeMin: profileFields.ageRangeMin,
    ageRangeMax: profileFields.ageRangeMax,
    maxDistance: profileFields.maxDistance,
    genderPreference: profileFields.genderPreference,
    aboutMe: profileFields.aboutMe,
    interests: profileFields.interests,
    accessibilityCompatibility: profileFields.accessibilityCompatibility,
    communicationPreferences: profileFields.communicationPreferences,
    privacyLevel: profileFields.privacyLevel,
    openToLongDistance: profileFields.openToLongDistance,
    allowMessages: profileFields.allowMessages,
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, "Send at least one field to change");
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const userIdParams = z.object({ userId: idString });

// ---------------------------------------------------------------- discovery filters

const ageQuery = z
  .string()
  .regex(/^\d{1,3}$/, "must be a whole number")
  .transform(Number)
  .pipe(
    z
      .number()
      .min(AGE_BOUNDS.min, `must be at least ${AGE_BOUNDS.min}`)
      .max(AGE_BOUNDS.max, `must be at most ${AGE_BOUNDS.max}`),
  );

/** GET /api/matches/:userId?lookingFor=&minAge=&maxAge=&distance=&support=&limit=&offset= (each optional). */
export const discoveryQuery = z
  .object({
    lookingFor: z.enum(["any", ...LOOKING_FOR]).optional(),
    minAge: ageQuery.optional(),
    maxAge: ageQuery.optional(),
    distance: z.enum(DISTANCE_OPTIONS).optional(),
    support: z.enum(["any", ...ACCESSIBILITY_COMPATIBILITY]).optional(),
    limit: z
      .string()
      .regex(/^\d{1,2}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().min(1).max(DISCOVERY_MAX_LIMIT))
      .optional(),
    offset: z
      .string()
      .regex(/^\d{1,4}$/, "must be a whole number")
      .transform(Number)
      .optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) {
      ctx.addIssue({ code: "custom", path: ["minAge"], message: CONNECTION_TEXTS.ageRangeOrder });
    }
  });
export type DiscoveryQuery = z.output<typeof discoveryQuery>;

export type DiscoveryFilters = {
  lookingFor: LookingFor | "any";
  minAge: number;
  maxAge: number;
  distance: DistanceOption;
  support: AccessibilitySupport | "any";
};

/** The smallest discovery distance that covers the profile's own maximum distance. */
export function distanceOptionFor(profile: { maxDistance: number; openToLongDistance: boolean }): DistanceOption {
  if (profile.openToLongDistance) return "anywhere";
  return (
    DISTANCE_OPTIONS.find((option) => option !== "anywhere" && Number(option) >= profile.maxDistance) ?? "anywhere"
  );
}

/**
 * The filters in force: what was asked for, else the viewer's own preferences. A viewer
 * with no known place cannot search by distance, so theirs is always "anywhere".
 */
export function resolveFilters(
  query: Partial<DiscoveryFilters>,
  profile: {
    ageRangeMin: number;
    ageRangeMax: number;
    maxDistance: number;
    openToLongDistance: boolean;
    latitude: number | null;
    longitude: number | null;
  },
): DiscoveryFilters {
  const minAge = query.minAge ?? profile.ageRangeMin;
  const maxAge = query.maxAge ?? Math.max(profile.ageRangeMax, minAge);
  const located = profile.latitude !== null && profile.longitude !== null;
  return {
    lookingFor: query.lookingFor ?? "any",
    minAge: Math.min(minAge, maxAge),
    maxAge,
    distance: located ? (query.distance ?? distanceOptionFor(profile)) : "anywhere",
    support: query.support ?? "any",
  };
}

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
 * How much of a profile a viewer sees (spec doc 2, section 6): public shows everything;
 * friends shows details only to matched connections; private is very limited even then.
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

/** The optional body of like, pass and block calls: who acts, which must be the caller. */
export const actorBodySchema = z.object({ userId: z.number().int().positive().optional() }).strict();

/** What the wizard edits (spec doc 2: Relationship profile wizard), starting from the spec's defaults. */
export type WizardValues = {
  lookingFor: LookingFor[];
  age: number | null;
  ageRangeMin: number;
  ageRangeMax: number;
  aboutMe: string;
  interests: Interest[];
  accessibilityCompatibility: AccessibilitySupport[];
  communicationPreferences: CommunicationPreference[];
  privacyLevel: PrivacyLevel;
  maxDistance: number;
  openToLongDistance: boolean;
  allowMessages: boolean;
};
export const WIZARD_DEFAULTS: WizardValues = {
  lookingFor: [],
  age: null,
  ageRangeMin: PROFILE_DEFAULTS.ageRangeMin,
  ageRangeMax: PROFILE_DEFAULTS.ageRangeMax,
  aboutMe: "",
  interests: [],
  accessibilityCompatibility: [],
  communicationPreferences: [],
  privacyLevel: PROFILE_DEFAULTS.privacyLevel,
  maxDistance: PROFILE_DEFAULTS.maxDistance,
  openToLongDistance: PROFILE_DEFAULTS.openToLongDistance,
  allowMessages: PROFILE_DEFAULTS.allowMessages,
};
export function wizardValuesFrom(profile: WizardValues): WizardValues {
  return {
    lookingFor: [...profile.lookingFor],
    age: profile.age,
    ageRangeMin: profile.ageRangeMin,
    ageRangeMax: profile.ageRangeMax,
    aboutMe: profile.aboutMe,
    interests: [...profile.interests],
    accessibilityCompatibility: [...profile.accessibilityCompatibility],
    communicationPreferences: [...profile.communicationPreferences],
    privacyLevel: profile.privacyLevel,
    maxDistance: profile.maxDistance,
    openToLongDistance: profile.openToLongDistance,
    allowMessages: profile.allowMessages,
  };
}
export const WIZARD_STEP_TITLES = [
  "What are you looking for?",
  "About you",
  "Accessibility and communication",
  "Privacy and preferences",
] as const;

export const CONNECTION_TABS = ["discover", "matches", "activities", "safety"] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];
export const TAB_LABELS: Record<ConnectionTab, string> = {
  discover: "Discover",
  matches: "Matches",
  activities: "Activities",
  safety: "Safety",
};

// Spec doc 2, Connections page: the three activities.
export const ACTIVITIES = [
  {
    title: "Virtual Coffee Chat",
    duration: "30-60 min",
    description: "A relaxed video or text chat from home, at a pace that suits you both. Captions and breaks welcome.",
  },
  {
    title: "Accessibility Tour",
    duration: "1-2 hours",
    description:
      "Explore a venue known for step-free access, quiet spaces and accessible toilets, and share what works for you.",
  },
  {
    title: "Group Activity",
    duration: "2-3 hours",
    description: "Meet matches at a community event with support nearby: lower pressure, more company.",
  },
] as const;
