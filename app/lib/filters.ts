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
 * The characters that end a word. Text and phrase both turn them into spaces; SQL has no regular
 * expressions on D1, so the list is fixed and the same on both sides.
 */
export const WORD_BREAKS = [
  "\n",
  "\r",
  "\t",
  ".",
  ",",
  "!",
  "?",
  ";",
  ":",
  "'",
  '"',
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "<",
  ">",
  "-",
  "_",
  "/",
  "\\",
  "*",
  "#",
  "@",
  "&",
  "+",
  "=",
  "~",
  "|",
  "`",
  "\u2018",
  "\u2019",
  "\u201c",
  "\u201d",
  "\u2026",
  "\u2013",
  "\u2014",
] as const;

/**
 * A phrase as stored and matched: word breaks become spaces, runs of spaces one, A–Z lower case
 * (SQLite's lower() folds only those, so the phrase folds the same).
 */
export function normalisePhrase(text: string): string {
  let out = text;
  for (const mark of WORD_BREAKS) out = out.split(mark).join(" ");
  return out
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/ +/g, " ")
    .trim();
}

const phrase = z
  .string({ error: "Type a word or phrase to filter." })
  .max(MAX_PHRASE_LENGTH, `Keep it to ${MAX_PHRASE_LENGTH} characters or fewer.`)
  .transform(normalisePhrase)
  .refine((value) => value.length > 0, "Type a word or phrase to filter, with at least one letter or number.");

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
