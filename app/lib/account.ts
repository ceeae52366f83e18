// The account page's and /api/account's inputs, one zod schema each, shared by both.
import { z } from "zod";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";

const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Enter an email address, like name@example.com.")
  .pipe(z.email("Enter an email address, like name@example.com."));

export const USERNAME_PATTERN = /^[a-z0-9_][a-z0-9_.-]{1,28}[a-z0-9_]$/;

export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .max(30, T.usernameInvalid)
  .regex(USERNAME_PATTERN, T.usernameInvalid)
  .refine((name) => !/^(member|deleted)-/.test(name), T.usernameReserved);

/** An optional text: empty means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => value || null)
    .nullable();

const website = z
  .string()
  .trim()
  .max(200, "Use at most 200 characters.")
  .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), T.websiteInvalid)
  .transform((value) => value || null)
  .nullable();

/** PATCH /api/account: any of these, at least one. */
export const profileChangesSchema = z
  .strictObject({
    displayName: z.string().trim().min(1, "Enter the name people will see.").max(60, "Use at most 60 characters."),
    username: usernameField,
    bio: optionalText(500),
    location: optionalText(100),
    website,
    pronouns: optionalText(40),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Send at least one field to change.");
export type ProfileChangesInput = z.output<typeof profileChangesSchema>;

/** GET /api/account?username=: whether a name is free, as the page asks while you type. */
export const usernameQuery = z.strictObject({ username: z.string().max(60) });

export const sessionIdParams = z.strictObject({ id: z.string().regex(/^[0-9a-f]{64}$/, "Unknown session.") });

/** DELETE /api/account. */
export const deleteAccountSchema = z.strictObject({
  confirm: z
    .string()
    .trim()
    .refine((value) => value.toLowerCase() === T.deletePhrase, T.deletePhraseWrong(T.deletePhrase)),
  deleteContent: z.boolean().optional().default(false),
});

/** Asking for a code to confirm it is you, and typing it in. */
/** A typed code as the email shows it: spaces and case do not matter. */
const typedCode = z
  .string()
  .max(40, T.codeWrong)
  .transform((code) => code.replace(/\s+/g, "").toUpperCase());

export const confirmCodeSchema = z.strictObject({
  attempt: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Ask for a new code."),
  code: typedCode,
});

/** A new sign-in address, and the code sent to it. */
export const emailChangeSchema = z.strictObject({ email: emailAddress });
export const emailCodeSchema = z.strictObject({
  changeId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Ask for a new code."),
  code: typedCode,
});

/** How recent a sign-in must be for changes to the account's security. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** A browser's user agent in words: "Firefox on Windows". Simple on purpose; unknowns say so. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser/.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS/.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS/.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : null;
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "Mac"
            : /CrOS/.test(ua)
              ? "ChromeOS"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** "Sydney, AU", "AU" or null. */
export function describePlace({ city, country }: { city: string | null; country: string | null }): string | null {
  if (city && country) return `${city}, ${country}`;
  return country ?? city ?? null;
}

/** A session as the page and the API show it: its id (the token's hash; not the cookie), in words. */
export function presentSession(
  row: {
    id: string;
    userAgent: string | null;
    country: string | null;
    city: string | null;
    createdAt: string;
    lastActiveAt: string;
  },
  current: string | null,
) {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    place: describePlace(row),
    signedInAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    current: row.id === current,
  };
}
export type SessionView = ReturnType<typeof presentSession>;
