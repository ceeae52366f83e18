// Connections vocabulary, bounds and labels, shared by the wizard, the API and the tests.
import {
  ACCESSIBILITY_COMPATIBILITY,
  COMMUNICATION_PREFERENCES,
  INTERESTS,
  LOOKING_FOR,
  PRIVACY_LEVELS,
  VERIFICATION_LEVELS,
} from "../vocab";

export type LookingFor = (typeof LOOKING_FOR)[number];
export type Interest = (typeof INTERESTS)[number];
export type AccessibilitySupport = (typeof ACCESSIBILITY_COMPATIBILITY)[number];
export type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number];
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

// The wizard's and the filters' bounds and choices, as the spec gives them.
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

export const WIZARD_STEP_TITLES = [
  "What are you looking for?",
  "About you",
  "Accessibility and communication",
  "Privacy and preferences",
] as const;

export const CONNECTION_TABS = ["discover", "matches", "activities", "safety"] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/** Block's no-script address names whom: `?tab=matches&dialog=block&user=18`. */
export const BLOCK_DIALOG_PARAMS = ["user"] as const;
/** Privacy Settings' opener; a saved choice without script lands on it (`#privacy-settings`). */
export const PRIVACY_OPENER_ID = "privacy-settings";
/** The Connections home's heading: focus lands here once the profile wizard has saved. */
export const PROFILE_HEADING_ID = "connections-title";
/** The Visible switch's form; a plain post lands on it. */
export const VISIBLE_SWITCH_ID = "visible-switch";
/** Discover's heading: focus lands here once the last suggestion has gone. */
export const DISCOVER_HEADING_ID = "discover-heading";
/** The Safety tab's list of blocked members: focus lands here once the last one is unblocked. */
export const BLOCKED_HEADING_ID = "blocked-members";
export const TAB_LABELS: Record<ConnectionTab, string> = {
  discover: "Discover",
  matches: "Matches",
  activities: "Activities",
  safety: "Safety",
};

// The Activities tab's three activities.
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
