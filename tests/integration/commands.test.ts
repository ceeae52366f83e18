// Sweeps over every declared command (app/server/commands), so a new command cannot forget its
// policy: a visitor is refused, a suspended member is refused unless the command says why, a
// target a member may not see is not found, and a rate limit holds. Each command needs an entry
// in EXAMPLES below, and the first test fails until it has one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { allCommands, execute, type Command } from "~/server/commands/index.server";
import { createDb } from "~/models/db.server";
import type { CurrentUser } from "~/server/auth.server";
import type { Permission, Role } from "~/lib/permissions";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import { api } from "./http";
import { newRoom } from "./arcade-fixtures";
import { sha256 } from "~/models/crypto.server";
import { memberToken } from "./constants";
import { PNG_1X1 } from "../shared/images";
import { awayFromWindowEnd, windowStart } from "./rate-window";

const AUTHOR = 24;
const OUTSIDER = 25;
const BLOCKED_BY_AUTHOR = 26;
const ACTOR = 27;
const BYSTANDER = 28;

type Fixture = {
  publicPost: number;
  publicReply: number;
  privateGroup: number;
  privatePost: number;
  privateReply: number;
  privateEvent: number;
  publicEvent: number;
  publicGroup: number;
  resource: number;
  provider: number;
  /** A public group the sweep's ACTOR moderates (they created it), and an event in it. */
  actorGroup: number;
  actorEvent: number;
  publicRoom: number;
  privateRoom: number;
  /** ACTOR's seeded session (its id, the token's hash), signed in moments ago. */
  actorSession: string;
  /** An image by AUTHOR on the public post, and one on the private group's post. */
  publicImage: number;
  privateImage: number;
};

/** For each command: an input that would work, and inputs aimed at content the caller may not see. */
type Example = {
  valid: (f: Fixture) => unknown;
  /** A private group's content, for a member who is not in it. */
  privateTarget?: (f: Fixture) => unknown;
  /** Content by a member who blocked the caller. */
  blockedTarget?: (f: Fixture) => unknown;
};

const post = { type: "post", content: "Hello from the sweep" } as const;
const EXAMPLES: Record<string, Example> = {
  uploadImage: {
    valid: () => ({
      file: { type: "image/png", width: 1, height: 1, animated: false, bytes: PNG_1X1 },
      still: null,
      alt: "A dot",
    }),
  },
  setAvatar: {
    valid: () => ({
      large: { type: "image/png", width: 256, height: 256, animated: false, bytes: PNG_1X1 },
      small: { type: "image/png", width: 96, height: 96, animated: false, bytes: PNG_1X1 },
    }),
  },
  removeAvatar: { valid: () => ({}) },
  describeImage: {
    valid: (f) => ({ mediaId: f.publicImage, alt: "A ramp" }),
    privateTarget: (f) => ({ mediaId: f.privateImage, alt: "Seen" }),
    blockedTarget: (f) => ({ mediaId: f.publicImage, alt: "Seen" }),
  },
  followMember: {
    valid: () => ({ userId: AUTHOR, follow: true }),
    blockedTarget: () => ({ userId: AUTHOR, follow: true }),
  },
  blockMember: { valid: () => ({ userId: BYSTANDER, block: true }) },
  muteMember: { valid: () => ({ userId: BYSTANDER, mute: true }) },
  addKeywordFilter: { valid: () => ({ phrase: "sweep", action: "hide", expiresIn: "forever" }) },
  changeKeywordFilter: { valid: () => ({ id: 999_999, change: { action: "warn" } }) },
  removeKeywordFilter: { valid: () => ({ id: 999_999 }) },
  writePost: {
    valid: () => ({ input: post }),
    privateTarget: (f) => ({ input: post, groupId: f.privateGroup }),
  },
  likePost: {
    valid: (f) => ({ postId: f.publicPost }),
    privateTarget: (f) => ({ postId: f.privatePost }),
    blockedTarget: (f) => ({ postId: f.publicPost }),
  },
  likeReply: {
    valid: (f) => ({ commentId: f.publicReply }),
    privateTarget: (f) => ({ commentId: f.privateReply }),
    blockedTarget: (f) => ({ commentId: f.publicReply }),
  },
  replyToPost: {
    valid: (f) => ({ postId: f.publicPost, input: { content: "A reply" } }),
    privateTarget: (f) => ({ postId: f.privatePost, input: { content: "A reply" } }),
    blockedTarget: (f) => ({ postId: f.publicPost, input: { content: "A reply" } }),
  },
  editReply: {
    valid: (f) => ({ commentId: f.publicReply, edit: { content: "Edited" } }),
    privateTarget: (f) => ({ commentId: f.privateReply, edit: { content: "Edited" } }),
    blockedTarget: (f) => ({ commentId: f.publicReply, edit: { content: "Edited" } }),
  },
  deleteReply: {
    valid: (f) => ({ commentId: f.publicReply }),
    privateTarget: (f) => ({ commentId: f.privateReply }),
    blockedTarget: (f) => ({ commentId: f.publicReply }),
  },
  editPost: {
    valid: (f) => ({ postId: f.publicPost, edit: { content: "Edited" } }),
    privateTarget: (f) => ({ postId: f.privatePost, edit: { content: "Edited" } }),
    blockedTarget: (f) => ({ postId: f.publicPost, edit: { content: "Edited" } }),
  },
  deletePost: {
    valid: (f) => ({ postId: f.publicPost }),
    privateTarget: (f) => ({ postId: f.privatePost }),
    blockedTarget: (f) => ({ postId: f.publicPost }),
  },
  acceptAnswer: {
    valid: (f) => ({ postId: f.publicPost, commentId: f.publicReply }),
    privateTarget: (f) => ({ postId: f.privatePost, commentId: f.privateReply }),
    blockedTarget: (f) => ({ postId: f.publicPost, commentId: f.publicReply }),
  },
  joinGroup: { valid: (f) => ({ groupId: f.publicGroup }) },
  leaveGroup: { valid: (f) => ({ groupId: f.publicGroup }) },
  registerForEvent: { valid: (f) => ({ eventId: f.publicEvent }), privateTarget: (f) => ({ eventId: f.privateEvent }) },
  cancelRegistration: {
    valid: (f) => ({ eventId: f.publicEvent }),
    privateTarget: (f) => ({ eventId: f.privateEvent }),
  },
  markHelpful: { valid: (f) => ({ resourceId: f.resource }) },
  reportContent: {
    valid: (f) => ({ contentType: "post", contentId: f.publicPost, reason: "spam", description: null }),
    privateTarget: (f) => ({ contentType: "post", contentId: f.privatePost, reason: "spam", description: null }),
    blockedTarget: (f) => ({ contentType: "comment", contentId: f.publicReply, reason: "spam", description: null }),
  },
  sendMessage: {
    // Not BYSTANDER: the sweep's suspended member has blocked them by now (blockMember).
    valid: () => ({ toUserId: AUTHOR, content: "Hello from the sweep" }),
    blockedTarget: () => ({ toUserId: AUTHOR, content: "Hello from the sweep" }),
  },
  markThreadRead: { valid: () => ({ otherUserId: AUTHOR }) },
  createRelationshipProfile: {
    valid: () => ({ lookingFor: ["friendship"], communicationPreferences: ["text"], isActive: true }),
  },
  updateRelationshipProfile: { valid: () => ({ changes: { aboutMe: "Changed by the sweep" } }) },
  deleteRelationshipProfile: { valid: () => ({}) },
  likeProfile: { valid: () => ({ toUserId: AUTHOR }), blockedTarget: () => ({ toUserId: AUTHOR }) },
  passProfile: { valid: () => ({ toUserId: AUTHOR }), blockedTarget: () => ({ toUserId: AUTHOR }) },
  sendEnquiry: {
    valid: (f) => ({ providerId: f.provider, input: { kind: "message", message: "Hello from the sweep" } }),
  },
  saveProvider: { valid: (f) => ({ providerId: f.provider, saved: true }) },
  markNotificationsRead: { valid: () => ({ ids: "all" }) },
  saveNotificationSettings: {
    valid: () => ({
      settings: { mutedKinds: [], quietStart: null, quietEnd: null, timeZone: "Australia/Sydney", announce: "all" },
    }),
  },
  saveAccessibilityPreferences: { valid: () => ({ preferences: DEFAULT_PREFERENCES }) },
  forgetAccessibilityPreferences: { valid: () => ({}) },
  startPasskeyRegistration: { valid: () => ({}) },
  // An answer no authenticator gave: refused by `run`, after the policy's checks.
  registerPasskey: {
    valid: () => ({
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "e30", attestationObject: "oA" },
        clientExtensionResults: {},
      },
    }),
  },
  startPasskeyConfirmation: { valid: () => ({}) },
  // An assertion from no known passkey: refused by `run`, after the policy's checks.
  confirmAccountPasskey: {
    valid: (f) => ({
      session: f.actorSession,
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
        clientExtensionResults: {},
      },
    }),
  },
  renamePasskey: { valid: () => ({ id: 1, name: "Phone" }) },
  removePasskey: { valid: () => ({ id: 1 }) },
  completeWelcome: { valid: () => ({ displayName: "Sweep Member", bio: "" }) },
  openAdAccount: { valid: () => ({ accountName: "Sweep Co" }) },
  createCampaign: {
    valid: () => ({
      accountId: 1,
      name: "Sweep",
      objective: "traffic",
      budget: 5,
      startDate: "2030-01-01",
      endDate: null,
      audienceId: null,
      creativeId: null,
    }),
  },
  editCampaign: { valid: () => ({ campaignId: 1, input: { name: "Sweep" } }) },
  createCreative: {
    valid: () => ({
      accountId: 1,
      name: "Sweep",
      type: "image",
      headline: "Hello",
      primaryText: "Text",
      callToAction: "learn_more",
      status: "draft",
    }),
  },
  createAudience: {
    valid: () => ({
      accountId: 1,
      type: "custom",
      name: "Sweep",
      description: "",
      sourceType: "website",
      isActive: true,
    }),
  },
  subscribe: { valid: () => ({ planId: 2, billingInterval: "monthly" }) },
  cancelSubscription: { valid: () => ({ cancelAtPeriodEnd: true }) },
  reactivateSubscription: { valid: () => ({}) },
  setModeratorRole: { valid: () => ({ userId: BYSTANDER, moderator: true }) },
  restartGame: { valid: (f) => ({ roomId: f.publicRoom }) },
  readRoomNotifications: { valid: (f) => ({ roomId: f.publicRoom }) },
  createGroup: {
    valid: () => ({ name: "Sweep Two", description: "d", category: "visual", isPrivate: false, guidelines: "Kind." }),
  },
  answerJoinRequest: { valid: (f) => ({ groupId: f.actorGroup, userId: BYSTANDER, approve: true }) },
  removeGroupMember: { valid: (f) => ({ groupId: f.actorGroup, userId: BYSTANDER }) },
  readmitGroupMember: { valid: (f) => ({ groupId: f.actorGroup, userId: BYSTANDER }) },
  removeFromGroup: { valid: (f) => ({ groupId: f.actorGroup, contentType: "post", contentId: f.publicPost }) },
  pinGroupPost: { valid: (f) => ({ groupId: f.actorGroup, postId: f.publicPost, pinned: true }) },
  createGroupEvent: { valid: (f) => ({ groupId: f.actorGroup, input: {} }) },
  editGroupEvent: {
    valid: (f) => ({ groupId: f.actorGroup, eventId: f.actorEvent, input: {} }),
    privateTarget: (f) => ({ groupId: f.privateGroup, eventId: f.privateEvent, input: {} }),
  },
  cancelGroupEvent: {
    valid: (f) => ({ groupId: f.actorGroup, eventId: f.actorEvent }),
    privateTarget: (f) => ({ groupId: f.privateGroup, eventId: f.privateEvent }),
  },
  createGameRoom: {
    valid: () => ({ name: "Sweep room", gameType: "chess", isPrivate: false, pace: "live", accessibilityFeatures: [] }),
  },
  joinGameRoom: { valid: (f) => ({ roomId: f.publicRoom }), privateTarget: (f) => ({ roomId: f.privateRoom }) },
  leaveGameRoom: { valid: (f) => ({ roomId: f.publicRoom }), privateTarget: (f) => ({ roomId: f.privateRoom }) },
  inviteToGameRoom: {
    valid: (f) => ({ roomId: f.publicRoom, username: "someone" }),
    privateTarget: (f) => ({ roomId: f.privateRoom, username: "someone" }),
  },
  assignReport: { valid: () => ({ reportId: 1, input: {} }) },
  resolveReport: { valid: () => ({ reportId: 1, input: { status: "resolved", resolution: "no_action" } }) },
  recordModerationAction: {
    valid: () => ({ actionType: "warning", reason: "Sweep", targetUserId: BYSTANDER }),
  },
  resolveContentFlag: { valid: () => ({ flagId: 1, createReport: false }) },
  fileAppeal: { valid: () => ({ actionId: 1, statement: "Please look at this decision again." }) },
  decideAppeal: { valid: () => ({ appealId: 1, input: { decision: "upheld", reason: "It follows the guidelines." } }) },
  updateGroup: { valid: (f) => ({ groupId: f.actorGroup, changes: { guidelines: "Kinder." } }) },
  sendSupportRequest: {
    valid: () => ({ topic: "account", message: "Help from the sweep", email: "sweep@example.org" }),
  },
  replyToSupportRequest: { valid: () => ({ requestId: 1, message: "A reply from the sweep" }) },
  noteOnSupportRequest: { valid: () => ({ requestId: 1, note: "A note from the sweep" }) },
  setSupportRequestStatus: { valid: () => ({ requestId: 1, status: "closed" }) },
  updateProfile: { valid: () => ({ changes: { bio: "Changed by the sweep" } }) },
  endSession: { valid: () => ({ sessionId: "ab".repeat(32) }) },
  endOtherSessions: { valid: (f) => ({ session: f.actorSession }) },
  sendAccountCode: { valid: () => ({}) },
  confirmAccountCode: { valid: (f) => ({ session: f.actorSession, attempt: "x".repeat(22), code: "ABC234" }) },
  // Suspended members are refused, so the sweep never reaches the deletion itself.
  deleteAccount: { valid: (f) => ({ session: f.actorSession, deleteContent: false }) },
  requestEmailChange: { valid: (f) => ({ session: f.actorSession, email: "sweep.new@example.org" }) },
  confirmEmailChange: { valid: () => ({ changeId: "x".repeat(22), code: "ABC234" }) },
};

let fixture: Fixture;
const db = () => createDb(env.DB);

async function member(
  id: number,
  { suspended = false, roles = ["member"] }: { suspended?: boolean; roles?: Role[] } = {},
): Promise<CurrentUser> {
  const row = await env.DB.prepare("SELECT id, display_name, username, email FROM users WHERE id = ?")
    .bind(id)
    .first<{ id: number; display_name: string; username: string; email: string }>();
  return {
    id,
    displayName: row!.display_name,
    username: row!.username,
    email: row!.email,
    avatar: null,
    roles,
    suspendedUntil: suspended ? new Date(Date.now() + 86_400_000).toISOString() : null,
    welcomedAt: null,
  };
}

/** The roles that let `command` past its `who`, so the later checks are what is swept. */
const rolesFor = ({ policy: { who } }: Command<never, unknown>): Role[] =>
  typeof who === "object" && "permission" in who ? ["member", ...ROLES_WITH[who.permission]] : ["member"];
const ROLES_WITH: Record<Permission, Role[]> = {
  "moderate:reports": ["moderator"],
  "moderate:groups": ["moderator"],
  "ads:manage": ["advertiser"],
  "members:manage-roles": ["admin"],
};

const run = async (command: Command<never, unknown>, actor: CurrentUser | null, input: unknown) =>
  execute(command, { db: db(), env, actor, input: input as never });

const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  const group = await json<{ id: number }>(
    await api("/api/groups", {
      as: AUTHOR,
      body: { name: "Sweep Circle", description: "Private.", category: "visual", isPrivate: true, guidelines: "Kind." },
    }),
  );
  const privatePost = await json<{ id: number }>(
    await api(`/api/groups/${group.id}/posts`, {
      as: AUTHOR,
      body: { type: "discussion", title: "Ours", content: "x" },
    }),
  );
  const privateReply = await json<{ id: number }>(
    await api(`/api/posts/${privatePost.id}/comments`, { as: AUTHOR, body: { content: "Inside" } }),
  );
  const publicPost = await json<{ id: number }>(await api("/api/posts", { as: AUTHOR, body: post }));
  const publicReply = await json<{ id: number }>(
    await api(`/api/posts/${publicPost.id}/comments`, { as: AUTHOR, body: { content: "Outside" } }),
  );
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const end = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
  const insertEvent = (groupId: number | null) =>
    env.DB.prepare(
      "INSERT INTO events (title, description, event_type, start_time, end_time, organizer, group_id) VALUES ('Sweep', 'd', 'social', ?, ?, 'Us', ?) RETURNING id",
    )
      .bind(start, end, groupId)
      .first<{ id: number }>();
  const one = (sql: string) => env.DB.prepare(sql).first<{ id: number }>();
  const insertImage = (postId: number) =>
    env.DB.prepare(
      "INSERT INTO media (key, owner_id, type, size, width, height, post_id) VALUES (?, ?, 'image/png', 70, 1, 1, ?) RETURNING id",
    )
      .bind(`${"0".repeat(30)}${postId.toString(16).padStart(6, "0")}.png`, AUTHOR, postId)
      .first<{ id: number }>();
  const actorGroup = await json<{ id: number }>(
    await api("/api/groups", {
      as: ACTOR,
      body: { name: "Sweep Commons", description: "Open.", category: "visual", isPrivate: false, guidelines: "Kind." },
    }),
  );
  fixture = {
    publicPost: publicPost.id,
    publicReply: publicReply.id,
    privateGroup: group.id,
    privatePost: privatePost.id,
    privateReply: privateReply.id,
    privateEvent: (await insertEvent(group.id))!.id,
    publicEvent: (await insertEvent(null))!.id,
    publicGroup: (await one("SELECT id FROM support_groups WHERE is_private = 0 LIMIT 1"))!.id,
    resource: (await one("SELECT id FROM resources LIMIT 1"))!.id,
    provider: (await one("SELECT id FROM ndis_providers LIMIT 1"))!.id,
    actorGroup: actorGroup.id,
    actorEvent: (await insertEvent(actorGroup.id))!.id,
    publicImage: (await insertImage(publicPost.id))!.id,
    privateImage: (await insertImage(privatePost.id))!.id,
    publicRoom: (await newRoom(AUTHOR)).id,
    privateRoom: (await newRoom(AUTHOR, { isPrivate: true })).id,
    actorSession: await sha256(memberToken(ACTOR)),
  };
  expect((await api(`/api/users/${BLOCKED_BY_AUTHOR}/block`, { as: AUTHOR, method: "POST" })).status).toBe(200);
});

describe("every command", () => {
  const commands = allCommands();

  it("is declared, and has an example here", () => {
    expect(commands.length).toBeGreaterThan(10);
    const missing = commands.map((command) => command.name).filter((name) => !(name in EXAMPLES));
    expect(missing).toEqual([]);
  });

  it("refuses a visitor, unless it names why a visitor may call it", async () => {
    for (const command of commands) {
      const { who } = command.policy;
      const result = await run(command, null, EXAMPLES[command.name]!.valid(fixture));
      if (typeof who === "object" && "visitors" in who) {
        expect(who.visitors.length, command.name).toBeGreaterThan(10);
        expect(result.ok ? "ran" : result.refusal.kind, command.name).not.toBe("unauthenticated");
      } else expect(result.ok ? "ran" : result.refusal.kind, command.name).toBe("unauthenticated");
    }
  });

  it("refuses a suspended member, unless it names why they may still call it", async () => {
    for (const command of commands) {
      const suspended = await member(ACTOR, { suspended: true, roles: rolesFor(command) });
      const result = await run(command, suspended, EXAMPLES[command.name]!.valid(fixture));
      if (command.policy.suspended) {
        expect(command.policy.suspended.allowed.length, command.name).toBeGreaterThan(10);
        expect(result.ok ? "ran" : result.refusal.kind, command.name).not.toBe("suspended");
      } else expect(result.ok ? "ran" : result.refusal.kind, command.name).toBe("suspended");
    }
  });

  it("answers not_found for a private group's content to a non-member", async () => {
    const aimed = commands.filter((command) => EXAMPLES[command.name]!.privateTarget);
    expect(aimed.length).toBeGreaterThan(5);
    for (const command of aimed) {
      const outsider = await member(OUTSIDER, { roles: rolesFor(command) });
      const result = await run(command, outsider, EXAMPLES[command.name]!.privateTarget!(fixture));
      // Posting into a group you are not in is refused: the group is a public place, its content is not.
      const expected = command.name === "writePost" ? "forbidden" : "not_found";
      expect(result.ok ? "ran" : result.refusal.kind, command.name).toBe(expected);
    }
  });

  it("answers not_found for content by a member who blocked the caller", async () => {
    const aimed = commands.filter((command) => EXAMPLES[command.name]!.blockedTarget);
    expect(aimed.length).toBeGreaterThan(4);
    for (const command of aimed) {
      const blocked = await member(BLOCKED_BY_AUTHOR, { roles: rolesFor(command) });
      const result = await run(command, blocked, EXAMPLES[command.name]!.blockedTarget!(fixture));
      expect(result.ok ? "ran" : result.refusal.kind, command.name).toBe("not_found");
    }
  });

  it("answers rate_limited past its limit", async () => {
    const limited = commands.filter((command) => command.policy.rateLimit);
    expect(limited.length).toBeGreaterThan(8);
    for (const command of limited) {
      const actor = await member(ACTOR, { roles: rolesFor(command) });
      const action = command.policy.rateLimit!;
      const { limit, windowSeconds } = RATE_LIMITS[action];
      // The window filled here must still be the one the command counts in.
      await awayFromWindowEnd(windowSeconds, 2_000);
      await env.DB.prepare(
        "INSERT INTO rate_limits (user_id, action, window_start, count) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET window_start = excluded.window_start, count = excluded.count",
      )
        .bind(actor.id, action, windowStart(windowSeconds), limit)
        .run();
      const result = await run(command, actor, EXAMPLES[command.name]!.valid(fixture));
      expect(result.ok ? "ran" : result.refusal.kind, command.name).toBe("rate_limited");
    }
  });
});
