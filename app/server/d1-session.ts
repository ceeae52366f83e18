// Reads through D1's Sessions API, so that read replicas can serve them (docs/decisions/034).
// The Worker opens one session per page or API request, here, and drizzle is given a binding made
// from it: drizzle's D1 driver calls only `prepare` and `batch`, which a session has too. A request
// starts anywhere (`first-unconstrained`), unless its browser wrote lately: then it carries that
// write's bookmark in a cookie, and its reads start from a copy at least that fresh, so a member
// sees their own post at once, across the redirect after a form post too.
// Rooms, the Stripe webhook and the Cron Trigger keep the raw binding, which always asks the primary.
import { d1BookmarkSchema } from "~/lib/schemas";
import { readCookie } from "./auth.server";

/**
 * Long enough for every replica to have caught up with the write; each later write starts it
 * again. After it, the member's reads start anywhere, as a visitor's do.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 300;

/** Over https the `__Host-` prefix keeps a sibling subdomain from planting a bookmark of its own. */
export function bookmarkCookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "__Host-d1-bookmark" : "d1-bookmark";
}

/** Statements that change the database; drizzle writes them in lower case, anyone else may not. */
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;

export type RequestSession = {
  /** The binding drizzle is built on: every statement of the request goes through the session. */
  binding: D1Database;
  /**
   * The answer, with the bookmark cookie when the request wrote and succeeded (or redirects). A
   * refusal's writes are bookkeeping (a code's tries, a rate-limit slot) that D1 checks on the
   * primary anyway, so it sets no cookie.
   */
  withBookmark(response: Response): Response;
};

/** The D1 session for one request: from the bookmark its browser sent, or from anywhere. */
export function openRequestSession(request: Request, d1: D1Database): RequestSession {
  const session = d1.withSession(readBookmark(request) ?? "first-unconstrained");
  // A write prepared counts as made: a cookie set once too often costs nothing, one missing
  // would show the member a page without their own write.
  let wrote = false;
  const outside = (): never => {
    throw new Error("Only prepare and batch go through a D1 session.");
  };
  const binding: D1Database = {
    prepare(query) {
      if (WRITE.test(query)) wrote = true;
      return session.prepare(query);
    },
    batch<T>(statements: D1PreparedStatement[]) {
      return session.batch<T>(statements);
    },
    exec: outside,
    withSession: outside,
    dump: outside,
  };
  return {
    binding,
    withBookmark(response) {
      const bookmark = wrote && response.status < 400 ? session.getBookmark() : null;
      if (bookmark === null) return response;
      const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
      const answer = new Response(response.body, response);
      answer.headers.append(
        "Set-Cookie",
        `${bookmarkCookieName(request)}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
      return answer;
    },
  };
}

/** The bookmark the browser sent back, or null when there is none or it is not one in shape. */
function readBookmark(request: Request): string | null {
  const parsed = d1BookmarkSchema.safeParse(readCookie(request, bookmarkCookieName(request)));
  return parsed.success ? parsed.data : null;
}
