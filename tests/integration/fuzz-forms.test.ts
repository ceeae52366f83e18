// The sign-in and account forms and the page forms (decision 019) are page actions, not /api
// endpoints, so the fuzz table does not reach them. Each gets the same hostile requests, sent as a
// browser form, every other one to the page itself and the rest to its single-fetch address
// (`.data`, where a script's fetcher posts): every answer is below 500, and a refused one leaves
// every table these forms write as it was.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import { memberCookie } from "./constants";
import { hostileCases, type Endpoint, type FuzzCase } from "./fuzz/hostile";

const CASES = 120;
/** A passkey's sign-in answer as a page's script posts it; no authenticator made this one. */
const FAKE_ASSERTION = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
  clientExtensionResults: {},
};
const TABLES = [
  "users",
  "sessions",
  "sign_in_codes",
  "dev_outbox",
  "ad_accounts",
  "accessibility_preferences",
  "posts",
  "messages",
  "group_memberships",
  "event_registrations",
  "events",
  "moderation_actions",
  "appeals",
  "notifications",
  "notification_settings",
  "game_rooms",
  "reports",
  "provider_enquiries",
  "user_blocks",
  "follows",
  "resource_votes",
  "saved_providers",
  "connection_likes",
  "campaigns",
  "ad_sets",
  "ads",
  "ad_creatives",
  "audiences",
  "passkeys",
  "passkey_challenges",
  "media",
];

async function counts(): Promise<string> {
  const rows = await env.DB.batch(TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return rows.map((row, i) => `${TABLES[i]}=${(row.results[0] as { n: number }).n}`).join(" ");
}

/** A JSON case's object body as urlencoded fields (nested values as JSON text); anything else as it is. */
function asForm(body: FuzzCase["body"]): FuzzCase["body"] {
  if (typeof body !== "string") return body;
  try {
    const value: unknown = JSON.parse(body);
    if (!value || typeof value !== "object" || Array.isArray(value)) return body;
    return new URLSearchParams(
      Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? field : JSON.stringify(field)]),
    ).toString();
  } catch {
    return body;
  }
}

/**
 * The same page's single-fetch address, where a script's fetcher posts the form (Remix's `.data`
 * route): the action runs as it does for the page, and no page is rendered after it.
 */
function dataURL(url: string): string {
  const target = new URL(url);
  target.pathname = target.pathname === "/" ? "/_root.data" : `${target.pathname.replace(/\/$/, "")}.data`;
  return target.toString();
}

/** The accessibility wizard's fields as its form sends them (a switch is on or off). */
const WIZARD = Object.fromEntries(
  Object.entries(DEFAULT_PREFERENCES).map(([key, value]) => [
    key,
    typeof value === "boolean" ? (value ? "on" : "off") : String(value),
  ]),
);
const CAMPAIGN = { name: "Fuzz", objective: "traffic", budget: "5", startDate: "2030-01-01" };

const groupEventForm = {
  title: "Fuzz meetup",
  description: "A group event from the fuzz test.",
  eventType: "social",
  date: "2031-03-01",
  startTime: "09:00",
  endTime: "10:00",
  isVirtual: "true",
  virtualLink: "https://meet.example.org/fuzz",
};

const FORMS: (Endpoint & { as?: number })[] = [
  { method: "POST", path: "/login", body: { email: "fuzz@example.net", redirectTo: "/" } },
  { method: "POST", path: "/login/code", body: { attempt: "a".repeat(22), code: "ABC234" } },
  // The emailed link's Finish signing in button posts its token here.
  { method: "POST", path: "/login/link", body: { token: "a".repeat(43) } },
  { method: "POST", path: "/auth/demo", body: { userId: "3", redirectTo: "/" } },
  // A passkey's sign-in answer, from /login's script; no authenticator made this one.
  {
    method: "POST",
    path: "/login",
    body: {
      intent: "passkey-sign-in",
      redirectTo: "/",
      response: FAKE_ASSERTION,
    },
  },
  // /account's forms (member 22): the profile, sessions, the confirmation, email and deletion.
  {
    method: "POST",
    path: "/account",
    body: { intent: "save-profile", displayName: "Fuzz", username: "fuzz-member", bio: "", pronouns: "" },
    as: 22,
  },
  { method: "POST", path: "/account", body: { intent: "sign-out-session", id: "0".repeat(64) }, as: 22 },
  { method: "POST", path: "/account", body: { intent: "confirm-code", attempt: "x", code: "ABC123" }, as: 22 },
  { method: "POST", path: "/account", body: { intent: "request-email-change", email: "fuzz@example.org" }, as: 22 },
  { method: "POST", path: "/account", body: { intent: "confirm-email-change", changeId: "x", code: "ABC123" }, as: 22 },
  { method: "POST", path: "/account", body: { intent: "delete-account", confirm: "delete my acount" }, as: 22 },
  {
    method: "POST",
    path: "/account",
    body: {
      intent: "delete-account-passkey",
      response: FAKE_ASSERTION,
    },
    as: 22,
  },
  {
    method: "POST",
    path: "/account",
    body: {
      intent: "passkey-confirm",
      response: FAKE_ASSERTION,
    },
    as: 22,
  },
  // Your picture: a urlencoded body carries no file, so every hostile case is refused (the hostile
  // files themselves are in media-avatars-creatives.test.ts).
  { method: "POST", path: "/account", body: { intent: "set-avatar" }, as: 4 },
  { method: "POST", path: "/account", body: { intent: "remove-avatar" }, as: 4 },
  { method: "POST", path: "/account/passkeys", body: { intent: "rename-passkey", id: "1", name: "Phone" }, as: 4 },
  { method: "POST", path: "/account/passkeys", body: { intent: "remove-passkey", id: "1" }, as: 4 },
  {
    method: "POST",
    path: "/welcome",
    body: { intent: "welcome", displayName: "Fuzz", bio: "", guidelines: "on" },
    as: 3,
  },
  { method: "POST", path: "/welcome/preferences", body: { intent: "keep", redirectTo: "/" }, as: 3 },
  { method: "POST", path: "/admin/members", body: { userId: "4", moderator: "grant" }, as: 2 },
  { method: "POST", path: "/ads/new", body: { accountName: "Fuzz Co" }, as: 20 },
  // The one form pattern's page actions (decision 019).
  {
    method: "POST",
    path: "/",
    query: { index: "" },
    body: { intent: "create-post", type: "post", content: "Fuzz" },
    as: 4,
  },
  {
    method: "POST",
    path: "/forums",
    body: { intent: "create-post", type: "discussion", content: "Fuzz", forumId: "1" },
    as: 4,
  },
  {
    method: "POST",
    path: "/messages",
    query: { to: "5" },
    body: { intent: "send-message", toUserId: "5", content: "Fuzz" },
    as: 4,
  },
  { method: "POST", path: "/support-groups", body: { intent: "join-group", groupId: "1" }, as: 4 },
  // Images (docs/features/images.md): a composer's upload (multipart, so every case here is
  // refused), a post and a reply with an image and its description, and describing one again.
  { method: "POST", path: "/media/new", body: { intent: "upload-image" }, as: 4 },
  {
    method: "POST",
    path: "/",
    query: { index: "" },
    body: { intent: "create-post", type: "post", content: "Fuzz", mediaId: "1", "alt-1": "Fuzz" },
    as: 4,
  },
  {
    method: "POST",
    path: "/posts/1",
    body: { intent: "reply", content: "Fuzz", mediaId: "1", "alt-1": "Fuzz" },
    as: 4,
  },
  { method: "POST", path: "/posts/1", body: { intent: "describe-image", mediaId: "1", alt: "Fuzz" }, as: 4 },
  // Notifications.
  { method: "POST", path: "/notifications", query: { index: "" }, body: { intent: "mark-all-read" }, as: 4 },
  { method: "POST", path: "/notifications", query: { index: "" }, body: { intent: "bell-mark-all-read" }, as: 4 },
  { method: "POST", path: "/messages", body: { intent: "mark-thread-read", otherUserId: "5" }, as: 4 },
  // New message without script: a GET form whose `find` (and the open thread's `to`) the page parses.
  { method: "GET", path: "/messages", query: { to: "5", find: "jo" }, as: 4 },
  // The moderation dashboard, as a moderator, on a report and a flag that do not exist.
  { method: "POST", path: "/moderation", body: { intent: "take-report", reportId: "999999" }, as: 1 },
  {
    method: "POST",
    path: "/moderation",
    body: { intent: "resolve-report", reportId: "999999", resolution: "no_action" },
    as: 1,
  },
  {
    method: "POST",
    path: "/moderation",
    body: { intent: "resolve-flag", flagId: "999999", createReport: "true" },
    as: 1,
  },
  // Appeals: a member's appeal, and a moderator's decision on one that does not exist.
  {
    method: "POST",
    path: "/moderation-history",
    body: { intent: "file-appeal", actionId: "1", statement: "Please look at this decision again." },
    as: 4,
  },
  {
    method: "POST",
    path: "/moderation",
    body: { intent: "decide-appeal", appealId: "999999", decision: "upheld", reason: "It follows the guidelines." },
    as: 2,
  },
  {
    method: "POST",
    path: "/notifications/settings",
    body: {
      intent: "save-notification-settings",
      "inApp.reply": "on",
      "email.reply": "digest",
      quietStart: "22:00",
      quietEnd: "07:00",
      timeZone: "Australia/Sydney",
      announce: "all",
    },
    as: 4,
  },
  // A group's page, as a site moderator, who may moderate every group.
  { method: "POST", path: "/support-groups/1", body: { intent: "pin-post", postId: "999999" }, as: 1 },
  { method: "POST", path: "/support-groups/1", body: { intent: "cancel-event", eventId: "999999" }, as: 1 },
  {
    method: "POST",
    path: "/support-groups/1",
    body: {
      intent: "edit-event",
      eventId: "999999",
      ...groupEventForm,
    },
    as: 1,
  },
  {
    method: "POST",
    path: "/support-groups/1",
    body: { intent: "remove-from-group", contentType: "comment", contentId: "999999" },
    as: 1,
  },
  {
    method: "POST",
    path: "/support-groups/1",
    body: {
      intent: "create-event",
      ...groupEventForm,
    },
    as: 1,
  },
  // Personal filters: each member's own.
  {
    method: "POST",
    path: "/settings/filters",
    body: { intent: "add-filter", phrase: "fuzz", action: "warn", expiresIn: "week" },
    as: 4,
  },
  {
    method: "POST",
    path: "/settings/filters",
    body: { intent: "change-filter", filterId: "999999", action: "hide", expiresIn: "keep" },
    as: 4,
  },
  { method: "POST", path: "/settings/filters", body: { intent: "remove-filter", filterId: "999999" }, as: 4 },
  { method: "POST", path: "/settings/filters", body: { intent: "unmute", userId: "5" }, as: 4 },
  { method: "POST", path: "/settings/filters", body: { intent: "unblock", userId: "5" }, as: 4 },
  { method: "POST", path: "/events", query: { index: "" }, body: { intent: "register-event", eventId: "1" }, as: 4 },
  {
    method: "POST",
    path: "/arcade",
    query: { index: "" },
    body: { intent: "create-room", name: "Fuzz", gameType: "chess", pace: "correspondence" },
    as: 4,
  },
  { method: "POST", path: "/arcade/room/1", body: { intent: "invite-member", username: "no-such-member" }, as: 1 },
  { method: "POST", path: "/arcade/room/1", body: { intent: "join-room", invite: "" }, as: 4 },
  { method: "POST", path: "/arcade/room/1", body: { intent: "leave-room" }, as: 4 },
  {
    method: "POST",
    path: "/pricing",
    body: { intent: "subscribe", planId: "2", billingInterval: "monthly", promoCode: "" },
    as: 4,
  },
  { method: "POST", path: "/subscription", body: { intent: "cancel-subscription" }, as: 6 },
  {
    method: "POST",
    path: "/report",
    query: { contentType: "post", contentId: "1", label: "a post" },
    body: { intent: "report", contentType: "post", contentId: "1", reason: "Spam" },
    as: 4,
  },
  {
    method: "POST",
    path: "/ndis-providers/4",
    query: { dialog: "enquiry", provider: "4", kind: "message" },
    body: { intent: "enquiry", providerId: "4", kind: "message", serviceId: "any", message: "Fuzz" },
    as: 4,
  },
  {
    method: "POST",
    path: "/ndis-providers",
    query: { index: "" },
    body: { intent: "enquiry", providerId: "4", kind: "booking", serviceId: "any", message: "Fuzz" },
    as: 4,
  },
  {
    method: "POST",
    path: "/connections",
    query: { tab: "safety", dialog: "privacy" },
    body: { intent: "privacy", privacyLevel: "friends" },
    as: 5,
  },
  { method: "POST", path: "/connections", body: { intent: "block-user", userId: "6" }, as: 5 },
  // In-place buttons: each posts to the page of the thing itself.
  { method: "POST", path: "/profile/12", body: { intent: "follow" }, as: 4 },
  { method: "POST", path: "/resources/1", body: { intent: "mark-helpful" }, as: 4 },
  { method: "POST", path: "/ndis-providers/4", body: { intent: "save-provider", providerId: "4" }, as: 4 },
  {
    method: "POST",
    path: "/connections",
    query: { tab: "discover" },
    body: { intent: "like-profile", userId: "7", focusAfter: "candidate-8" },
    as: 5,
  },
  {
    method: "POST",
    path: "/connections",
    query: { tab: "safety" },
    body: { intent: "unblock-user", userId: "6", focusAfter: "blocked-members" },
    as: 5,
  },
  { method: "POST", path: "/connections", body: { intent: "visibility", isActive: "false" }, as: 5 },
  {
    method: "POST",
    path: "/connections",
    body: {
      intent: "profile",
      mode: "edit",
      lookingFor: "friendship",
      communicationPreferences: "text",
      maxDistance: "40",
    },
    as: 5,
  },
  // The ads dialogs (member 1 advertises from account 1).
  ...(
    [
      { intent: "create-campaign", accountId: "1", ...CAMPAIGN },
      { intent: "edit-campaign", campaignId: "1", ...CAMPAIGN },
      {
        intent: "create-creative",
        accountId: "1",
        name: "Fuzz",
        type: "image",
        headline: "H",
        primaryText: "P",
        callToAction: "Go",
      },
      {
        intent: "create-audience",
        accountId: "1",
        type: "custom",
        name: "Fuzz",
        description: "D",
        sourceType: "website",
      },
      { intent: "pause-campaign", campaignId: "1" },
      {
        intent: "upload-creatives",
        accountId: "1",
        csv: "name,type,headline,primaryText,callToAction\nFuzz,image,H,P,Go",
      },
    ] as Record<string, string>[]
  ).map((body) => ({ method: "POST" as const, path: "/ads", body, as: 1 })),
  { method: "POST", path: "/accessibility", body: { intent: "save-preferences", ...WIZARD }, as: 4 },
  { method: "POST", path: "/accessibility", body: { intent: "save-preferences", ...WIZARD } },
];

describe("fuzz: the sign-in and account forms", () => {
  it.each(FORMS.map((f) => [f.path, f] as const))("%s survives hostile forms", { timeout: 90_000 }, async (_, form) => {
    const problems: string[] = [];
    // One count per case: what a case left is the next case's "before".
    let before = await counts();
    for (const [i, c] of hostileCases(form, CASES).entries()) {
      const headers: Record<string, string> = {
        ...c.headers,
        "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250)}`,
      };
      if (headers["content-type"]?.startsWith("application/json"))
        headers["content-type"] = "application/x-www-form-urlencoded";
      if (form.as) headers.cookie = memberCookie(form.as);
      else delete headers.cookie;
      const ctx = createExecutionContext();
      const request = new Request(i % 2 === 1 ? dataURL(c.url) : c.url, {
        method: c.method,
        headers,
        body: c.method === "GET" || c.method === "HEAD" ? undefined : asForm(c.body),
        redirect: "manual",
      });
      const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
      await waitOnExecutionContext(ctx);
      await response.arrayBuffer();
      const label = `${c.method}${i % 2 === 1 ? " .data" : ""} ${c.category}: ${c.note.slice(0, 60)}`;
      const after = await counts();
      if (response.status >= 500) problems.push(`${label} answered ${response.status}`);
      else if (response.status >= 400 && after !== before)
        problems.push(`${label} was refused (${response.status}) but wrote`);
      before = after;
    }
    expect(problems).toEqual([]);
  });
});
