// Adapters between a medium and a command: each parses its input, calls `execute`, and maps the
// value or the refusal to its medium. None checks permissions itself (decision 031).
import type { Db } from "~/models/db.server";
import { getCurrentUser, signInRefusal, type CurrentUser } from "../auth.server";
import { jsonError } from "../http";
import { execute, type Command, type Refusal } from "./command.server";

/** What an HTTP adapter has: the request, its Db and the Worker's env. */
export type Call = { db: Db; env: Env; request: Request };

/** The HTTP status of a refusal: content a member may not see is a 404, never a 403 that confirms it exists. */
export function refusalStatus(refusal: Refusal): number {
  if (refusal.extra.status) return refusal.extra.status;
  switch (refusal.kind) {
    case "unauthenticated":
      return 401;
    case "not_found":
      return 404;
    case "forbidden":
    case "suspended":
      return 403;
    case "rate_limited":
      return 429;
    case "invalid":
      return 400;
  }
}

/** A refusal as HTTP: a visitor is sent to sign in (401 from /api), anything else is the API's JSON error. */
export function refusalResponse(request: Request, refusal: Refusal): Response {
  if (refusal.kind === "unauthenticated") return signInRefusal(request);
  const fields = Object.entries(refusal.extra.fieldErrors ?? {});
  const issues = fields.length ? fields.map(([path, message]) => ({ path, message })) : undefined;
  const response = refusal.extra.body
    ? Response.json({ error: refusal.message, ...refusal.extra.body }, { status: refusalStatus(refusal) })
    : jsonError(refusalStatus(refusal), refusal.message, issues);
  if (refusal.extra.retryAfter !== undefined) response.headers.set("Retry-After", String(refusal.extra.retryAfter));
  return response;
}

/**
 * Runs a command for the request's member and gives its value, or throws the refusal as a
 * Response: an /api route answers with it as it is, and a page's `formAction` turns it into the
 * form's error. The one adapter for both HTTP media.
 */
export async function perform<I, O, A extends CurrentUser | null>(
  command: Command<I, O, A>,
  { db, env, request }: Call,
  input: I,
): Promise<O> {
  const actor = await getCurrentUser(db, request);
  const address = request.headers.get("cf-connecting-ip") ?? "unknown";
  const origin = new URL(request.url).origin;
  const result = await execute(command, { db, env, actor, input, address, origin });
  if (!result.ok) throw refusalResponse(request, result.refusal);
  return result.value;
}
