// The sign-in forms' inputs, shared by the pages and their tests.
import { z } from "zod";
import { normaliseCode, CODE_ALPHABET, CODE_LENGTH } from "~/models/crypto.server";
import { AUTH_TEXTS, type SignInReason } from "~/lib/texts/auth";
import { usernameField } from "~/lib/account";

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, AUTH_TEXTS.emailInvalid)
  .pipe(z.email(AUTH_TEXTS.emailInvalid));

const redirectField = z.string().max(500).optional();

export const sendCodeForm = z.object({ email: emailField, redirectTo: redirectField });

const codePattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
export const codeForm = z.object({
  attempt: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Unknown sign-in attempt"),
  code: z
    .string()
    .max(40, AUTH_TEXTS.codeFormat)
    .transform(normaliseCode)
    .pipe(z.string().regex(codePattern, AUTH_TEXTS.codeFormat)),
});

export const demoSignIn = z.object({
  userId: z.coerce.number().int().positive().max(1_000_000_000),
  redirectTo: redirectField,
});

export const welcomeForm = z.object({
  // Empty keeps the assigned handle; the account page can change it later.
  username: z.preprocess((value) => (value === "" ? undefined : value), usernameField.optional()),
  displayName: z.string().trim().min(1, AUTH_TEXTS.displayNameRequired).max(60, "Use at most 60 characters."),
  bio: z.string().trim().max(500, "Use at most 500 characters.").optional().default(""),
  guidelines: z.literal("on", { error: AUTH_TEXTS.guidelinesRequired }),
  preferences: z.literal("on").optional(),
  redirectTo: redirectField,
});

/** `?reason=` on /login: one of a fixed list, so the page only ever says its own sentences. */
export const signInReasonField = z.enum(Object.keys(AUTH_TEXTS.signInReasons) as [SignInReason, ...SignInReason[]]);

/** The forms whose visitor is told, on the sign-in page, what they were about to do. */
export const SIGN_IN_REASON_OF_INTENT = new Map<string, SignInReason>([
  ["like", "like"],
  ["like-reply", "like-reply"],
  ["join-group", "join"],
  ["register-event", "register"],
  ["follow", "follow"],
  ["mark-helpful", "helpful"],
  ["save-provider", "save"],
]);
