// Every /api/* endpoint the Worker serves, one line each: a valid request that the fuzz test
// (tests/integration/fuzz-http.test.ts) bends into 200 hostile ones. A new endpoint is a new
// line here; tests/integration/fuzz-coverage.test.ts fails while any /api route lacks one.
// Path params default to "1"; requests act as user 1 (member, moderator, advertiser) unless `as`.
// Sent without a session, every write answers 401 (fuzz-http.test.ts), or `visitor` where the
// line is a method or path the API does not have.
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import type { Endpoint, Json } from "./hostile";

const profile = {
  isActive: true,
  age: 30,
  lookingFor: ["friendship"],
  ageRangeMin: 25,
  ageRangeMax: 40,
  maxDistance: 50,
  aboutMe: "I like board games and quiet cafes.",
  interests: ["music"],
  communicationPreferences: ["text"],
  privacyLevel: "public",
};

const groupEvent = {
  title: "Fuzz meetup",
  description: "A group event from the fuzz test.",
  eventType: "social",
  startTime: "2031-03-01T09:00:00.000Z",
  endTime: "2031-03-01T10:00:00.000Z",
  isVirtual: true,
  virtualLink: "https://meet.example.org/fuzz",
  accessibilityFeatures: ["captions"],
};

export const API_ENDPOINTS: Endpoint[] = [
  // Community: posts, likes, forums, users, follows, blocks
  { method: "GET", path: "/api/posts", query: { type: "post", limit: "5" } },
  { method: "GET", path: "/api/posts", query: { inForums: "true", forumId: "2", limit: "5" } },
  {
    method: "POST",
    path: "/api/posts",
    body: {
      type: "post",
      title: "Fuzz",
      content: "A post from the fuzz test.",
      category: "general",
      tags: ["fuzz"],
      mediaIds: [],
    },
  },
  { method: "POST", path: "/api/posts/:id/like", as: 3 },
  // Images: the upload's body is multipart (its hostile files are in fuzz-http.test.ts); an
  // image that does not exist is a 404 after parsing.
  { method: "POST", path: "/api/media" },
  { method: "PATCH", path: "/api/media/:id", as: 3, body: { alt: "A ramp with a gentle slope" } },
  { method: "GET", path: "/api/posts", query: { unanswered: "true", limit: "5" } },
  // Conversations: edits and deletes as member 3, who owns neither item (a 403 after parsing).
  { method: "GET", path: "/api/posts/:id" },
  {
    method: "PATCH",
    path: "/api/posts/:id",
    as: 3,
    body: { title: "Edited", content: "Edited text", contentWarning: "medical detail", tags: ["fuzz"] },
  },
  { method: "DELETE", path: "/api/posts/:id", params: { id: "2" }, as: 3 },
  { method: "GET", path: "/api/posts/:id/comments", query: { sort: "newest", limit: "5" } },
  {
    method: "POST",
    path: "/api/posts/:id/comments",
    as: 3,
    body: { content: "A reply from the fuzz test, @jordan.lee.", contentWarning: "fuzz", parentId: null },
  },
  { method: "PATCH", path: "/api/comments/:id", as: 3, body: { content: "Edited reply", contentWarning: null } },
  { method: "DELETE", path: "/api/comments/:id", params: { id: "2" }, as: 3 },
  { method: "POST", path: "/api/comments/:id/like", as: 3 },
  { method: "POST", path: "/api/posts/:id/accept-answer", as: 3, body: { commentId: 1 } },
  { method: "GET", path: "/api/users/mentionable", query: { q: "jo", postId: "1" } },
  { method: "GET", path: "/api/forums" },
  // Search: the query's words must never reach FTS5 as syntax.
  { method: "GET", path: "/api/search", query: { q: "wheelchair access", type: "all", limit: "5" } },
  { method: "GET", path: "/api/users/:id" },
  { method: "POST", path: "/api/users/:id/follow", params: { id: "4" }, as: 3 },
  { method: "DELETE", path: "/api/users/:id/follow", params: { id: "4" }, as: 3 },
  { method: "POST", path: "/api/users/:id/block", params: { id: "5" }, as: 3 },
  { method: "DELETE", path: "/api/users/:id/block", params: { id: "5" }, as: 3 },
  { method: "GET", path: "/api/user-blocks" },
  // Personal filters: keyword filters and mutes, each the caller's own.
  { method: "GET", path: "/api/filters" },
  { method: "POST", path: "/api/filters", as: 3, body: { phrase: "zz fuzz", action: "warn", expiresIn: "week" } },
  { method: "PATCH", path: "/api/filters/:id", params: { id: "999999" }, as: 3, body: { action: "hide" } },
  { method: "DELETE", path: "/api/filters/:id", params: { id: "999999" }, as: 3 },
  { method: "POST", path: "/api/users/:id/mute", params: { id: "5" }, as: 3 },
  { method: "DELETE", path: "/api/users/:id/mute", params: { id: "5" }, as: 3 },
  { method: "GET", path: "/api/user-mutes" },
  { method: "GET", path: "/api/users/:id/game-statistics" },
  // Groups, resources, events
  { method: "GET", path: "/api/groups", query: { category: "all", tab: "all" } },
  { method: "POST", path: "/api/groups/:id/join", as: 3 },
  { method: "POST", path: "/api/groups/:id/leave", as: 3 },
  // Support groups as places; member 1 is a site moderator, so may moderate any group.
  {
    method: "POST",
    path: "/api/groups",
    body: {
      name: "Fuzz group",
      description: "A group from the fuzz test.",
      category: "visual",
      isPrivate: true,
      guidelines: "Be kind.",
    },
    as: 5,
  },
  { method: "GET", path: "/api/groups/:id" },
  { method: "PATCH", path: "/api/groups/:id", body: { guidelines: "Be kind, and keep what is shared here." } },
  { method: "GET", path: "/api/groups/:id/posts", query: { limit: "5" } },
  {
    method: "POST",
    path: "/api/groups/:id/posts",
    body: { type: "discussion", title: "Fuzz", content: "A group post from the fuzz test." },
  },
  { method: "GET", path: "/api/groups/:id/members", query: { limit: "5" } },
  { method: "DELETE", path: "/api/groups/:id/members/:userId", params: { userId: "999999" } },
  { method: "POST", path: "/api/groups/:id/members/:userId/readmit", params: { userId: "999999" } },
  { method: "POST", path: "/api/groups/:id/remove", body: { contentType: "post", contentId: 999999 } },
  { method: "GET", path: "/api/groups/:id/posts", query: { pinned: "true" } },
  { method: "DELETE", path: "/api/groups/:id/events/:eventId", params: { eventId: "999999" } },
  { method: "POST", path: "/api/groups/:id/posts/:postId/pin", params: { postId: "999999" } },
  { method: "DELETE", path: "/api/groups/:id/posts/:postId/pin", params: { postId: "999999" } },
  {
    method: "POST",
    path: "/api/groups/:id/events",
    body: groupEvent,
  },
  { method: "PUT", path: "/api/groups/:id/events/:eventId", params: { eventId: "999999" }, body: groupEvent },
  {
    method: "POST",
    path: "/api/groups/:id/requests/:userId/:decision",
    params: { userId: "999999", decision: "approve" },
  },
  // Notifications: everything scoped to the member asking.
  { method: "GET", path: "/api/notifications", query: { filter: "mentions", limit: "5" } },
  { method: "POST", path: "/api/notifications/read", body: { ids: [999999] } },
  { method: "GET", path: "/api/notification-settings" },
  {
    method: "PUT",
    path: "/api/notification-settings",
    as: 3,
    body: {
      mutedKinds: ["like"],
      email: { reply: "digest" },
      quietStart: 1320,
      quietEnd: 420,
      timeZone: "Australia/Sydney",
      announce: "mentions",
    },
  },
  { method: "GET", path: "/api/resources", query: { limit: "5" } },
  { method: "POST", path: "/api/resources/:id/helpful", as: 3 },
  { method: "GET", path: "/api/events", query: { type: "all", tab: "upcoming" } },
  { method: "GET", path: "/api/events", query: { tab: "upcoming", interpreting: "auslan", order: "auslan-first" } },
  { method: "POST", path: "/api/events/:id/register", as: 3 },
  { method: "DELETE", path: "/api/events/:id/register", as: 3 },
  // Messages
  { method: "POST", path: "/api/messages", body: { toUserId: 2, content: "Hello from the fuzz test." } },
  { method: "POST", path: "/api/messages/read", body: { otherUserId: 2 } },
  { method: "GET", path: "/api/messages/updates", query: { since: "0" } },
  { method: "GET", path: "/api/messages/updates", query: { since: "0", thread: "2" } },
  { method: "GET", path: "/api/messages/conversations/:userId" },
  {
    method: "GET",
    path: "/api/messages/:userId/:otherUserId",
    params: { userId: "1", otherUserId: "2" },
    query: { limit: "10" },
  },
  // Reports and moderation
  {
    method: "POST",
    path: "/api/reports",
    body: { contentType: "post", contentId: 2, reason: "spam", description: "Looks like spam." },
    as: 4,
  },
  { method: "GET", path: "/api/reports", query: { status: "pending" } },
  {
    method: "PUT",
    path: "/api/reports/:id",
    body: { status: "dismissed", resolution: "no_action", moderatorNotes: "Nothing wrong." },
  },
  { method: "PUT", path: "/api/reports/:id/assign", body: { moderatorId: 1 } },
  { method: "GET", path: "/api/moderation-actions", query: { limit: "5" } },
  {
    method: "POST",
    path: "/api/moderation-actions",
    body: { actionType: "warning_issued", targetUserId: 6, reason: "Please be kind.", severity: "low" },
  },
  { method: "GET", path: "/api/content-flags", query: { isResolved: "false" } },
  // Support requests: anyone may send one (a visitor must add an email, so this member's body is a
  // visitor's 400); moderators reply, note, close and reopen.
  {
    method: "POST",
    path: "/api/support-requests",
    body: { topic: "accessibility_barrier", message: "The forum's Load More button has no name.", pageUrl: "/forums" },
    as: 4,
    visitor: 400,
  },
  { method: "GET", path: "/api/support-requests", query: { limit: "5" } },
  { method: "POST", path: "/api/support-requests/:id/replies", body: { message: "Thank you, we fixed it." } },
  { method: "POST", path: "/api/support-requests/:id/notes", body: { note: "Checked with the developers." } },
  { method: "PUT", path: "/api/support-requests/:id", body: { status: "closed" } },
  { method: "PUT", path: "/api/content-flags/:id", body: { isResolved: true, createReport: false } },
  // Appeals: member 6 appeals a decision (not about them: a 404 after parsing); a moderator decides.
  {
    method: "POST",
    path: "/api/appeals",
    as: 6,
    body: { actionId: 1, statement: "Please look at this decision again, it was a mistake." },
  },
  {
    method: "PUT",
    path: "/api/appeals/:id",
    as: 2,
    body: { decision: "upheld", reason: "The decision follows the guidelines." },
  },
  // Accessibility preferences
  { method: "GET", path: "/api/accessibility-preferences/:userId" },
  {
    method: "PUT",
    path: "/api/accessibility-preferences/:userId",
    body: DEFAULT_PREFERENCES as unknown as { [key: string]: Json },
  },
  { method: "DELETE", path: "/api/accessibility-preferences/:userId" },
  // Arcade
  { method: "GET", path: "/api/game-rooms", query: { gameType: "chess", status: "all" } },
  {
    method: "POST",
    path: "/api/game-rooms",
    body: {
      name: "Fuzz room",
      gameType: "chess",
      isPrivate: false,
      accessibilityFeatures: ["screen_reader"],
      maxPlayers: 2,
    },
    as: 7,
  },
  // A private room's invite token; room 1 is public, where it changes nothing.
  { method: "GET", path: "/api/game-rooms/:id", query: { invite: "fuzz-invite-token" } },
  { method: "GET", path: "/api/game-rooms/:id/participants", query: { invite: "fuzz-invite-token" } },
  {
    method: "POST",
    path: "/api/game-rooms/:id/join",
    query: { invite: "fuzz-invite-token" },
    body: { userId: 8 },
    as: 8,
  },
  { method: "POST", path: "/api/game-rooms/:id/leave", body: { userId: 8 }, as: 8 },
  { method: "POST", path: "/api/game-rooms/:id/invite", body: { username: "no-such-member" } },
  // Connections
  { method: "POST", path: "/api/relationship-profile", body: profile, as: 9 },
  { method: "GET", path: "/api/relationship-profile/:userId" },
  {
    method: "PATCH",
    path: "/api/relationship-profile/:userId",
    params: { userId: "9" },
    body: { aboutMe: "Changed by the fuzz test.", maxDistance: 25 },
    as: 9,
  },
  { method: "DELETE", path: "/api/relationship-profile/:userId", params: { userId: "9" }, as: 9 },
  { method: "GET", path: "/api/matches/:userId", query: { lookingFor: "any" } },
  { method: "POST", path: "/api/matches/:userId/like", params: { userId: "10" }, as: 9 },
  { method: "POST", path: "/api/matches/:userId/pass", params: { userId: "11" }, as: 9 },
  { method: "GET", path: "/api/user-matches/:userId" },
  // Billing
  { method: "GET", path: "/api/subscription-plans" },
  { method: "GET", path: "/api/user-subscription" },
  { method: "GET", path: "/api/billing-invoices", query: { limit: "5" } },
  { method: "GET", path: "/api/invoices/:id/download" },
  {
    method: "POST",
    path: "/api/subscriptions",
    body: { planId: 2, billingInterval: "monthly", promoCode: "WELCOME" },
    as: 12,
  },
  { method: "POST", path: "/api/subscriptions/cancel", body: { cancelAtPeriodEnd: true }, as: 12 },
  { method: "POST", path: "/api/subscriptions/reactivate", as: 12 },
  // Ads manager (member 6 owns account 3, on the starter plan)
  { method: "GET", path: "/api/ad-accounts" },
  { method: "POST", path: "/api/ad-accounts", body: { accountName: "Fuzz account" }, as: 15 },
  { method: "GET", path: "/api/campaigns", query: { accountId: "1", status: "all", objective: "all", limit: "5" } },
  { method: "GET", path: "/api/campaigns/export", query: { accountId: "1", status: "all" } },
  {
    method: "POST",
    path: "/api/campaigns",
    body: {
      accountId: 3,
      name: "Fuzz campaign",
      objective: "awareness",
      budget: 50,
      startDate: "2026-01-01",
      status: "paused",
    },
    as: 6,
  },
  { method: "GET", path: "/api/campaigns/:id" },
  { method: "PATCH", path: "/api/campaigns/:id", body: { name: "Renamed by the fuzz test", budget: 75 } },
  { method: "GET", path: "/api/analytics", query: { accountId: "1", range: "30" } },
  { method: "GET", path: "/api/analytics/export", query: { accountId: "1", range: "7" } },
  { method: "GET", path: "/api/usage" },
  { method: "GET", path: "/api/ad-creatives", query: { accountId: "1", type: "all", limit: "5" } },
  {
    method: "POST",
    path: "/api/ad-creatives",
    body: {
      accountId: 3,
      name: "Fuzz creative",
      type: "image",
      headline: "Headline",
      primaryText: "Text",
      callToAction: "Learn more",
    },
    as: 6,
  },
  { method: "GET", path: "/api/audiences", query: { accountId: "1", type: "all", status: "all", limit: "5" } },
  {
    method: "POST",
    path: "/api/audiences",
    body: {
      accountId: 3,
      name: "Fuzz audience",
      type: "saved",
      sourceType: "website",
      description: "From the fuzz test.",
    },
    as: 6,
  },
  // NDIS provider directory
  {
    method: "GET",
    path: "/api/ndis-providers",
    query: { search: "care", location: "Melbourne VIC", serviceType: "core", sort: "rating", page: "1" },
  },
  { method: "GET", path: "/api/ndis-providers/:id" },
  {
    method: "POST",
    path: "/api/ndis-providers/:id/enquiries",
    body: { kind: "message", message: "Do you have openings on weekdays?" },
  },
  { method: "POST", path: "/api/ndis-providers/:id/save", as: 3 },
  { method: "DELETE", path: "/api/ndis-providers/:id/save", as: 3 },
  // The account: member 38's own, and member 39 deletes theirs (no other line acts as either).
  { method: "GET", path: "/api/account", as: 38 },
  { method: "PATCH", path: "/api/account", as: 38, body: { bio: "Fuzzed", pronouns: "they/them", website: "" } },
  { method: "GET", path: "/api/account/username", as: 38, query: { username: "fuzz.name" } },
  // Your picture: the upload's body is multipart (its hostile files are in media-avatars-creatives.test.ts).
  { method: "PUT", path: "/api/account/avatar", as: 38 },
  { method: "DELETE", path: "/api/account/avatar", as: 38 },
  { method: "GET", path: "/api/account/sessions", as: 38 },
  { method: "DELETE", path: "/api/account/sessions", as: 38 },
  { method: "GET", path: "/api/account/sessions/:id", as: 38, params: { id: "ab".repeat(32) } },
  { method: "DELETE", path: "/api/account/sessions/:id", as: 38, params: { id: "ab".repeat(32) } },
  { method: "GET", path: "/api/account/export", as: 38 },
  { method: "POST", path: "/api/account/email", as: 38, body: { email: "fuzz.new@example.org" } },
  { method: "POST", path: "/api/account/email/confirm", as: 38, body: { changeId: "x".repeat(22), code: "ABC234" } },
  { method: "DELETE", path: "/api/account", as: 39, body: { confirm: "delete my account", deleteContent: false } },
  // Methods these endpoints do not take: each answers 405 JSON with Allow, whatever is sent.
  { method: "GET", path: "/api/relationship-profile" },
  { method: "GET", path: "/api/subscriptions" },
  { method: "GET", path: "/api/messages" },
  { method: "POST", path: "/api/ndis-providers", body: { businessName: "Not allowed" }, visitor: 405 },
  { method: "POST", path: "/api/resources", body: { title: "Not allowed" }, visitor: 405 },
  { method: "POST", path: "/api/events", body: { title: "Not allowed" }, visitor: 405 },
  // Anything else under /api answers a JSON 404.
  { method: "GET", path: "/api/no-such-endpoint/:id" },
  { method: "POST", path: "/api/no-such-endpoint", body: { a: 1 }, visitor: 404 },
  // Passkeys: member 1 has none, so PATCH and DELETE answer 404, and an answer that does not verify 422.
  { method: "GET", path: "/api/account/passkeys" },
  { method: "POST", path: "/api/account/passkeys/options" },
  {
    method: "POST",
    path: "/api/account/passkeys",
    body: {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "e30", attestationObject: "oA", transports: ["internal"] },
        clientExtensionResults: {},
      },
      name: "Laptop",
    },
  },
  { method: "GET", path: "/api/account/passkeys/:id" },
  { method: "PATCH", path: "/api/account/passkeys/:id", body: { name: "Phone" } },
  { method: "DELETE", path: "/api/account/passkeys/:id" },
];
