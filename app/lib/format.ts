// Formatting shared by pages and tests.

/*
 * The first Intl object a page builds costs it 40 ms or more while the browser loads its
 * locale data (measured in Chromium on a desktop; several times that on a phone), right in
 * the middle of hydration. So the formats every page shows (counts, money, UTC dates) are
 * built by hand here, giving the same text ICU gives for en-AU and en-US, and on the server
 * and in the browser alike. Intl is kept for time zones and the browser's own locale, with
 * each formatter built once and reused.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = build()));
  return formatter as T;
}

/** A shared `Intl.NumberFormat`; `locale` undefined means the browser's own. */
export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** A shared `Intl.DateTimeFormat`; `locale` undefined means the browser's own. */
export const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** The platform's home time zone: "today" for moderators, and the dates the dashboard shows. */
export const PLATFORM_TIME_ZONE = "Australia/Sydney";

/** "24 Nov 2026" in the platform's time zone. */
export const platformDate = (iso: string) =>
  dateFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: PLATFORM_TIME_ZONE }).format(
    new Date(iso),
  );

type Fraction = { min?: number; max?: number };

/**
 * "1,234.5": digits grouped in threes with commas, as en-AU and en-US both write them, rounded
 * half away from zero to at most `max` decimals (Intl's default is 3), with trailing zeros
 * dropped down to `min`. Like ICU, it rounds the number's shortest decimal form, so 1.005
 * becomes 1.01 (`toFixed` would give 1.00).
 */
export function formatNumber(value: number, { min = 0, max = Math.max(min, 3) }: Fraction = {}): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes("e")) {
    return numberFormat("en-AU", { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  }
  const [whole = "0", decimals = ""] = shortest.split(".");
  let digits = whole + decimals.slice(0, max).padEnd(max, "0");
  if ((decimals[max] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  let kept = digits.slice(digits.length - max);
  while (kept.length > min && kept.endsWith("0")) kept = kept.slice(0, -1);
  const grouped = digits.slice(0, digits.length - max).replace(/\B(?=(\d{3})+$)/g, ",");
  const text = `${grouped}${kept ? `.${kept}` : ""}`;
  return isNegative(value) ? `-${text}` : text;
}

// Like Intl, a negative value keeps its sign even when it rounds to zero ("-0").
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** "$1,234.50", "-$3": dollars with a leading sign, as en-AU and en-US write them. */
export function formatDollars(value: number, fraction: Fraction = {}): string {
  const text = formatNumber(Math.abs(value), fraction);
  return isNegative(value) ? `-$${text}` : `$${text}`;
}

// en-AU month names as ICU writes them (note "June", "July" and "Sept" in the short form).
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "21 Nov 2026" or "21 November 2026": the UTC calendar date, the same on the server and in every browser. */
export function utcDate(iso: string, month: "short" | "long" = "short"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return `${date.getUTCDate()} ${(month === "short" ? MONTHS_SHORT : MONTHS_LONG)[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Tuesday 24 November 2026": utcDate with the weekday, for verbose descriptions. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return `${WEEKDAYS[date.getUTCDay()]} ${utcDate(iso, "long")}`;
}

/** "3:05:09 pm": the time on the viewer's own clock, as Intl's en-AU hour, minute and second format writes it. */
export function clockTime(ms: number): string {
  const date = new Date(ms);
  const pad = (part: number) => String(part).padStart(2, "0");
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? "am" : "pm"}`;
}

/** "1 like", "2 likes". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : pluralNoun}`;
}

const HOUR = 3_600_000;

/**
 * Under an hour "Just now", then hours while under 24, then days. `now` comes from the loader so
 * the server and the browser render the same words.
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

/** "21 Nov 2026" (UTC). */
export const shortDate = (iso: string) => utcDate(iso, "short");
