// The one place that knows who is calling (docs/decisions/016). A request is a member's when it
// carries the cookie of a live session; otherwise it is a visitor's (null), never anyone else's.
// Every role check goes through `can` / `requirePermission`.
import { redirect } from "@remix-run/cloudflare";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import type { Db } from "~/models/db.server";
import type { Reader } from "~/models/visibility.server";
import { jsonError } from "./http";
import { can, REFUSALS, type Permission, type Role } from "~/lib/permissions";

export { can, type Permission, type Role };
import { TOKEN_PATTERN, sha256 } from "~/models/crypto.server";
import {
  createSession,
  deleteSession,
  findSession,
  isLiveSession,
  SESSION_DAYS,
  memberById,
  type SessionOrigin,
} from "~/models/session.server";
import { getRoomMember } from "~/models/user.server";

export type CurrentUser = {
  id: number;
  displayName: string;
  username: string;
  email: string | null;
  avatar: string | null;
  roles: Role[];
  suspendedUntil: string | null;
  welcomedAt: string | null;
};
export type Viewer = { user: CurrentUser; preferences: AccessibilityPreferences | null; unreadNotifications: number };

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

// ------------------------------------------------------------ the cookie

/** `__Host-` binds the cookie to this exact origin over https; plain http (local dev) cannot use the prefix. */
export function sessionCookieName(request: Request): string {
  return isHttps(request) ? "__Host-session" : "session";
}

function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function readSessionToken(request: Request): string | null {
  const token = readCookie(request, sessionCookieName(request));
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

function sessionCookie(request: Request, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${sessionCookieName(request)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

// ------------------------------------------------------------ who is calling

/**
 * Loaders of one page share a request's db (workers/app.ts builds one per request), so the
 * session is looked up once per request however many loaders ask.
 */
const lookups = new WeakMap<Db, Map<string, Promise<Viewer | null>>>();

/** The signed-in member and their saved preferences, or null for a visitor. One D1 round trip, once per request. */
export function getViewer(db: Db, request: Request): Promise<Viewer | null> {
  const token = readSessionToken(request);
  if (!token) return Promise.resolve(null);
  let byToken = lookups.get(db);
  if (!byToken) lookups.set(db, (byToken = new Map()));
  let lookup = byToken.get(token);
  if (!lookup) byToken.set(token, (lookup = findSession(db, { token })));
  return lookup;
}

/**
 * For a room: the member on a WebSocket upgrade and their session's id, which the room keeps so
 * that it can ask again later (`stillSignedIn`): signing out ends what an open socket may do.
 */
export async function getSocketMember(
  db: Db,
  request: Request,
): Promise<{ user: CurrentUser; session: string } | null> {
  const token = readSessionToken(request);
  // Not getViewer's per-db cache: a room keeps its db for its lifetime, and would go on seeing
  // the member as they were at their first connection (signed in, not suspended).
  const user = token ? ((await findSession(db, { token }))?.user ?? null) : null;
  return token && user ? { user, session: await sha256(token) } : null;
}

/** How long a room trusts a session it has checked before asking D1 again. */
export const SOCKET_SESSION_TTL_MS = 10_000;

export async function stillSignedIn(
  db: Db,
  seen: { session: string; checkedAt: number },
  now = Date.now(),
): Promise<boolean> {
  if (now - seen.checkedAt < SOCKET_SESSION_TTL_MS) return true;
  const live = await isLiveSession(db, { id: seen.session, now });
  if (live) seen.checkedAt = now;
  return live;
}

/**
 * For a room: why the member may not change anything (the suspension sentence), or null. Like
 * `stillSignedIn`, D1 is asked again once SOCKET_SESSION_TTL_MS has passed, so a suspension
 * reaches an open socket within seconds; `seen` keeps the answer and the room stores it back.
 */
export async function suspensionOf(
  db: Db,
  seen: { userId: number; suspendedUntil?: string | null; suspensionCheckedAt?: number },
  now = Date.now(),
): Promise<string | null> {
  if (seen.suspensionCheckedAt === undefined || now - seen.suspensionCheckedAt >= SOCKET_SESSION_TTL_MS) {
    seen.suspendedUntil = (await getRoomMember(db, seen.userId))?.suspendedUntil ?? null;
    seen.suspensionCheckedAt = now;
  }
  const until = seen.suspendedUntil ?? null;
  return until && isSuspended({ suspendedUntil: until }, new Date(now)) ? suspendedMessage(until) : null;
}

/** The member a room's socket belongs to (its session checked on connecting and since), for a command. */
export function getRoomActor(db: Db, userId: number): Promise<CurrentUser | null> {
  return memberById(db, userId);
}

export async function getCurrentUser(db: Db, request: Request): Promise<CurrentUser | null> {
  return (await getViewer(db, request))?.user ?? null;
}

/** A visitor's id in queries of public pages: 0 matches no member (ids start at 1), so nothing is "mine". */
export const VISITOR_ID = 0;

/** The member's id for a public page's queries ("liked by me", blocks), or VISITOR_ID. */
export async function getViewerId(db: Db, request: Request): Promise<number> {
  return (await getCurrentUser(db, request))?.id ?? VISITOR_ID;
}

/** Where a visitor is sent to sign in, coming back to `returnTo` (default: where they are). */
export function loginPath(request: Request, returnTo?: string): string {
  const url = new URL(request.url);
  const back = returnTo ?? `${url.pathname}${url.search}`;
  return back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * What a visitor gets where a member is needed: a page sends them to sign in and back; the
 * API answers 401.
 */
export function signInRefusal(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/")) return jsonError(401, SIGN_IN_REQUIRED);
  // A page's form post comes back to the page, not to the action's URL with the form gone.
  const returnTo = request.method === "GET" ? undefined : (safeRedirect(request.headers.get("referer")) ?? pathname);
  return redirect(loginPath(request, returnTo));
}

// ------------------------------------------------------------ roles

/**
 * May this member moderate this support group: its own group moderator (a member with the
 * moderator role), or a site moderator. Every group permission check goes through here.
 */
export function canModerateGroup(
  user: Pick<CurrentUser, "roles"> | null | undefined,
  membership: { status: string | null; role: string | null } | null,
): boolean {
  if (!user) return false;
  return (membership?.status === "member" && membership.role === "moderator") || can(user, "moderate:groups");
}

/** True while a user_suspended moderation action is in force. */
export function isSuspended(user: { suspendedUntil: string | null }, now = new Date()): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil > now.toISOString();
}

export function suspendedMessage(suspendedUntil: string): string {
  return `Your account is suspended until ${suspendedUntil.slice(0, 10)}. You can read, but not post, message or chat until then.`;
}

/** Writes a suspended member may still make, and why (the default refuses every write). */
export const SUSPENSION_ALLOWS = {
  ownSettings: { suspended: { allowed: "it changes only the member's own view, settings or payments" } },
  steppingBack: { suspended: { allowed: "leaving or withdrawing reaches no one else" } },
} as const;

/** Options of `requireUser`: a permission to hold, and why a suspended member may still make this write. */
export type MemberCheck = { permission?: Permission; env?: Env; suspended?: { allowed: string } };

/**
 * The signed-in member, or a thrown refusal: a visitor is sent to sign in (401 from the API), a
 * member without `permission` gets 403, and a suspended member gets 403 on any write (any
 * method but GET and HEAD) unless the caller names why they may still make it. Commands check
 * the same in `execute`; this covers the reads and the writes that are not commands yet.
 */
export async function requireUser(db: Db, request: Request, options: MemberCheck = {}): Promise<CurrentUser> {
  const found = await getCurrentUser(db, request);
  if (!found) throw signInRefusal(request);
  // The admin role is stored at sign-in; with `env`, an address taken out of ADMIN_EMAILS loses it at once.
  const user =
    options.env && !listedAdmin(options.env, found.email)
      ? { ...found, roles: found.roles.filter((role) => role !== "admin") }
      : found;
  if (options.permission && !can(user, options.permission)) {
    throw jsonError(403, REFUSALS[options.permission]);
  }
  const writes = request.method !== "GET" && request.method !== "HEAD";
  if (writes && !options.suspended && user.suspendedUntil && isSuspended(user)) {
    throw jsonError(403, suspendedMessage(user.suspendedUntil));
  }
  return user;
}

/** ADMIN_EMAILS: comma-separated, case ignored. */
export function adminEmails(env: Env): string[] {
  return (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
}

function listedAdmin(env: Env, email: string | null): boolean {
  return email !== null && adminEmails(env).includes(email);
}

export function requirePermission(db: Db, request: Request, permission: Permission, options: MemberCheck = {}) {
  return requireUser(db, request, { ...options, permission });
}

/**
 * A spec call that names a user id (`/api/usage?userId=`, `/api/accessibility-preferences/:userId`
 * and so on) may name only the caller: anyone else's id is a 403.
 */
export function requireSelf(user: CurrentUser, userId: number | undefined): void {
  if (userId !== undefined && userId !== user.id) throw jsonError(403, "You can only see or change your own account.");
}

// ------------------------------------------------------------ signing in and out

/** Only a path on this site: "/x", never "//host" or "/\\host", which browsers treat as another site. */
export function safeRedirect(target: string | null | undefined, fallback?: string): string | undefined {
  if (!target) return fallback;
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    // A full URL (a Referer): only its path is kept, so it can only lead back into this site.
    try {
      const url = new URL(target);
      path = `${url.pathname}${url.search}`;
    } catch {
      return fallback;
    }
  }
  // Browsers drop tabs and newlines and read "\\" as "/", so "/\t/host" would be another site.
  if (!path.startsWith("/") || path.startsWith("//") || /[\u0000-\u001f\\]/.test(path) || path.length > 500)
    return fallback;
  return path;
}

/** Starts a new session (always a new id) and sends the browser on with its cookie. */
export async function signIn(db: Db, request: Request, { userId, redirectTo }: { userId: number; redirectTo: string }) {
  const token = await createSession(db, { userId, origin: sessionOrigin(request) });
  return redirect(redirectTo, { headers: { "Set-Cookie": sessionCookie(request, token, SESSION_DAYS * 86_400) } });
}

/** The browser and, where Cloudflare tells, the country and city a sign-in came from. */
export function sessionOrigin(request: Request): SessionOrigin {
  const cf = (request as { cf?: { country?: unknown; city?: unknown } }).cf;
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return { userAgent: request.headers.get("user-agent"), country: text(cf?.country), city: text(cf?.city) };
}

/** The id (the token's hash) of the request's session, or null for a visitor. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = readSessionToken(request);
  return token ? sha256(token) : null;
}

export async function signOut(db: Db, request: Request) {
  const token = readSessionToken(request);
  if (token) await deleteSession(db, { token });
  return redirect("/", { headers: { "Set-Cookie": sessionCookie(request, "", 0) } });
}

/** Who is reading, for the visibility rule: the member (or a visitor) and whether they moderate. */
export async function getReader(db: Db, request: Request): Promise<Reader> {
  const user = await getCurrentUser(db, request);
  return { id: user?.id ?? VISITOR_ID, moderator: can(user, "moderate:groups") };
}
