// Personal filters (docs/features/filters.md): the shapes a keyword filter and a mute take at every
// boundary, and the one normalisation both the phrase (here) and the text (in SQL, models/filter)
// go through, so "whole word, any case" means the same on both sides.
import { z } from "zod";
import { FILTER_ACTIONS } from "./vocab";

export { FILTER_ACTIONS };
export type FilterAction = (typeof FILTER_ACTIONS)[number];

/** What a filter does, as the settings page says it. */
export const FILTER_ACTION_LABELS: Record<FilterAction, string> = {
  hide: "Hide completely",
  warn: "Collapse behind a warning",
};

export const FILTER_EXPIRIES = ["day", "week", "month", "forever"] as const;
export type FilterExpiry = (typeof FILTER_EXPIRIES)[number];
export const FILTER_EXPIRY_LABELS: Record<FilterExpiry, string> = {
  day: "For a day",
  week: "For a week",
  month: "For a month",
  forever: "Forever",
};
const EXPIRY_DAYS: Record<Exclude<FilterExpiry, "forever">, number> = { day: 1, week: 7, month: 30 };

/** When a filter made at `now` for `expiry` ends, as ISO text; null is never. */
export function expiresAt(expiry: FilterExpiry, now = Date.now()): string | null {
  if (expiry === "forever") return null;
  return new Date(now + EXPIRY_DAYS[expiry] * 86_400_000).toISOString();
}

/** A member may keep this many filters: enough for anyone, and a bound on what every list checks. */
export const MAX_FILTERS = 100;
export const MAX_PHRASE_LENGTH = 80;

/**
 * A phrase as stored and matched: runs of spaces one, no punctuation at its ends, A–Z lower case (SQLite's lower()
 * folds only those, so the phrase folds the same), and curly apostrophes straight.
 */
export function normalisePhrase(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[A-Z]/g, (c) => c.toLowerCase())
      .replace(/\s+/g, " ")
      // Punctuation at either end is not part of a word ("rain!" is "rain").
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")
  );
}

// A letter or digit: the text around a match must not be one, so the phrase is whole words.
const WORD_CHAR = "a-z0-9\u00c0-\u024f";

/**
 * The GLOB pattern a phrase matches text with (the text lower-cased, with a space either side):
 * anything, one character that is not a letter or digit, the phrase, another such, anything.
 * GLOB is case-sensitive and D1 has no regular expressions; its own wildcards are escaped.
 */
export function phrasePattern(phrase: string): string {
  const escaped = phrase.replace(/[*?[]/g, (c) => `[${c}]`);
  return `*[^${WORD_CHAR}]${escaped}[^${WORD_CHAR}]*`;
}

const phrase = z
  .string({ error: "Type a word or phrase to filter." })
  .max(MAX_PHRASE_LENGTH, `Keep it to ${MAX_PHRASE_LENGTH} characters or fewer.`)
  .transform(normalisePhrase)
  .refine(
    (value) => /[\p{L}\p{N}]/u.test(value),
    "Type a word or phrase to filter, with at least one letter or number.",
  );

export const createFilterSchema = z.strictObject({
  phrase,
  action: z.enum(FILTER_ACTIONS, { error: "Choose Hide completely or Collapse behind a warning." }),
  expiresIn: z.enum(FILTER_EXPIRIES, { error: "Choose a day, a week, a month or forever." }).default("forever"),
});
export type CreateFilterInput = z.output<typeof createFilterSchema>;

export const updateFilterSchema = z
  .strictObject({
    action: createFilterSchema.shape.action.optional(),
    expiresIn: z.enum(FILTER_EXPIRIES, { error: "Choose a day, a week, a month or forever." }).optional(),
  })
  .refine((value) => value.action !== undefined || value.expiresIn !== undefined, "Change the action or the expiry.");
export type UpdateFilterInput = z.output<typeof updateFilterSchema>;

/** A filter as the API and the settings page give it. */
export type KeywordFilter = {
  id: number;
  phrase: string;
  action: FilterAction;
  expiresAt: string | null;
  createdAt: string;
};
