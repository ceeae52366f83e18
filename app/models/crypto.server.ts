// Random tokens and their hashes for sign-in (docs/decisions/016). Only hashes reach D1, so a
// copy of the database signs nobody in.

/** 32 random bytes as base64url: 43 characters. */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether two tokens are equal, in time that does not depend on where they first differ. */
export function sameToken(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/** Hex SHA-256 of `value`. */
export async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Codes avoid letters and digits that look alike (0/O, 1/I/L), so reading one aloud or by eye is easy. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;

export function randomCode(): string {
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely.
  while (out.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && out.length < CODE_LENGTH) out.push(CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? "A");
    }
  }
  return out.join("");
}

/** What a member typed or pasted, as the code it names: spaces, dashes and case ignored. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}
