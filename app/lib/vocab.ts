// Every enumerated value, in one place. The D1 schema stores them as text; zod schemas built from
// these arrays guard every boundary.

export const ROLES = ["member", "moderator", "advertiser", "admin"] as const;

// Posts, moderation, groups, resources and events
export const POST_TYPES = ["post", "blog", "question", "discussion"] as const;
export const REPORT_CONTENT_TYPES = ["post", "comment", "message", "user"] as const;
/** What an author can edit, and so what has edit history and mentions. */
/** A keyword filter hides what it matches, or collapses it behind a warning naming the phrase. */
export const FILTER_ACTIONS = ["hide", "warn"] as const;
export const EDITABLE_CONTENT_TYPES = ["post", "comment"] as const;
/** Image formats an upload may be, decided by its bytes. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const REPORT_REASONS = [
  "harassment",
  "spam",
  "inappropriate_content",
  "misinformation",
  "hate_speech",
  "other",
] as const;
export const REPORT_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const REPORT_STATUSES = ["pending", "reviewing", "resolved", "dismissed"] as const;
export const MODERATION_ACTION_TYPES = ["warning_issued", "content_removed", "user_suspended", "no_action"] as const;
/** What moderation_actions records: a moderator's decisions, and a decision reversed on appeal. */
export const RECORDED_ACTION_TYPES = [...MODERATION_ACTION_TYPES, "appeal_granted"] as const;
/** The decisions a member may appeal. */
export const APPEALABLE_ACTION_TYPES = ["warning_issued", "content_removed", "user_suspended"] as const;
export const APPEAL_STATUSES = ["pending", "upheld", "granted"] as const;
export const SEVERITIES = ["low", "moderate", "severe", "critical"] as const;
export const FLAG_TYPES = ["spam", "toxicity", "harassment", "misinformation", "self_harm", "nsfw"] as const;
export const GROUP_CATEGORIES = [
  "spinal_cord",
  "visual",
  "hearing",
  "cognitive",
  "chronic_illness",
  "age_specific",
] as const;
export const MEMBERSHIP_STATUSES = ["member", "pending", "removed"] as const;
export const GROUP_ROLES = ["member", "moderator"] as const;
export const RESOURCE_CATEGORIES = [
  "employment",
  "benefits",
  "legal",
  "technology",
  "housing",
  "education",
  "mental_health",
  "safety",
] as const;
export const RESOURCE_TYPES = ["guide", "article", "video", "toolkit", "directory", "template"] as const;
export const EVENT_TYPES = ["workshop", "support_group", "advocacy", "social", "wellness"] as const;
export const EVENT_ACCESSIBILITY_FEATURES = [
  "ASL",
  "captions",
  "audio_description",
  "wheelchair_accessible",
  "screen_reader_friendly",
  "materials_braille",
] as const;
export const REGISTRATION_STATUSES = ["registered", "pending", "cancelled"] as const;

// Accessibility preferences
// The spec's four sizes, then two more (decision 020) so text reaches 200% of the default.
export const FONT_SIZES = ["small", "medium", "large", "extra-large", "huge", "largest"] as const;
export const FONT_FAMILIES = ["system", "dyslexic-friendly", "high-contrast"] as const;
export const COLOR_SCHEMES = ["auto", "light", "dark", "high-contrast"] as const;
export const CONTRAST_LEVELS = ["normal", "high", "maximum"] as const;
export const ANIMATION_SPEEDS = ["slow", "normal", "fast", "off"] as const;
export const FOCUS_INDICATORS = ["standard", "enhanced", "high-contrast"] as const;
/** Read aloud's speed. */
export const SPEECH_RATES = ["slower", "normal", "faster"] as const;

// Games, Connections, ads, billing and providers
export const GAME_TYPES = ["chess", "checkers", "tic_tac_toe", "connect_four", "reversi"] as const;
export const ROOM_STATUSES = ["waiting", "in_progress", "completed", "cancelled"] as const;
/** Live: both at the board now. Correspondence: moves over hours or days, each told it's their turn. */
export const ROOM_PACES = ["live", "correspondence"] as const;
export const ROOM_ACCESSIBILITY_FEATURES = [
  "large_text",
  "high_contrast",
  "screen_reader",
  "keyboard_only",
  "reduced_motion",
  "audio_cues",
] as const;
export const GAME_OUTCOMES = ["won", "lost", "drew"] as const;

export const LOOKING_FOR = ["friendship", "dating", "relationship", "companionship", "marriage"] as const;
export const INTERESTS = [
  "accessibility_advocacy",
  "art",
  "books",
  "cooking",
  "fitness",
  "gaming",
  "gardening",
  "music",
  "movies",
  "nature",
  "photography",
  "sports",
  "technology",
  "travel",
  "volunteer_work",
  "writing",
  "board_games",
  "crafts",
  "dancing",
  "meditation",
  "pets",
  "politics",
  "science",
] as const;
export const ACCESSIBILITY_COMPATIBILITY = [
  "screen_reader",
  "large_text",
  "high_contrast",
  "audio_cues",
  "sign_language",
  "mobility_assistance",
  "cognitive_support",
  "keyboard_navigation",
] as const;
export const COMMUNICATION_PREFERENCES = ["text", "voice", "video", "sign_language", "in_person"] as const;
export const PRIVACY_LEVELS = ["public", "friends", "private"] as const;
export const VERIFICATION_LEVELS = ["basic", "photo", "identity"] as const;
export const CONNECTION_ACTIONS = ["like", "pass"] as const;

export const CAMPAIGN_OBJECTIVES = ["awareness", "traffic", "conversions", "app_installs"] as const;
// "archived" goes beyond the spec's three: archived campaigns leave the default list.
export const CAMPAIGN_STATUSES = ["active", "paused", "completed", "archived"] as const;
export const AD_ACCOUNT_STATUSES = ["active", "disabled"] as const;
export const CREATIVE_TYPES = ["image", "video", "carousel"] as const;
export const CREATIVE_STATUSES = ["active", "draft", "archived"] as const;
export const AUDIENCE_TYPES = ["saved", "custom", "lookalike"] as const;
export const AUDIENCE_SOURCES = ["website", "engagement"] as const;
export const BREAKDOWN_DIMENSIONS = ["age", "gender", "device", "placement"] as const;

export const PLAN_NAMES = ["free", "starter", "professional", "enterprise"] as const;
export const BILLING_INTERVALS = ["monthly", "yearly"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "canceled", "past_due", "incomplete", "trialing"] as const;
export const INVOICE_STATUSES = ["paid", "open", "void", "uncollectible", "draft"] as const;

export const PROVIDER_REGISTRATION_STATUSES = ["active", "pending", "suspended"] as const;
export const PROVIDER_SERVICE_TYPES = ["core", "capacity_building", "capital"] as const;
export const PROVIDER_LOCATIONS = ["Melbourne VIC", "Brisbane QLD", "Sydney NSW", "Perth WA", "Adelaide SA"] as const;
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const ENQUIRY_KINDS = ["message", "booking"] as const;

// What a notification is about; each has its own in-app and email setting.
export const NOTIFICATION_KINDS = [
  "reply",
  "mention",
  "accepted_answer",
  "like",
  "follow",
  "message",
  "match",
  "game_invite",
  "game_turn",
  "group_approved",
  "event_reminder",
  "event_changed",
  "moderation",
  "support_reply",
] as const;
export const NOTIFICATION_EMAIL_MODES = ["immediate", "digest", "never"] as const;
export const NOTIFICATION_ANNOUNCE = ["all", "mentions", "none"] as const;

// Support requests (docs/features/support.md): what a request is about, and where it stands.
export const SUPPORT_TOPICS = [
  "account",
  "accessibility_barrier",
  "billing",
  "safety_concern",
  "provider_listing",
  "other",
] as const;
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
export const SUPPORT_ENTRY_KINDS = ["reply", "note"] as const;
