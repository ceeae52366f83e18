// Bounds of the preferences, shared by the zod schema (./schema.ts) and the settings page.
export const CUSTOM_CSS_MAX_LENGTH = 10_000;
export const HOVER_DELAY = { min: 0, max: 2000, step: 100 } as const;
export const SOUND_VOLUME = { min: 0, max: 100, step: 10 } as const;
