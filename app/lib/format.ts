// Formatting shared by pages and tests.

/** "1 like", "2 likes". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? noun : pluralNoun}`;
}

const HOUR = 3_600_000;

/**
 * Spec doc 1, section 4: under an hour "Just now", then hours while under 24, then days.
 * `now` comes from the loader so the server and the browser render the same words.
 */
export function relativeTime(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < HOUR) return "Just now";
  const hours = Math.floor(elapsed / HOUR);
  if (hours < 24) return `${plural(hours, "hour")} ago`;
  return `${plural(Math.floor(hours / 24), "day")} ago`;
}

/** The first `length` characters, with an ellipsis when anything was cut. */
export function excerpt(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}

/** Words for a spec value such as "hate_speech" → "Hate speech". */
export function humanise(value: string): string {
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** At most `max` items, and how many were left out (the "+N" marker). */
export function capList<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

/** "21 Nov 2026": the same on the server and in every browser (UTC), so hydration agrees. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-AU", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
}
