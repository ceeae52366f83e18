// The one Worker: realtime rooms, the Stripe webhook, and Remix for everything else.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// @ts-ignore The Remix server build exists only after `npm run build`; it is untyped JS.
import * as build from "../build/server";
import { countingD1, d1ServerTiming, type D1Counter } from "../app/server/d1-counter";
import { openRequestSession } from "../app/server/d1-session";
import { createDb } from "../app/models/db.server";
import { jsonError } from "../app/server/http";
import { applySecurityHeaders, createNonce } from "../app/server/security-headers";
import { serveWithEdgeCache } from "../app/server/edge-cache.server";
import { discardBody } from "../app/server/validate.server";
import { MAX_UPLOAD_BODY_BYTES } from "../app/server/media-upload.server";
import { publicOrigin } from "../app/server/public-origin.server";

import { runNotificationJobs, sendAtOnceEmails } from "../app/server/notification-jobs.server";
import { tellRooms } from "../party/rooms.server";
import { handleStripeWebhook } from "./stripe-webhook";

export { ChatRoom } from "../party/chat";
export { GameRoom } from "../party/game";
export { NotificationRoom } from "../party/notifications";

const serverBuild: ServerBuild = build;
const handleRemix = createRequestHandler(serverBuild);

/** The spec's community chat socket lives at /ws; it is the same room as /parties/chat/community. */
const COMMUNITY_CHAT_PATH = "/parties/chat/community";

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const nonce = createNonce();
    const d1: D1Counter = { roundTrips: 0 };
    let response: Response;
    try {
      // A visitor's public page or list comes from the edge cache when it can (decision 035).
      response = await serveWithEdgeCache(request, ctx, nonce, (rendered, renderNonce) =>
        route(rendered, new URL(rendered.url), env, ctx, renderNonce, d1),
      );
    } catch (error) {
      // Nothing should get here (routes answer bad input with 4xx); a failure of our own, such
      // as D1 being unavailable, is still a JSON answer with the security headers. For the
      // Stripe webhook a 5xx means "not applied, retry later".
      console.error(`Unhandled error for ${request.method} ${url.pathname}:`, error);
      response = jsonError(500, "Something went wrong on our side. Please try again.");
    }
    // A WebSocket upgrade's 101 is immutable and carries no document.
    if (response.status === 101) return response;
    const secured = new Response(response.body, response);
    applySecurityHeaders(secured.headers, { nonce, https: url.protocol === "https:" });
    // D1 round trips made while the response was prepared (every loader of a page, or one API call).
    secured.headers.append("server-timing", d1ServerTiming(d1.roundTrips));
    return secured;
  },
  /**
   * The hourly Cron Trigger (wrangler.toml): event reminders and the daily digest
   * (docs/features/notifications.md#email).
   */
  async scheduled(_controller, env, ctx) {
    // No configured address, no emails: publicOrigin has logged why.
    const origin = publicOrigin(env);
    if (origin === null) return;
    // The raw binding: the primary, so the jobs never act on a replica's older copy.
    const db = createDb(env.DB);
    ctx.waitUntil(
      runNotificationJobs(env, db, { origin }).then(
        async (done) => {
          await tellRooms(env, db.effects.drain());
          console.log(
            `Notification jobs: ${done.reminded} reminders, ${done.digests} digests, ${done.atOnce} emails held by quiet hours`,
          );
        },
        (error: unknown) => console.error("Notification jobs failed", error),
      ),
    );
  },
} satisfies ExportedHandler<Env>;

/** No route accepts more than this; larger declared bodies are refused before anything parses them. */
const MAX_REQUEST_BYTES = 1024 * 1024;
/**
 * Image uploads are the one exception, with the pages whose forms carry one (a picture on
 * /account, a creative's image on /ads, a composer's image on /media/new); they are capped again,
 * as they stream (app/server/media-upload.server.ts). A fetcher posts to the page's `.data`
 * address (Remix's single fetch), a plain form to the page itself.
 */
const UPLOAD_PATHS = new Set(
  ["/api/media", "/api/account/avatar"].concat(
    ["/media/new", "/account", "/ads"].flatMap((page) => [page, `${page}.data`]),
  ),
);

async function route(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  cspNonce: string,
  d1: D1Counter,
): Promise<Response> {
  const maxBytes = UPLOAD_PATHS.has(url.pathname) ? MAX_UPLOAD_BODY_BYTES : MAX_REQUEST_BYTES;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    await discardBody(request);
    if (maxBytes === MAX_UPLOAD_BODY_BYTES)
      return jsonError(413, "An image can be at most 5 MB. Make it smaller and try again.");
    return jsonError(413, `Request body is larger than ${MAX_REQUEST_BYTES / 1024} KB.`);
  }
  if (url.pathname !== "/webhooks/stripe" && isCrossSiteWrite(request, url)) {
    await discardBody(request);
    return jsonError(403, "This request came from another site, so it was refused.");
  }
  // A trivial route through the Worker (not a static asset): liveness checks and the SSR benchmark's floor.
  if (url.pathname === "/healthz") {
    return new Response("ok", {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  // The webhook and the rooms read and write through the raw binding, which always asks the primary:
  // each carries no browser's bookmark, and a room acts on what a request has just written.
  if (url.pathname === "/webhooks/stripe") {
    if (request.method !== "POST") return jsonError(405, "Use POST for Stripe webhooks.");
    return handleStripeWebhook(request, env);
  }
  if (url.pathname === "/ws" || url.pathname.startsWith("/parties/")) {
    if (url.pathname === "/ws") url.pathname = COMMUNITY_CHAT_PATH;
    const response = await routePartykitRequest(new Request(url, request), env);
    return response ?? jsonError(404, "No such room.");
  }
  // Every page and API request reads through one D1 session (docs/decisions/034).
  const session = openRequestSession(request, env.DB);
  const db = createDb(countingD1(session.binding, d1));
  // After a write, the browser's next requests read from a copy that has it.
  const response = session.withBookmark(await handleRemix(request, { db, env, ctx, cspNonce }));
  // Members whose notifications or messages this request changed hear of it
  // (docs/features/notifications.md#live), in their open tabs and, for kinds they asked for at
  // once, by email.
  // Emails link to the configured address, never to this request's Host header, which anyone can forge.
  // They are sent after the response, on the primary, which has this request's writes.
  const touched = db.effects.drain();
  const origin = touched.size ? publicOrigin(env) : null;
  if (touched.size)
    ctx.waitUntil(
      Promise.all([
        tellRooms(env, touched),
        origin === null
          ? null
          : sendAtOnceEmails(env, createDb(env.DB), { userIds: [...touched.keys()], origin }).catch((error: unknown) =>
              console.error("At-once emails failed", error),
            ),
      ]),
    );
  return url.pathname.startsWith("/api/") ? apiErrorShape(request, response) : response;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write sent by a page on another site (docs/decisions/016). Browsers name the sender in
 * `Origin`, or failing that in `Sec-Fetch-Site`; a request with neither is not from a browser
 * and is judged by its session alone. The Stripe webhook is exempt: its signature is its proof.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  // A socket acts as its member too, so another site may not open one (cross-site WebSocket hijacking).
  const upgrade = request.headers.get("upgrade")?.toLowerCase() === "websocket";
  if (SAFE_METHODS.has(request.method) && !upgrade) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== url.origin;
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

/**
 * Every /api refusal carries `{ error }` (docs/api-conventions.md). Our routes always do; Remix
 * itself answers some requests before a route runs (a method a resource route has no handler for,
 * a malformed URL), with `{ message }` or text. Those are rewritten to the API's shape.
 */
async function apiErrorShape(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string") {
      return new Response(text, response);
    }
  } catch {
    // not JSON: rewritten below
  }
  const error =
    response.status === 405
      ? `${request.method} is not allowed here.`
      : response.status === 404
        ? `No API endpoint at ${new URL(request.url).pathname}.`
        : "The request could not be handled.";
  const rewritten = jsonError(response.status, error);
  if (response.headers.has("Allow")) rewritten.headers.set("Allow", response.headers.get("Allow")!);
  return rewritten;
}
