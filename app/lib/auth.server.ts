// The one place that knows who is calling. There is no sign-in yet (spec doc 1, section 6):
// every request acts as user 1, who holds the member, moderator and advertiser roles.
// Real sign-in replaces getCurrentUser alone; every role check already goes through here.
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "./db.server";
import { jsonError } from "./http";
import { FIXED_USER_ID } from "./constants";
import type { ROLES } from "./vocab";

export type Role = (typeof ROLES)[number];
export type CurrentUser = {
  id: number;
  displayName: string;
  username: string;
  avatar: string | null;
  roles: Role[];
  suspendedUntil: string | null;
};

export { FIXED_USER_ID };

/**
 * The cookie that picks which seeded member a local demo or test acts as. The Worker
 * entry strips it unless DEMO_USER_SWITCH is "on" (never set in production), so a
 * deployed app always acts as user 1. See docs/decisions/004-demo-user-switch.md.
 */
export const DEMO_USER_COOKIE = "demo-user";

export function readDemoUserId(request: Request): number | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${DEMO_USER_COOKIE}=(\\d{1,9})(?:;|$)`));
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The request with any demo-user cookie removed: what every request looks like in production. */
export function withoutDemoUser(request: Request): Request {
  const cookie = request.headers.get("cookie");
  if (!cookie || !cookie.includes(`${DEMO_USER_COOKIE}=`)) return request;
  const kept = cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${DEMO_USER_COOKIE}=`));
  const headers = new Headers(request.headers);
  if (kept.length) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  return new Request(request, { headers });
}

/** Who is calling. Real sign-in reads the session here; today it is user 1 (or a local demo pick). */
export function getCurrentUserId(request: Request): number {
  return readDemoUserId(request) ?? FIXED_USER_ID;
}

export async function getCurrentUser(db: Db, request: Request): Promise<CurrentUser | null> {
  const user = await db.query.users.findFirst({
    columns: { id: true, displayName: true, username: true, avatar: true, roles: true, suspendedUntil: true },
    where: eq(users.id, getCurrentUserId(request)),
  });
  return user ?? null;
}

/** True while a user_suspended moderation action is in force. */
export function isSuspended(user: { suspendedUntil: string | null }, now = new Date()): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil > now.toISOString();
}

export function suspendedMessage(suspendedUntil: string): string {
  return `Your account is suspended until ${suspendedUntil.slice(0, 10)}. You can read, but not post, message or chat until then.`;
}

/**
 * The current user, or a thrown 401/403 JSON response when absent, lacking `role`, or
 * (with `write: true`) suspended. Every write that creates content passes `write: true`,
 * so a suspension is enforced here and nowhere else.
 */
export async function requireUser(
  db: Db,
  request: Request,
  options: { role?: Role; write?: boolean } = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(db, request);
  if (!user) throw jsonError(401, "Sign in to continue.");
  if (options.role && !user.roles.includes(options.role)) {
    throw jsonError(403, `This needs the ${options.role} role.`);
  }
  if (options.write && user.suspendedUntil && isSuspended(user)) {
    throw jsonError(403, suspendedMessage(user.suspendedUntil));
  }
  return user;
}
