// What a member may send about their profile and their discovery filters.
import { z } from "zod";
import { idString } from "../schemas";
import { CONNECTION_TEXTS } from "../texts";
import {
  ACCESSIBILITY_COMPATIBILITY,
  COMMUNICATION_PREFERENCES,
  INTERESTS,
  LOOKING_FOR,
  PRIVACY_LEVELS,
} from "../vocab";
import {
  ABOUT_ME_MAX,
  AGE_BOUNDS,
  DISCOVERY_MAX_LIMIT,
  DISTANCE_BOUNDS,
  DISTANCE_OPTIONS,
  GENDER_PREFERENCES,
  OWN_AGE_BOUNDS,
  PROFILE_DEFAULTS,
  RELATIONSHIP_STATUSES,
  type AccessibilitySupport,
  type CommunicationPreference,
  type DistanceOption,
  type Interest,
  type LookingFor,
  type PrivacyLevel,
} from "./labels";

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

/** The optional body of like, pass and block calls: who acts, which must be the caller. */
export const actorBodySchema = z.object({ userId: z.number().int().positive().optional() }).strict();

/** What the wizard edits, starting from the spec's defaults. */
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
