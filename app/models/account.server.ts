// A member's own account: their profile and @username, the download of everything D1 holds
// about them, and deleting the account. The export and the deletion each name every table that
// has a column naming a member (tests/integration/account-data.test.ts checks against the schema).
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  accessibilityPreferences,
  adAccounts,
  billingInvoices,
  commentLikes,
  comments,
  connectionLikes,
  connectionMatches,
  contentFlags,
  editRevisions,
  emailChanges,
  eventRegistrations,
  events,
  follows,
  gameResultPlayers,
  gameResults,
  gameRooms,
  groupMemberships,
  mentions,
  messages,
  moderationActions,
  notifications,
  notificationSettings,
  postLikes,
  posts,
  providerEnquiries,
  providerReviews,
  rateLimits,
  relationshipProfiles,
  reports,
  resources,
  resourceVotes,
  roomParticipants,
  savedProviders,
  sessions,
  signInCodes,
  supportGroups,
  userBlocks,
  users,
  userSubscriptions,
  usernameHistory,
  appeals,
  keywordFilters,
  media,
  passkeyChallenges,
  passkeys,
  supportRequestEntries,
  userMutes,
  supportRequests,
} from "../../db/schema";
import type { Db, Statement } from "~/models/db.server";
import { passkeysOf } from "./passkey.server";
import { listSessions } from "./session.server";
import { randomCode, randomToken, sha256 } from "./crypto.server";

// ------------------------------------------------------------ profile

/** What the account page edits. */
export function getAccount(db: Db, userId: number) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      email: users.email,
      bio: users.bio,
      location: users.location,
      website: users.website,
      pronouns: users.pronouns,
      avatar: users.avatar,
      memberSince: users.memberSince,
      usernameChangedAt: users.usernameChangedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
export type Account = Awaited<ReturnType<typeof getAccount>>[number];

/** The account page's reads after the session: the profile and every live session, one round trip. */
export async function loadAccountPage(db: Db, userId: number) {
  const [account, sessionRows, passkeyRows] = await db.batch([
    getAccount(db, userId),
    listSessions(db, { userId }),
    passkeysOf(db, userId),
  ]);
  return { account: account[0] ?? null, sessions: sessionRows, passkeys: passkeyRows };
}

/** Whether `username` (any case) is someone else's, now or before: a name once used stays its member's. */
export async function usernameTaken(db: Db, { username, userId }: { username: string; userId: number }) {
  const name = username.toLowerCase();
  const [row] = await db
    .select({
      taken: sql<number>`exists (select 1 from ${users} where lower(${users.username}) = ${name} and ${users.id} <> ${userId}) or exists (select 1 from ${usernameHistory} where ${usernameHistory.username} = ${name} and ${usernameHistory.userId} <> ${userId})`,
    })
    .from(sql`(select 1)`);
  return Boolean(row?.taken);
}

export type ProfileChanges = Partial<{
  displayName: string;
  username: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  pronouns: string | null;
}>;

/**
 * Saves the changes. A new username keeps the old one in the member's history (mentions of it
 * still lead to them); taking back an old name of their own clears it from the history.
 */
export async function updateProfile(
  db: Db,
  {
    userId,
    changes,
    oldUsername,
    now = Date.now(),
  }: { userId: number; changes: ProfileChanges; oldUsername: string; now?: number },
) {
  const at = new Date(now).toISOString();
  const renamed = changes.username !== undefined && changes.username !== oldUsername;
  const statements: Statement[] = [];
  if (renamed) {
    const next = changes.username!.toLowerCase();
    statements.push(
      db.delete(usernameHistory).where(and(eq(usernameHistory.username, next), eq(usernameHistory.userId, userId))),
    );
    if (oldUsername.toLowerCase() !== next)
      statements.push(
        db.insert(usernameHistory).values({ username: oldUsername.toLowerCase(), userId }).onConflictDoNothing(),
      );
  }
  const { username, ...rest } = changes;
  statements.push(
    db
      .update(users)
      .set({ ...rest, ...(renamed ? { username, usernameChangedAt: at } : {}) })
      .where(eq(users.id, userId)),
  );
  await db.batch(statements as [Statement, ...Statement[]]);
}

// ------------------------------------------------------------ your data

/** Columns never exported: secrets (hashes) and other members' private words. */
const exportSections = (
  db: Db,
  userId: number,
): Record<Exclude<(typeof EXPORTED_TABLES)[number], "users">, Statement> => {
  const me = userId;
  return {
    sessions: db
      .select({
        userAgent: sessions.userAgent,
        country: sessions.country,
        city: sessions.city,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, me)),
    username_history: db.select().from(usernameHistory).where(eq(usernameHistory.userId, me)),
    email_changes: db
      .select({
        oldEmail: emailChanges.oldEmail,
        newEmail: emailChanges.newEmail,
        createdAt: emailChanges.createdAt,
        confirmedAt: emailChanges.confirmedAt,
        undoneAt: emailChanges.undoneAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.userId, me)),
    follows: db
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, me), eq(follows.followingId, me))),
    posts: db.select().from(posts).where(eq(posts.authorId, me)),
    post_likes: db.select().from(postLikes).where(eq(postLikes.userId, me)),
    comments: db.select().from(comments).where(eq(comments.authorId, me)),
    comment_likes: db.select().from(commentLikes).where(eq(commentLikes.userId, me)),
    // Whom your posts and replies mention.
    mentions: db.select().from(mentions).where(eq(mentions.authorId, me)),
    messages: db
      .select()
      .from(messages)
      .where(or(eq(messages.fromUserId, me), eq(messages.toUserId, me))),
    // Only reports you made: who reported you is never said.
    reports: db
      .select({
        id: reports.id,
        contentType: reports.contentType,
        contentId: reports.contentId,
        reason: reports.reason,
        description: reports.description,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, me)),
    // Decisions about you, without the moderator's name; and those you made, if you moderate.
    moderation_actions: db
      .select({
        id: moderationActions.id,
        actionType: moderationActions.actionType,
        reason: moderationActions.reason,
        aboutYou: sql<number>`${moderationActions.targetUserId} = ${me}`,
        createdAt: moderationActions.createdAt,
      })
      .from(moderationActions)
      .where(or(eq(moderationActions.targetUserId, me), eq(moderationActions.moderatorId, me))),
    content_flags: db.select().from(contentFlags).where(eq(contentFlags.resolvedBy, me)),
    group_memberships: db.select().from(groupMemberships).where(eq(groupMemberships.userId, me)),
    resources: db.select().from(resources).where(eq(resources.authorId, me)),
    resource_votes: db.select().from(resourceVotes).where(eq(resourceVotes.userId, me)),
    event_registrations: db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, me)),
    accessibility_preferences: db
      .select()
      .from(accessibilityPreferences)
      .where(eq(accessibilityPreferences.userId, me)),
    game_rooms: db.select().from(gameRooms).where(eq(gameRooms.hostId, me)),
    room_participants: db.select().from(roomParticipants).where(eq(roomParticipants.userId, me)),
    game_results: db
      .select()
      .from(gameResults)
      .where(
        or(
          eq(gameResults.winnerId, me),
          inArray(
            gameResults.id,
            db
              .select({ id: gameResultPlayers.resultId })
              .from(gameResultPlayers)
              .where(eq(gameResultPlayers.userId, me)),
          ),
        ),
      ),
    game_result_players: db.select().from(gameResultPlayers).where(eq(gameResultPlayers.userId, me)),
    relationship_profiles: db.select().from(relationshipProfiles).where(eq(relationshipProfiles.userId, me)),
    // Likes you gave; who liked you is shown only as a match.
    connection_likes: db.select().from(connectionLikes).where(eq(connectionLikes.fromUserId, me)),
    connection_matches: db
      .select()
      .from(connectionMatches)
      .where(or(eq(connectionMatches.userLowId, me), eq(connectionMatches.userHighId, me))),
    // Members you blocked; who blocked you is never said.
    user_blocks: db.select().from(userBlocks).where(eq(userBlocks.blockerId, me)),
    ad_accounts: db.select().from(adAccounts).where(eq(adAccounts.ownerId, me)),
    user_subscriptions: db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, me)),
    billing_invoices: db.select().from(billingInvoices).where(eq(billingInvoices.userId, me)),
    provider_reviews: db.select().from(providerReviews).where(eq(providerReviews.participantId, me)),
    provider_enquiries: db.select().from(providerEnquiries).where(eq(providerEnquiries.userId, me)),
    saved_providers: db.select().from(savedProviders).where(eq(savedProviders.userId, me)),
    rate_limits: db.select().from(rateLimits).where(eq(rateLimits.userId, me)),
    // A notification's quoted text only where it quotes nothing that may since be out of sight.
    notifications: db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        detail: sql<string | null>`case when ${notifications.aboutKind} is null then ${notifications.detail} end`,
        url: notifications.url,
        count: notifications.count,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, me)),
    notification_settings: db.select().from(notificationSettings).where(eq(notificationSettings.userId, me)),
    support_requests: db.select().from(supportRequests).where(eq(supportRequests.userId, me)),
    // The images' descriptions and sizes; the pictures themselves are at their /media addresses.
    media: db.select().from(media).where(eq(media.ownerId, me)),
    keyword_filters: db.select().from(keywordFilters).where(eq(keywordFilters.userId, me)),
    passkeys: db
      .select({
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
        transports: passkeys.transports,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, me)),
    // Only when each open ceremony ends: the challenge itself is a secret.
    passkey_challenges: db
      .select({ purpose: passkeyChallenges.purpose, expiresAt: passkeyChallenges.expiresAt })
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.userId, me)),
    // Whom you muted; who muted you is never said.
    user_mutes: db.select().from(userMutes).where(eq(userMutes.muterId, me)),
    appeals: db
      .select()
      .from(appeals)
      .where(or(eq(appeals.userId, me), eq(appeals.decidedBy, me))),
    // The replies you were sent and what you wrote as a moderator; other moderators' notes are theirs.
    support_request_entries: db
      .select()
      .from(supportRequestEntries)
      .where(
        or(
          eq(supportRequestEntries.authorId, me),
          and(
            eq(supportRequestEntries.kind, "reply"),
            inArray(
              supportRequestEntries.requestId,
              db.select({ id: supportRequests.id }).from(supportRequests).where(eq(supportRequests.userId, me)),
            ),
          ),
        ),
      ),
  };
};

/** The tables the export covers: `users` is the profile, each other one a key of its own. */
export const EXPORTED_TABLES = [
  "users",
  "sessions",
  "username_history",
  "email_changes",
  "follows",
  "posts",
  "post_likes",
  "comments",
  "comment_likes",
  "mentions",
  "messages",
  "reports",
  "moderation_actions",
  "content_flags",
  "group_memberships",
  "resources",
  "resource_votes",
  "event_registrations",
  "accessibility_preferences",
  "game_rooms",
  "room_participants",
  "game_results",
  "game_result_players",
  "relationship_profiles",
  "connection_likes",
  "connection_matches",
  "user_blocks",
  "ad_accounts",
  "user_subscriptions",
  "billing_invoices",
  "provider_reviews",
  "provider_enquiries",
  "saved_providers",
  "rate_limits",
  "support_requests",
  "support_request_entries",
  "media",
  "appeals",
  "keyword_filters",
  "user_mutes",
  "passkeys",
  "passkey_challenges",
  "notifications",
  "notification_settings",
] as const;

/**
 * Everything about the member, read in one D1 round trip, as a stream of JSON: the profile
 * first, then one key per table.
 */
export async function exportStream(db: Db, userId: number, now = new Date()): Promise<ReadableStream<Uint8Array>> {
  const sections = exportSections(db, userId);
  const names = Object.keys(sections) as (keyof typeof sections)[];
  const profile = db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      email: users.email,
      bio: users.bio,
      location: users.location,
      website: users.website,
      pronouns: users.pronouns,
      avatar: users.avatar,
      roles: users.roles,
      memberSince: users.memberSince,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.id, userId));
  const results = await db.batch([profile, ...names.map((name) => sections[name])] as unknown as [
    Statement,
    ...Statement[],
  ]);
  const encoder = new TextEncoder();
  let index = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === -1) {
        const head = {
          format: "wattle-account-export/1",
          exportedAt: now.toISOString(),
          profile: results[0]?.[0] ?? null,
        };
        controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"tables":{`));
      } else if (index < names.length) {
        const comma = index === 0 ? "" : ",";
        controller.enqueue(
          encoder.encode(`${comma}${JSON.stringify(names[index])}:${JSON.stringify(results[index + 1])}`),
        );
      } else {
        controller.enqueue(encoder.encode("}}\n"));
        controller.close();
      }
      index += 1;
    },
  });
}

// ------------------------------------------------------------ deleting the account

/** What stays after deletion, as the page says it. Everything else naming the member goes. */
export const KEPT_AFTER_DELETION = {
  users: "an emptied row, shown as \u201cDeleted member\u201d beside what stays",
  posts: "public posts, as \u201cDeleted member\u201d, unless you choose to delete them",
  comments: "public replies, as \u201cDeleted member\u201d, unless you choose to delete them",
  mentions: "who your kept posts mention",
  resources: "resources you shared, as \u201cDeleted member\u201d",
  provider_reviews: "reviews of providers, as \u201cDeleted member\u201d",
  game_rooms: "game rooms you hosted",
  game_results: "game results, as \u201cDeleted member\u201d",
  game_result_players: "game results, as \u201cDeleted member\u201d",
  messages: "messages other members sent you stay theirs",
  reports: "reports about content, kept for the moderators",
  moderation_actions: "moderation records, kept for safety",
  content_flags: "moderation records, kept for safety",
  appeals: "appeals of moderation decisions, kept with them",
  user_subscriptions: "your subscription record, cancelled",
  billing_invoices: "invoices, which the law requires us to keep",
  ad_accounts: "advertising accounts, kept with their billing records",
  media: "images on the posts and replies that stay, and on ad creatives, with their descriptions",
} as const;

export const DELETED_NAME = "Deleted member";

/**
 * Empties the account in one batch: every session and private row goes, counts that included
 * the member are recounted, and the users row stays only as "Deleted member" for what is kept.
 */
export async function deleteAccountData(
  db: Db,
  { userId, deleteContent, now = Date.now() }: { userId: number; deleteContent: boolean; now?: number },
) {
  const me = userId;
  const at = new Date(now).toISOString();
  const myPostIds = db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, me));
  const myCommentIds = db.select({ id: comments.id }).from(comments).where(eq(comments.authorId, me));
  const statements: Statement[] = [
    db.delete(sessions).where(eq(sessions.userId, me)),
    // Counts that included the member, taken down before their rows go.
    db
      .update(posts)
      .set({ likes: sql`max(${posts.likes} - 1, 0)` })
      .where(inArray(posts.id, db.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, me)))),
    db
      .update(comments)
      .set({ likes: sql`max(${comments.likes} - 1, 0)` })
      .where(
        inArray(
          comments.id,
          db.select({ id: commentLikes.commentId }).from(commentLikes).where(eq(commentLikes.userId, me)),
        ),
      ),
    db
      .update(supportGroups)
      .set({ memberCount: sql`max(${supportGroups.memberCount} - 1, 0)` })
      .where(
        inArray(
          supportGroups.id,
          db
            .select({ id: groupMemberships.groupId })
            .from(groupMemberships)
            .where(and(eq(groupMemberships.userId, me), eq(groupMemberships.status, "member"))),
        ),
      ),
    db
      .update(events)
      .set({ attendeeCount: sql`max(${events.attendeeCount} - 1, 0)` })
      .where(
        inArray(
          events.id,
          db
            .select({ id: eventRegistrations.eventId })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.userId, me), eq(eventRegistrations.status, "registered"))),
        ),
      ),
    db.delete(postLikes).where(eq(postLikes.userId, me)),
    db.delete(commentLikes).where(eq(commentLikes.userId, me)),
    db.delete(groupMemberships).where(eq(groupMemberships.userId, me)),
    db.delete(eventRegistrations).where(eq(eventRegistrations.userId, me)),
    db.delete(follows).where(or(eq(follows.followerId, me), eq(follows.followingId, me))),
    db.delete(messages).where(eq(messages.fromUserId, me)),
    db.delete(mentions).where(eq(mentions.mentionedUserId, me)),
    db.delete(notifications).where(or(eq(notifications.userId, me), eq(notifications.actorId, me))),
    db.delete(notificationSettings).where(eq(notificationSettings.userId, me)),
    db.delete(accessibilityPreferences).where(eq(accessibilityPreferences.userId, me)),
    db.delete(relationshipProfiles).where(eq(relationshipProfiles.userId, me)),
    db.delete(connectionLikes).where(or(eq(connectionLikes.fromUserId, me), eq(connectionLikes.toUserId, me))),
    db.delete(connectionMatches).where(or(eq(connectionMatches.userLowId, me), eq(connectionMatches.userHighId, me))),
    db.delete(userBlocks).where(or(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, me))),
    db.delete(resourceVotes).where(eq(resourceVotes.userId, me)),
    db.delete(savedProviders).where(eq(savedProviders.userId, me)),
    db.delete(providerEnquiries).where(eq(providerEnquiries.userId, me)),
    db.delete(roomParticipants).where(eq(roomParticipants.userId, me)),
    db.delete(usernameHistory).where(eq(usernameHistory.userId, me)),
    db.delete(emailChanges).where(eq(emailChanges.userId, me)),
    db.delete(rateLimits).where(eq(rateLimits.userId, me)),
    // Your requests go with their replies; a reply you wrote as a moderator stays with its requester, unsigned.
    db.delete(supportRequests).where(eq(supportRequests.userId, me)),
    db.delete(keywordFilters).where(eq(keywordFilters.userId, me)),
    db.delete(passkeys).where(eq(passkeys.userId, me)),
    db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, me)),
    db.delete(userMutes).where(or(eq(userMutes.muterId, me), eq(userMutes.mutedId, me))),
    // Images attached to nothing, and the avatar; those on kept posts and replies stay with them,
    // and a creative's with its ad account (the command clears R2).
    db
      .delete(media)
      .where(and(eq(media.ownerId, me), isNull(media.postId), isNull(media.commentId), isNull(media.creativeId))),
    db.update(supportRequestEntries).set({ authorId: null }).where(eq(supportRequestEntries.authorId, me)),
    // Sign-in codes name the address, not the member: read it before the row is emptied below.
    db
      .delete(signInCodes)
      .where(sql`${signInCodes.email} = (select ${users.email} from ${users} where ${users.id} = ${me})`),
  ];
  if (deleteContent) {
    statements.push(
      db.delete(media).where(and(eq(media.ownerId, me), isNull(media.creativeId))),
      // Earlier versions of their words go with them; the posts keep their place under others' replies.
      db
        .delete(editRevisions)
        .where(
          or(
            and(eq(editRevisions.contentType, "post"), inArray(editRevisions.contentId, myPostIds)),
            and(eq(editRevisions.contentType, "comment"), inArray(editRevisions.contentId, myCommentIds)),
          ),
        ),
      db.delete(mentions).where(eq(mentions.authorId, me)),
      db
        .update(posts)
        .set({ deletedAt: at, content: "", title: null, contentWarning: null, imageUrl: null, tags: [] })
        .where(eq(posts.authorId, me)),
      db.update(comments).set({ deletedAt: at, content: "", contentWarning: null }).where(eq(comments.authorId, me)),
    );
  }
  statements.push(
    db
      .update(users)
      .set({
        displayName: DELETED_NAME,
        username: `deleted-${me}`,
        email: null,
        avatar: null,
        bio: null,
        location: null,
        website: null,
        pronouns: null,
        roles: ["member"],
        isActive: false,
        welcomedAt: null,
        usernameChangedAt: null,
        deletedAt: at,
        ...(deleteContent ? { postsCount: 0 } : {}),
      })
      .where(eq(users.id, me)),
  );
  await db.batch(statements as [Statement, ...Statement[]]);
}

// ------------------------------------------------------------ changing the sign-in address

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_UNDO_MS = 7 * 86_400_000;
const EMAIL_CODE_TRIES = 5;

const emailCodeHash = (changeId: string, code: string) => sha256(`email-change:${changeId}:${code}`);

/** Whether another member signs in with `email`. */
export async function emailTaken(db: Db, { email, userId }: { email: string; userId: number }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`${users.id} <> ${userId}`));
  return row !== undefined;
}

/** A change waiting for the code sent to the new address; its id names it in the confirm form. */
export async function startEmailChange(
  db: Db,
  {
    userId,
    oldEmail,
    newEmail,
    now = Date.now(),
  }: { userId: number; oldEmail: string | null; newEmail: string; now?: number },
) {
  const id = randomToken(16);
  const code = randomCode();
  await db.insert(emailChanges).values({
    id,
    userId,
    oldEmail,
    newEmail,
    codeHash: await emailCodeHash(id, code),
    expiresAt: new Date(now + EMAIL_CODE_TTL_MS).toISOString(),
  });
  return { id, code };
}

export type EmailChangeCheck =
  | { ok: true; oldEmail: string | null; newEmail: string; undoToken: string }
  | { ok: false; reason: "wrong" | "used-up" | "taken" };

/**
 * Checks the typed code (each try counted first, five at most) and, when right, moves the
 * member to the new address and arms the old address's undo link for 7 days.
 */
export async function confirmEmailChange(
  db: Db,
  { userId, id, code, now = Date.now() }: { userId: number; id: string; code: string; now?: number },
): Promise<EmailChangeCheck> {
  const at = new Date(now).toISOString();
  const [counted] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(
      and(
        eq(emailChanges.id, id),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        sql`${emailChanges.expiresAt} > ${at}`,
        sql`${emailChanges.attempts} < ${EMAIL_CODE_TRIES}`,
      ),
    )
    .returning({ codeHash: emailChanges.codeHash, oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail });
  if (!counted) return { ok: false, reason: "used-up" };
  if (counted.codeHash !== (await emailCodeHash(id, code))) return { ok: false, reason: "wrong" };
  if (await emailTaken(db, { email: counted.newEmail, userId })) return { ok: false, reason: "taken" };
  const undoToken = randomToken();
  await db.batch([
    db.update(users).set({ email: counted.newEmail }).where(eq(users.id, userId)),
    db
      .update(emailChanges)
      .set({
        confirmedAt: at,
        undoTokenHash: await sha256(undoToken),
        undoUntil: new Date(now + EMAIL_UNDO_MS).toISOString(),
      })
      .where(eq(emailChanges.id, id)),
  ]);
  return { ok: true, oldEmail: counted.oldEmail, newEmail: counted.newEmail, undoToken };
}

/** The change an undo link names, while it can still be undone. */
export async function undoableChange(db: Db, { token, now = Date.now() }: { token: string; now?: number }) {
  const [row] = await db
    .select({
      id: emailChanges.id,
      userId: emailChanges.userId,
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
    })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.undoTokenHash, await sha256(token)),
        isNull(emailChanges.undoneAt),
        sql`${emailChanges.undoUntil} > ${new Date(now).toISOString()}`,
      ),
    );
  return row ?? null;
}

/**
 * Puts the old address back and signs the account out everywhere: whoever changed it may not
 * have been the member. Only while the account still has the address the change gave it.
 */
export async function undoEmailChange(db: Db, { token, now = Date.now() }: { token: string; now?: number }) {
  const change = await undoableChange(db, { token, now });
  if (!change?.oldEmail) return false;
  const [restored] = await db.batch([
    db
      .update(users)
      .set({ email: change.oldEmail })
      .where(and(eq(users.id, change.userId), eq(users.email, change.newEmail)))
      .returning({ id: users.id }),
    db
      .update(emailChanges)
      .set({ undoneAt: new Date(now).toISOString() })
      .where(eq(emailChanges.id, change.id)),
    db.delete(sessions).where(eq(sessions.userId, change.userId)),
  ]);
  return restored.length > 0;
}
