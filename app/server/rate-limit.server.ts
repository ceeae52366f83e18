// Per-user limits on writes (docs/features/trust.md#rate-limits): posts, messages, reports, room
// creation and the other things a member can create. One fixed window per user per action, counted
// in D1 (app/models/rate-limit.server.ts). Only valid writes are counted: routes call this after
// parsing, just before writing.
import { countKeyedRequest, countMemberWrite } from "~/models/rate-limit.server";
import type { Db } from "~/models/db.server";
import { jsonError } from "./http";

export const RATE_LIMITS = {
  post: { limit: 20, windowSeconds: 600, noun: "posts" },
  reply: { limit: 40, windowSeconds: 600, noun: "replies" },
  // A few new groups a day is plenty for anyone.
  group: { limit: 3, windowSeconds: 86_400, noun: "new groups" },
  groupEvent: { limit: 10, windowSeconds: 86_400, noun: "group events" },
  message: { limit: 60, windowSeconds: 300, noun: "messages" },
  report: { limit: 20, windowSeconds: 600, noun: "reports" },
  gameRoom: { limit: 10, windowSeconds: 600, noun: "rooms" },
  gameInvite: { limit: 20, windowSeconds: 600, noun: "game invites" },
  enquiry: { limit: 10, windowSeconds: 600, noun: "enquiries" },
  // Each image is up to 5 MB in R2: enough for a few posts' worth, not for filling the bucket.
  upload: { limit: 30, windowSeconds: 600, noun: "image uploads" },
  campaign: { limit: 30, windowSeconds: 600, noun: "campaigns" },
  // Small, repeatable actions: generous for a person, a wall for a loop.
  like: { limit: 120, windowSeconds: 600, noun: "likes" },
  follow: { limit: 60, windowSeconds: 600, noun: "follows and unfollows" },
  block: { limit: 30, windowSeconds: 600, noun: "blocks and unblocks" },
  mute: { limit: 30, windowSeconds: 600, noun: "mutes and unmutes" },
  join: { limit: 30, windowSeconds: 600, noun: "group joins and leaves" },
  registration: { limit: 30, windowSeconds: 600, noun: "event registrations" },
  helpful: { limit: 60, windowSeconds: 600, noun: "helpful marks" },
  connection: { limit: 120, windowSeconds: 600, noun: "likes and passes" },
  profile: { limit: 60, windowSeconds: 600, noun: "profile changes" },
  // A new @username now and then; a loop of renames would reserve names for no one.
  username: { limit: 3, windowSeconds: 86_400, noun: "username changes" },
  // Codes to confirm it is you, and deleting the account: a person needs a few.
  accountCode: { limit: 5, windowSeconds: 900, noun: "confirmation codes" },
  account: { limit: 10, windowSeconds: 600, noun: "account changes" },
  save: { limit: 60, windowSeconds: 600, noun: "saves and unsaves" },
  // A person saves settings a few times; the wizard saves on each step.
  settings: { limit: 120, windowSeconds: 600, noun: "settings changes" },
  // Enough to follow up on a request or two; a visitor's count is per IP address.
  support: { limit: 5, windowSeconds: 3_600, noun: "support requests" },
  // Adding, renaming and removing passkeys: a handful for a person, and each ceremony is costly.
  passkey: { limit: 30, windowSeconds: 600, noun: "passkey changes" },
} as const;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** The window `now` falls in, and the seconds until the next one starts. */
function windowOf(now: number, windowSeconds: number) {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  return { windowStart, retryAfter: windowStart + windowSeconds - nowSeconds };
}

export function tooMany(message: string, retryAfter: number): Response {
  const response = jsonError(429, message);
  response.headers.set("Retry-After", String(retryAfter));
  return response;
}

/** Counts one write; null while within the window's limit, otherwise the refusal (counting nothing more). */
export async function countWrite(
  db: Db,
  { userId, action, now = Date.now() }: { userId: number; action: RateLimitedAction; now?: number },
): Promise<{ message: string; retryAfter: number } | null> {
  const { limit, windowSeconds, noun } = RATE_LIMITS[action];
  const { windowStart, retryAfter } = windowOf(now, windowSeconds);
  if (await countMemberWrite(db, { userId, action, windowStart, limit })) return null;
  return { message: `Too many ${noun} in a short time. Please wait ${retryAfter} seconds and try again.`, retryAfter };
}

/** The same limit for a visitor, counted per IP address ("<action>:ip:<address>"). */
export async function countVisitorWrite(
  db: Db,
  { address, action, now = Date.now() }: { address: string; action: RateLimitedAction; now?: number },
): Promise<{ message: string; retryAfter: number } | null> {
  const { limit, windowSeconds, noun } = RATE_LIMITS[action];
  const { windowStart, retryAfter } = windowOf(now, windowSeconds);
  if (await countKeyedRequest(db, { key: `${action}:ip:${address}`, windowStart, limit })) return null;
  return { message: `Too many ${noun} in a short time. Please wait ${retryAfter} seconds and try again.`, retryAfter };
}

/** Counts one write; throws 429 with Retry-After once the window's limit is reached, counting nothing more. */
export async function enforceRateLimit(db: Db, options: { userId: number; action: RateLimitedAction; now?: number }) {
  const refused = await countWrite(db, options);
  if (refused) throw tooMany(refused.message, refused.retryAfter);
}

/** Limits on asking for sign-in emails, for callers who are not members yet. */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 5, windowSeconds: 900 },
  perIp: { limit: 20, windowSeconds: 900 },
  /** Passkey sign-in challenges: one each time the sign-in page loads, so more room than emails. */
  passkeyPerIp: { limit: 60, windowSeconds: 900 },
} as const;

/**
 * The per-address limit's key: the mailbox as a mail server delivers it, lower case and with any
 * `+tag` dropped from the local part, so `name+1@…`, `name+2@…` share one limit. The email itself
 * still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).split("+")[0] ?? "";
  return `email:${local}@${email.slice(at + 1)}`.toLowerCase();
}

/**
 * The same fixed window keyed by a string ("email:<address>", "ip:<address>"). Counts one
 * request; throws 429 with Retry-After and `message` once the limit is reached.
 */
export async function enforceKeyedRateLimit(
  db: Db,
  {
    key,
    limit,
    windowSeconds,
    message,
    now = Date.now(),
  }: { key: string; limit: number; windowSeconds: number; message: string; now?: number },
) {
  const { windowStart, retryAfter } = windowOf(now, windowSeconds);
  if (!(await countKeyedRequest(db, { key, windowStart, limit }))) throw tooMany(message, retryAfter);
}
