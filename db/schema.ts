// The whole data model. Enumerated values are text
// columns typed from app/lib/vocab.ts and checked by zod where they enter. Times are
// ISO-8601 UTC text, which sorts correctly as text. Money is integer cents unless
// the spec gives whole dollars (plan prices and plan limits).
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { z } from "zod";
import * as v from "../app/lib/vocab";

/** A JSON text column whose value is parsed with zod on every read: D1 is a boundary too. */
function jsonColumn<T>(schema: z.ZodType<T>) {
  return customType<{ data: T; driverData: string }>({
    dataType: () => "text",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => schema.parse(JSON.parse(value)),
  });
}
const stringList = jsonColumn(z.array(z.string()));
const roleList = jsonColumn(z.array(z.enum(v.ROLES)));
/** A list of vocabulary values; a value the vocabulary no longer has is dropped on read, not fatal. */
function enumList<const T extends readonly [string, ...string[]]>(values: T) {
  const known = (value: string): value is T[number] => values.includes(value);
  return jsonColumn(z.array(z.string()).transform((list) => list.filter(known)));
}
const lookingForList = enumList(v.LOOKING_FOR);
const interestList = enumList(v.INTERESTS);
const supportList = enumList(v.ACCESSIBILITY_COMPATIBILITY);
const communicationList = enumList(v.COMMUNICATION_PREFERENCES);

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () => text("created_at").notNull().default(now);
const bool = (name: string) => integer(name, { mode: "boolean" });

// ---------------------------------------------------------------- people

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    email: text("email"),
    avatar: text("avatar"),
    bio: text("bio"),
    location: text("location"),
    website: text("website"),
    pronouns: text("pronouns"),
    roles: roleList("roles")
      .notNull()
      .default(sql`'["member"]'`),
    isActive: bool("is_active").notNull().default(true),
    // Visible (not removed) posts by this user, kept in step by every post write so
    // profiles and community stats never count a large table (bench/feed-scale).
    postsCount: integer("posts_count").notNull().default(0),
    // Set by a user_suspended moderation action; chat and posting check it.
    suspendedUntil: text("suspended_until"),
    memberSince: createdAt(),
    // Null until the member has finished /welcome (a name, the guidelines): a first sign-in goes there.
    welcomedAt: text("welcomed_at"),
    // When the member last chose a new @username (changes are limited; old ones stay theirs).
    usernameChangedAt: text("username_changed_at"),
    // Set when the member deleted their account: the row stays, emptied, as "Deleted member".
    deletedAt: text("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_username_uq").on(t.username),
    uniqueIndex("users_email_uq").on(t.email),
    // The home page's stats card sums every member's posts_count: read from this index, not the
    // table's rows (at 100,000 members about 4 ms rather than 24).
    index("users_posts_count_idx").on(t.postsCount),
  ],
);

// ---------------------------------------------------------------- sign-in (docs/decisions/016)

/** One row per signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(), // hex SHA-256 of the cookie's token
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    // For the account page's list: the browser in words and roughly where, as seen at sign-in.
    userAgent: text("user_agent"),
    country: text("country"),
    city: text("city"),
    // Moved forward with the expiry (at most hourly), so "last active" is to the hour. Sessions
    // from before these columns have null in both: created_at stands in (a column added to a
    // table cannot default to the time).
    lastActiveAt: text("last_active_at"),
    // The last time the member proved who they are in this browser: signing in, or confirming by code.
    authenticatedAt: text("authenticated_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Usernames a member had before: mentions of them still lead to the member, and no one else may take them. */
export const usernameHistory = sqliteTable(
  "username_history",
  {
    username: text("username").primaryKey(), // lower case
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replacedAt: createdAt(),
  },
  (t) => [index("username_history_user_idx").on(t.userId)],
);

/**
 * A change of sign-in address: confirmed by a code sent to the new address; once confirmed, the
 * old address may undo it with its link for 7 days.
 */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: text("id").primaryKey(), // random, public: names the attempt in the confirm form
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text("old_email"),
    newEmail: text("new_email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    confirmedAt: text("confirmed_at"),
    undoTokenHash: text("undo_token_hash"),
    undoUntil: text("undo_until"),
    undoneAt: text("undone_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId), uniqueIndex("email_changes_undo_uq").on(t.undoTokenHash)],
);

/**
 * A member's passkey (WebAuthn credential). The public key is the COSE key as base64url; the
 * counter only ever grows for a key that counts, so one going backwards means a copied key.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(), // base64url, as the browser names it
    publicKey: text("public_key").notNull(), // base64url COSE public key
    counter: integer("counter").notNull().default(0),
    transports: stringList("transports")
      .notNull()
      .default(sql`'[]'`),
    deviceType: text("device_type").notNull().default("singleDevice"), // "singleDevice" | "multiDevice"
    backedUp: bool("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge, for one use within five minutes: registering names the member it was
 * made for, signing in names no one (any passkey may answer it).
 */
export const passkeyChallenges = sqliteTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(), // base64url, random
    purpose: text("purpose").notNull(), // "register" | "sign-in"
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt)],
);

/** A sign-in email: a 6-character code and a link token, both hashed, both for one use within 10 minutes. */
export const signInCodes = sqliteTable(
  "sign_in_codes",
  {
    id: text("id").primaryKey(), // random, public: it names the attempt in /login/code, not a secret
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    tokenHash: text("token_hash").notNull(),
    redirectTo: text("redirect_to").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sign_in_codes_token_uq").on(t.tokenHash), index("sign_in_codes_email_idx").on(t.email)],
);

/** Local stand-in for the email API (DEV_OUTBOX=on only): what would have been sent, read at /dev/outbox. */
export const devOutbox = sqliteTable("dev_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});

export const follows = sqliteTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: integer("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followingId] }), index("follows_following_idx").on(t.followingId)],
);

// ---------------------------------------------------------------- feed, blogs, forums

export const forumCategories = sqliteTable("forum_categories", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const forums = sqliteTable(
  "forums",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
    /** Its discussions and questions not removed, kept by triggers (db/migrations/0027_forum_posts_count.sql). */
    postsCount: integer("posts_count").notNull().default(0),
  },
  (t) => [index("forums_category_idx").on(t.categoryId)],
);

export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title"),
    content: text("content").notNull(),
    type: text("type", { enum: v.POST_TYPES }).notNull(),
    category: text("category"),
    // Discussions belong to a forum; other post types leave it empty.
    forumId: integer("forum_id").references(() => forums.id),
    // A post made in a support group belongs to it and never reaches a public list.
    groupId: integer("group_id").references((): AnySQLiteColumn => supportGroups.id, { onDelete: "cascade" }),
    pinnedAt: text("pinned_at"),
    tags: stringList("tags")
      .notNull()
      .default(sql`'[]'`),
    imageUrl: text("image_url"),
    // Counters kept in step with post_likes and comments so lists never aggregate.
    likes: integer("likes").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    // Set by a content_removed moderation action; removed posts leave every list.
    removedAt: text("removed_at"),
    // A short warning ("mental health"): the body is collapsed behind it.
    contentWarning: text("content_warning"),
    // Set on each edit by the author; earlier versions are kept in edit_revisions.
    editedAt: text("edited_at"),
    // Deleted by its author while it had replies: the replies stay, under a placeholder.
    deletedAt: text("deleted_at"),
    // A question's accepted answer, chosen by the asker (no foreign key: comments point here).
    acceptedCommentId: integer("accepted_comment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("posts_created_idx").on(t.createdAt, t.id),
    index("posts_type_created_idx").on(t.type, t.createdAt, t.id),
    index("posts_author_created_idx").on(t.authorId, t.createdAt, t.id),
    index("posts_forum_created_idx").on(t.forumId, t.createdAt),
    index("posts_group_created_idx").on(t.groupId, t.createdAt, t.id),
  ],
);

export const postLikes = sqliteTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // The primary key is what makes a like happen at most once per user per post.
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    // A reply to a reply; null for a reply to the post. One level only: a reply to
    // a nested reply is stored under the same top-level reply and mentions whom it answers.
    parentId: integer("parent_id"),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    contentWarning: text("content_warning"),
    // Kept in step with comment_likes, and with the visible replies under this one.
    likes: integer("likes").notNull().default(0),
    repliesCount: integer("replies_count").notNull().default(0),
    editedAt: text("edited_at"),
    // Deleted by its author while it had replies: shown as "This reply was deleted".
    deletedAt: text("deleted_at"),
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_created_idx").on(t.postId, t.createdAt),
    // A post's top-level replies in either order, and each one's nested replies, by keyset.
    index("comments_post_parent_created_idx").on(t.postId, t.parentId, t.createdAt, t.id),
    index("comments_parent_created_idx").on(t.parentId, t.createdAt, t.id),
    // The page's poll for replies newer than the newest it has.
    index("comments_post_id_idx").on(t.postId, t.id),
  ],
);

export const commentLikes = sqliteTable(
  "comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** The version a post or reply had before each edit, for moderators. */
export const editRevisions = sqliteTable(
  "edit_revisions",
  {
    id: id(),
    contentType: text("content_type", { enum: v.EDITABLE_CONTENT_TYPES }).notNull(),
    contentId: integer("content_id").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    contentWarning: text("content_warning"),
    // When that version was replaced.
    createdAt: createdAt(),
  },
  (t) => [index("edit_revisions_content_idx").on(t.contentType, t.contentId, t.id)],
);

/**
 * An uploaded image (docs/features/images.md). Its bytes live in R2 under `key` (and an animated
 * GIF's still first frame under `still_key`); it is its owner's alone until a post or a reply
 * takes it, and then it may be seen exactly where that post or reply may be.
 */
export const media = sqliteTable(
  "media",
  {
    id: id(),
    key: text("key").notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: v.IMAGE_TYPES }).notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt"),
    animated: bool("animated").notNull().default(false),
    stillKey: text("still_key"),
    // An avatar is stored twice, square (docs/features/account.md#your-picture): `key` at 256 px,
    // `small_key` at 96 px. It is the owner's picture while `users.avatar` names it.
    smallKey: text("small_key"),
    avatar: bool("avatar").notNull().default(false),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    creativeId: integer("creative_id").references(() => adCreatives.id, { onDelete: "cascade" }),
    // Order within its post or reply.
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_key_uq").on(t.key),
    uniqueIndex("media_still_key_uq").on(t.stillKey),
    uniqueIndex("media_small_key_uq").on(t.smallKey),
    index("media_creative_idx").on(t.creativeId),
    index("media_post_idx").on(t.postId, t.position),
    index("media_comment_idx").on(t.commentId, t.position),
    index("media_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

/** Who was mentioned where, for mention notifications. */
export const mentions = sqliteTable(
  "mentions",
  {
    id: id(),
    contentType: text("content_type", { enum: v.EDITABLE_CONTENT_TYPES }).notNull(),
    contentId: integer("content_id").notNull(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    mentionedUserId: integer("mentioned_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mentions_content_user_uq").on(t.contentType, t.contentId, t.mentionedUserId),
    index("mentions_user_created_idx").on(t.mentionedUserId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- direct messages

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id),
    toUserId: integer("to_user_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    isRead: bool("is_read").notNull().default(false),
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_to_from_created_idx").on(t.toUserId, t.fromUserId, t.createdAt),
    index("messages_from_to_created_idx").on(t.fromUserId, t.toUserId, t.createdAt),
    // The live-update poll reads "mine, newer than id N" in both directions from these.
    index("messages_to_id_idx").on(t.toUserId, t.id),
    index("messages_from_id_idx").on(t.fromUserId, t.id),
  ],
);

// ---------------------------------------------------------------- moderation

export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id),
    reportedUserId: integer("reported_user_id").references(() => users.id),
    contentType: text("content_type", { enum: v.REPORT_CONTENT_TYPES }).notNull(),
    contentId: integer("content_id").notNull(),
    reason: text("reason", { enum: v.REPORT_REASONS }).notNull(),
    description: text("description"),
    priority: text("priority", { enum: v.REPORT_PRIORITIES }).notNull().default("medium"),
    status: text("status", { enum: v.REPORT_STATUSES }).notNull().default("pending"),
    moderatorId: integer("moderator_id").references(() => users.id),
    resolution: text("resolution"),
    resolvedAt: text("resolved_at"),
    moderatorNotes: text("moderator_notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    index("reports_created_idx").on(t.createdAt, t.id),
    index("reports_resolved_idx").on(t.resolvedAt),
    // One report per member per item (as Lemmy does): a second one is a 409.
    uniqueIndex("reports_reporter_content_uq").on(t.reporterId, t.contentType, t.contentId),
  ],
);

export const moderationActions = sqliteTable(
  "moderation_actions",
  {
    id: id(),
    moderatorId: integer("moderator_id")
      .notNull()
      .references(() => users.id),
    targetUserId: integer("target_user_id").references(() => users.id),
    reportId: integer("report_id").references(() => reports.id),
    actionType: text("action_type", { enum: v.RECORDED_ACTION_TYPES }).notNull(),
    reason: text("reason").notNull(),
    severity: text("severity", { enum: v.SEVERITIES }).notNull().default("low"),
    contentId: integer("content_id"),
    contentType: text("content_type", { enum: v.REPORT_CONTENT_TYPES }),
    // An action a group moderator took inside their group.
    groupId: integer("group_id").references(() => supportGroups.id, { onDelete: "set null" }),
    isActive: bool("is_active").notNull().default(true),
    expiresAt: text("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_created_idx").on(t.createdAt, t.id),
    index("moderation_actions_target_idx").on(t.targetUserId, t.isActive),
  ],
);

// A member's appeal of a decision about them: one per decision, decided by a moderator other than
// the one who made it. A granted appeal reverses the decision and records an appeal_granted action.
export const appeals = sqliteTable(
  "appeals",
  {
    id: id(),
    actionId: integer("action_id")
      .notNull()
      .references(() => moderationActions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    statement: text("statement").notNull(),
    status: text("status", { enum: v.APPEAL_STATUSES }).notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id),
    /** The deciding moderator's reason, in plain words, shown to the member. */
    decisionReason: text("decision_reason"),
    decidedAt: text("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("appeals_action_uq").on(t.actionId),
    index("appeals_status_created_idx").on(t.status, t.createdAt, t.id),
    index("appeals_user_idx").on(t.userId),
  ],
);

export const contentFlags = sqliteTable(
  "content_flags",
  {
    id: id(),
    flagType: text("flag_type", { enum: v.FLAG_TYPES }).notNull(),
    contentType: text("content_type", { enum: v.REPORT_CONTENT_TYPES }).notNull(),
    contentId: integer("content_id").notNull(),
    confidence: real("confidence").notNull(),
    isResolved: bool("is_resolved").notNull().default(false),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [index("content_flags_resolved_created_idx").on(t.isResolved, t.createdAt, t.id)],
);

// ---------------------------------------------------------------- groups, resources, events

export const supportGroups = sqliteTable(
  "support_groups",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: v.GROUP_CATEGORIES }).notNull(),
    // Kept in step with group_memberships (status member) on every join and leave.
    memberCount: integer("member_count").notNull().default(0),
    isPrivate: bool("is_private").notNull().default(false),
    recentActivity: text("recent_activity").notNull().default(now),
    guidelines: text("guidelines").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_groups_category_idx").on(t.category, t.recentActivity),
    index("support_groups_activity_idx").on(t.recentActivity),
  ],
);

export const groupMemberships = sqliteTable(
  "group_memberships",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => supportGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Private groups start as "pending" (Request to Join) until approved. "removed": taken out by
    // a group moderator, who alone can let them ask again.
    status: text("status", { enum: v.MEMBERSHIP_STATUSES }).notNull(),
    // Whoever creates a group is its first moderator.
    role: text("role", { enum: v.GROUP_ROLES }).notNull().default("member"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_memberships_user_idx").on(t.userId),
    index("group_memberships_group_status_idx").on(t.groupId, t.status, t.createdAt, t.userId),
  ],
);

export const resources = sqliteTable(
  "resources",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: v.RESOURCE_CATEGORIES }).notNull(),
    resourceType: text("resource_type", { enum: v.RESOURCE_TYPES }).notNull(),
    tags: stringList("tags")
      .notNull()
      .default(sql`'[]'`),
    helpful: integer("helpful").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    isVerified: bool("is_verified").notNull().default(false),
    fileUrl: text("file_url"),
    externalUrl: text("external_url"),
    // The same resource in Auslan, and a video's audio-described version.
    auslanUrl: text("auslan_url"),
    audioDescribedUrl: text("audio_described_url"),
    authorId: integer("author_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("resources_category_created_idx").on(t.category, t.createdAt),
    index("resources_created_idx").on(t.createdAt),
    index("resources_verified_idx").on(t.isVerified, t.createdAt),
    index("resources_views_idx").on(t.viewCount),
    // The "all" tab lists A to Z; "popular" by helpful count, then views.
    index("resources_title_idx").on(t.title, t.id),
    index("resources_popular_idx").on(t.helpful, t.viewCount, t.id),
  ],
);

export const resourceVotes = sqliteTable(
  "resource_votes",
  {
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] })],
);

export const events = sqliteTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    eventType: text("event_type", { enum: v.EVENT_TYPES }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    isVirtual: bool("is_virtual").notNull().default(false),
    virtualLink: text("virtual_link"),
    location: text("location"),
    organizer: text("organizer").notNull(),
    maxAttendees: integer("max_attendees"),
    // Kept in step with event_registrations (status registered).
    attendeeCount: integer("attendee_count").notNull().default(0),
    accessibilityFeatures: stringList("accessibility_features")
      .notNull()
      .default(sql`'[]'`),
    cost: integer("cost_cents").notNull().default(0),
    requiresApproval: bool("requires_approval").notNull().default(false),
    // A support group's own event; a private group's is for its members only.
    groupId: integer("group_id").references(() => supportGroups.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    // Derived from the features, so it cannot drift; indexed for "Auslan interpreted" first.
    auslanInterpreted: bool("auslan_interpreted").generatedAlwaysAs(sql`instr(accessibility_features, '"ASL"') > 0`, {
      mode: "virtual",
    }),
  },
  (t) => [
    index("events_start_idx").on(t.startTime),
    index("events_type_start_idx").on(t.eventType, t.startTime),
    index("events_auslan_start_idx").on(t.auslanInterpreted, t.startTime, t.id),
    index("events_group_start_idx").on(t.groupId, t.startTime),
  ],
);

export const eventRegistrations = sqliteTable(
  "event_registrations",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: v.REGISTRATION_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_registrations_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- accessibility

export const accessibilityPreferences = sqliteTable("accessibility_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fontSize: text("font_size", { enum: v.FONT_SIZES }).notNull(),
  fontFamily: text("font_family", { enum: v.FONT_FAMILIES }).notNull(),
  colorScheme: text("color_scheme", { enum: v.COLOR_SCHEMES }).notNull(),
  contrastLevel: text("contrast_level", { enum: v.CONTRAST_LEVELS }).notNull(),
  reduceMotion: bool("reduce_motion").notNull(),
  autoplay: bool("autoplay").notNull(),
  animationSpeed: text("animation_speed", { enum: v.ANIMATION_SPEEDS }).notNull(),
  keyboardNavigation: bool("keyboard_navigation").notNull(),
  focusIndicators: text("focus_indicators", { enum: v.FOCUS_INDICATORS }).notNull(),
  skipLinks: bool("skip_links").notNull(),
  soundEffects: bool("sound_effects").notNull(),
  voiceAnnouncements: bool("voice_announcements").notNull(),
  audioDescriptions: bool("audio_descriptions").notNull(),
  screenReaderOptimized: bool("screen_reader_optimized").notNull(),
  verboseDescriptions: bool("verbose_descriptions").notNull(),
  landmarkNavigation: bool("landmark_navigation").notNull(),
  simplifiedLayout: bool("simplified_layout").notNull(),
  readingAssistance: bool("reading_assistance").notNull(),
  concentrationMode: bool("concentration_mode").notNull(),
  // Content warnings open by themselves.
  alwaysExpandWarnings: bool("always_expand_warnings").notNull().default(false),
  // Publishing an image without a description asks once (docs/features/images.md).
  altTextReminder: bool("alt_text_reminder").notNull().default(true),
  // Read aloud's speed.
  speechRate: text("speech_rate", { enum: v.SPEECH_RATES }).notNull().default("normal"),
  // How loud the earcons are, 0 to 100.
  soundVolume: integer("sound_volume").notNull().default(60),
  clickAssistance: bool("click_assistance").notNull(),
  dragAssistance: bool("drag_assistance").notNull(),
  hoverDelay: integer("hover_delay").notNull(),
  textToSpeech: bool("text_to_speech").notNull(),
  speechToText: bool("speech_to_text").notNull(),
  signLanguageSupport: bool("sign_language_support").notNull(),
  customCss: text("custom_css").notNull().default(""),
  updatedAt: text("updated_at").notNull().default(now),
});

// ---------------------------------------------------------------- arcade

export const gameRooms = sqliteTable(
  "game_rooms",
  {
    id: id(),
    name: text("name").notNull(),
    gameType: text("game_type", { enum: v.GAME_TYPES }).notNull(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id),
    isPrivate: bool("is_private").notNull().default(false),
    // Private rooms are joined through an invite link carrying this token.
    inviteToken: text("invite_token"),
    maxPlayers: integer("max_players").notNull().default(2),
    currentPlayers: integer("current_players").notNull().default(0),
    status: text("status", { enum: v.ROOM_STATUSES }).notNull().default("waiting"),
    pace: text("pace", { enum: v.ROOM_PACES }).notNull().default("live"),
    accessibilityFeatures: stringList("accessibility_features")
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [
    index("game_rooms_status_created_idx").on(t.status, t.createdAt),
    index("game_rooms_type_status_idx").on(t.gameType, t.status, t.createdAt),
  ],
);

export const roomParticipants = sqliteTable(
  "room_participants",
  {
    id: id(),
    roomId: integer("room_id")
      .notNull()
      .references(() => gameRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    playerNumber: integer("player_number").notNull(),
    isActive: bool("is_active").notNull().default(true),
    joinedAt: text("joined_at").notNull().default(now),
    leftAt: text("left_at"),
  },
  (t) => [
    uniqueIndex("room_participants_room_user_uq").on(t.roomId, t.userId),
    index("room_participants_user_idx").on(t.userId),
  ],
);

export const gameResults = sqliteTable(
  "game_results",
  {
    id: id(),
    roomId: integer("room_id")
      .notNull()
      .references(() => gameRooms.id),
    gameType: text("game_type", { enum: v.GAME_TYPES }).notNull(),
    winnerId: integer("winner_id").references(() => users.id),
    moveCount: integer("move_count").notNull().default(0),
    finishedAt: text("finished_at").notNull().default(now),
  },
  (t) => [index("game_results_room_idx").on(t.roomId)],
);

/** One row per player per finished game: game statistics are counts over this table. */
export const gameResultPlayers = sqliteTable(
  "game_result_players",
  {
    resultId: integer("result_id")
      .notNull()
      .references(() => gameResults.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    outcome: text("outcome", { enum: v.GAME_OUTCOMES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resultId, t.userId] }),
    index("game_result_players_user_idx").on(t.userId, t.outcome),
  ],
);

// ---------------------------------------------------------------- connections

export const relationshipProfiles = sqliteTable(
  "relationship_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    isActive: bool("is_active").notNull().default(true),
    age: integer("age"),
    lookingFor: lookingForList("looking_for").notNull(),
    relationshipStatus: text("relationship_status").notNull().default("single"),
    ageRangeMin: integer("age_range_min").notNull().default(22),
    ageRangeMax: integer("age_range_max").notNull().default(35),
    maxDistance: integer("max_distance").notNull().default(50),
    genderPreference: stringList("gender_preference")
      .notNull()
      .default(sql`'[]'`),
    aboutMe: text("about_me").notNull().default(""),
    interests: interestList("interests")
      .notNull()
      .default(sql`'[]'`),
    accessibilityCompatibility: supportList("accessibility_compatibility")
      .notNull()
      .default(sql`'[]'`),
    communicationPreferences: communicationList("communication_preferences").notNull(),
    privacyLevel: text("privacy_level", { enum: v.PRIVACY_LEVELS }).notNull().default("friends"),
    openToLongDistance: bool("open_to_long_distance").notNull().default(false),
    allowMessages: bool("allow_messages").notNull().default(true),
    verificationLevel: text("verification_level", { enum: v.VERIFICATION_LEVELS }).notNull().default("basic"),
    // Coordinates of the member's suburb, for distance filtering.
    latitude: real("latitude"),
    longitude: real("longitude"),
    lastActive: text("last_active").notNull().default(now),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("relationship_profiles_active_idx").on(t.isActive, t.lastActive)],
);

export const connectionLikes = sqliteTable(
  "connection_likes",
  {
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: integer("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: v.CONNECTION_ACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fromUserId, t.toUserId] }), index("connection_likes_to_idx").on(t.toUserId)],
);

/** A mutual like. userLowId < userHighId so each pair is stored once. */
export const connectionMatches = sqliteTable(
  "connection_matches",
  {
    id: id(),
    userLowId: integer("user_low_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHighId: integer("user_high_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("connection_matches_pair_uq").on(t.userLowId, t.userHighId),
    index("connection_matches_high_idx").on(t.userHighId),
  ],
);

export const userBlocks = sqliteTable(
  "user_blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);

// ---------------------------------------------------------------- personal filters

/**
 * A member's keyword filter (docs/features/filters.md): `phrase` as the member typed it, normalised
 * (A–Z lower case, single spaces), and `pattern`, the GLOB pattern lists match it with, whole
 * words only. `action` hides the item or collapses it behind a warning naming the phrase;
 * `expiresAt` null is forever.
 */
export const keywordFilters = sqliteTable(
  "keyword_filters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phrase: text("phrase").notNull(),
    pattern: text("pattern").notNull(),
    action: text("action").$type<(typeof v.FILTER_ACTIONS)[number]>().notNull(),
    expiresAt: text("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("keyword_filters_user_phrase_idx").on(t.userId, t.phrase)],
);

/** A mute hides the muted member's posts and replies from the muter alone; the muted member is not told. */
export const userMutes = sqliteTable(
  "user_mutes",
  {
    muterId: integer("muter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedId: integer("muted_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index("user_mutes_muted_idx").on(t.mutedId)],
);

// ---------------------------------------------------------------- advertising

export const adAccounts = sqliteTable(
  "ad_accounts",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    accountName: text("account_name").notNull(),
    currency: text("currency").notNull().default("USD"),
    dailySpendLimitCents: integer("daily_spend_limit_cents"),
    status: text("status", { enum: v.AD_ACCOUNT_STATUSES }).notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [index("ad_accounts_owner_idx").on(t.ownerId)],
);

export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .references(() => adAccounts.id),
    name: text("name").notNull(),
    objective: text("objective", { enum: v.CAMPAIGN_OBJECTIVES }).notNull(),
    status: text("status", { enum: v.CAMPAIGN_STATUSES }).notNull().default("active"),
    budgetCents: integer("budget_cents").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("campaigns_account_status_idx").on(t.accountId, t.status),
    index("campaigns_account_objective_idx").on(t.accountId, t.objective),
  ],
);

export const adSets = sqliteTable(
  "ad_sets",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    audienceId: integer("audience_id").references(() => audiences.id),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  // The audience index lets an audience's performance find its ad sets (Audience Manager).
  (t) => [index("ad_sets_campaign_idx").on(t.campaignId), index("ad_sets_audience_idx").on(t.audienceId)],
);

export const ads = sqliteTable(
  "ads",
  {
    id: id(),
    adSetId: integer("ad_set_id")
      .notNull()
      .references(() => adSets.id, { onDelete: "cascade" }),
    creativeId: integer("creative_id").references(() => adCreatives.id),
    name: text("name").notNull(),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  // The creative index lets a creative's performance find its ads (Creative Library).
  (t) => [index("ads_ad_set_idx").on(t.adSetId), index("ads_creative_idx").on(t.creativeId)],
);

export const adCreatives = sqliteTable(
  "ad_creatives",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .references(() => adAccounts.id),
    name: text("name").notNull(),
    type: text("type", { enum: v.CREATIVE_TYPES }).notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    headline: text("headline").notNull(),
    primaryText: text("primary_text").notNull(),
    callToAction: text("call_to_action").notNull(),
    status: text("status", { enum: v.CREATIVE_STATUSES }).notNull().default("draft"),
    createdAt: createdAt(),
  },
  (t) => [index("ad_creatives_account_type_idx").on(t.accountId, t.type)],
);

export const audiences = sqliteTable(
  "audiences",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .references(() => adAccounts.id),
    name: text("name").notNull(),
    type: text("type", { enum: v.AUDIENCE_TYPES }).notNull(),
    sourceType: text("source_type", { enum: v.AUDIENCE_SOURCES }).notNull(),
    description: text("description").notNull(),
    size: integer("size").notNull(),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("audiences_account_type_idx").on(t.accountId, t.type)],
);

/** One row per campaign per day: analytics for any date range are sums over this table. */
export const campaignDailyMetrics = sqliteTable(
  "campaign_daily_metrics",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    date: text("date").notNull(), // YYYY-MM-DD
    spendCents: integer("spend_cents").notNull(),
    impressions: integer("impressions").notNull(),
    clicks: integer("clicks").notNull(),
    conversions: integer("conversions").notNull(),
    revenueCents: integer("revenue_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.date] }), index("campaign_daily_metrics_date_idx").on(t.date)],
);

/** Daily split of a campaign's delivery by age, gender, device or placement. */
export const campaignBreakdownMetrics = sqliteTable(
  "campaign_breakdown_metrics",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    dimension: text("dimension", { enum: v.BREAKDOWN_DIMENSIONS }).notNull(),
    value: text("value").notNull(),
    spendCents: integer("spend_cents").notNull(),
    impressions: integer("impressions").notNull(),
    clicks: integer("clicks").notNull(),
    conversions: integer("conversions").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.dimension, t.value] }),
    index("campaign_breakdown_date_dimension_idx").on(t.date, t.dimension),
  ],
);

// ---------------------------------------------------------------- plans and billing

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: id(),
  name: text("name", { enum: v.PLAN_NAMES }).notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull(),
  price: integer("price").notNull(), // whole US dollars a month
  yearlyPrice: integer("yearly_price").notNull(), // whole US dollars a year
  isPopular: bool("is_popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull(),
  // null = unlimited, as the spec says
  campaignsLimit: integer("campaigns_limit"),
  adSetsLimit: integer("ad_sets_limit"),
  adsLimit: integer("ads_limit"),
  audiencesLimit: integer("audiences_limit"),
  creativesLimit: integer("creatives_limit"),
  monthlySpendLimit: integer("monthly_spend_limit"), // whole US dollars
  advancedAnalytics: bool("advanced_analytics").notNull().default(false),
  automatedRules: bool("automated_rules").notNull().default(false),
  customReporting: bool("custom_reporting").notNull().default(false),
  whiteLabel: bool("white_label").notNull().default(false),
  apiAccess: bool("api_access").notNull().default(false),
  prioritySupport: bool("priority_support").notNull().default(false),
  bulkOperations: bool("bulk_operations").notNull().default(false),
  advancedTargeting: bool("advanced_targeting").notNull().default(false),
  crossPlatform: bool("cross_platform").notNull().default(false),
  stripePriceMonthly: text("stripe_price_monthly"),
  stripePriceYearly: text("stripe_price_yearly"),
});

/** Written only by the Stripe webhook handler (ARCHITECTURE.md, billing). */
export const userSubscriptions = sqliteTable(
  "user_subscriptions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text("status", { enum: v.SUBSCRIPTION_STATUSES }).notNull(),
    billingInterval: text("billing_interval", { enum: v.BILLING_INTERVALS }).notNull(),
    currentPeriodStart: text("current_period_start").notNull(),
    currentPeriodEnd: text("current_period_end").notNull(),
    nextPaymentDate: text("next_payment_date"),
    cancelAtPeriodEnd: bool("cancel_at_period_end").notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    // The card Stripe charges, when the subscription names it (masked: brand, last 4, MM/YYYY).
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpiry: text("card_expiry"),
    // Stripe's event.created of the last subscription snapshot applied: an older snapshot never
    // overwrites a newer one. Status has its own clock, because invoice and checkout events
    // change the status alone (docs/decisions/005-order-safe-billing-webhook.md).
    lastEventCreated: integer("last_event_created").notNull().default(0),
    statusEventCreated: integer("status_event_created").notNull().default(0),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("user_subscriptions_user_uq").on(t.userId),
    uniqueIndex("user_subscriptions_stripe_uq").on(t.stripeSubscriptionId),
  ],
);

export const billingInvoices = sqliteTable(
  "billing_invoices",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    stripeInvoiceId: text("stripe_invoice_id"),
    invoiceNumber: text("invoice_number").notNull(),
    status: text("status", { enum: v.INVOICE_STATUSES }).notNull(),
    amount: integer("amount").notNull(), // cents
    total: integer("total").notNull(), // cents
    currency: text("currency").notNull().default("usd"),
    paidAt: text("paid_at"),
    dueDate: text("due_date"),
    downloadUrl: text("download_url"),
    createdAt: createdAt(),
  },
  (t) => [
    index("billing_invoices_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("billing_invoices_stripe_uq").on(t.stripeInvoiceId),
  ],
);

/** Every Stripe event id applied, so a replayed delivery changes nothing. */
export const processedStripeEvents = sqliteTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created: integer("created").notNull(),
  processedAt: text("processed_at").notNull().default(now),
});

// ---------------------------------------------------------------- NDIS providers

export const ndisProviders = sqliteTable(
  "ndis_providers",
  {
    id: id(),
    businessName: text("business_name").notNull(),
    tradingName: text("trading_name"),
    abn: text("abn").notNull(),
    acn: text("acn"),
    ndisProviderNumber: text("ndis_provider_number").notNull(),
    businessType: text("business_type").notNull(),
    registrationStatus: text("registration_status", { enum: v.PROVIDER_REGISTRATION_STATUSES }).notNull(),
    registrationDate: text("registration_date").notNull(),
    registrationExpiry: text("registration_expiry").notNull(),
    businessDescription: text("business_description").notNull(),
    website: text("website"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    streetAddress: text("street_address").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    // One of the directory's five locations, e.g. "Melbourne VIC".
    location: text("location", { enum: v.PROVIDER_LOCATIONS }).notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    serviceAreas: stringList("service_areas")
      .notNull()
      .default(sql`'[]'`),
    registrationGroups: stringList("registration_groups")
      .notNull()
      .default(sql`'[]'`),
    practiceStandardsCompliant: bool("practice_standards_compliant").notNull().default(true),
    complianceScore: integer("compliance_score").notNull(),
    lastAuditDate: text("last_audit_date"),
    nextAuditDue: text("next_audit_due"),
    publicLiabilityInsurer: text("public_liability_insurer"),
    publicLiabilityAmount: integer("public_liability_amount"),
    publicLiabilityExpiry: text("public_liability_expiry"),
    professionalIndemnityInsurer: text("professional_indemnity_insurer"),
    professionalIndemnityAmount: integer("professional_indemnity_amount"),
    professionalIndemnityExpiry: text("professional_indemnity_expiry"),
    logoUrl: text("logo_url"),
    bannerImageUrl: text("banner_image_url"),
    businessHours: jsonColumn(
      z.record(z.enum(v.WEEKDAYS), z.object({ open: z.string(), close: z.string() }).nullable()),
    )("business_hours").notNull(),
    emergencyContact: text("emergency_contact"),
    isVerified: bool("is_verified").notNull().default(false),
    isActive: bool("is_active").notNull().default(true),
    isPremium: bool("is_premium").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    // A city's providers come out of this index already in name order (sort=name).
    index("ndis_providers_location_idx").on(t.location, t.isActive, t.businessName),
    index("ndis_providers_name_idx").on(t.businessName),
    index("ndis_providers_active_idx").on(t.isActive),
  ],
);

export const providerServices = sqliteTable(
  "provider_services",
  {
    id: id(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ndisProviders.id, { onDelete: "cascade" }),
    categoryCode: text("category_code").notNull(),
    categoryName: text("category_name").notNull(),
    serviceType: text("service_type", { enum: v.PROVIDER_SERVICE_TYPES }).notNull(),
    serviceName: text("service_name").notNull(),
    serviceDescription: text("service_description").notNull(),
    hourlyRate: integer("hourly_rate"), // cents
    unitPrice: integer("unit_price").notNull(), // cents
    unitType: text("unit_type").notNull(),
    minBookingHours: integer("min_booking_hours").notNull(),
    maxBookingHours: integer("max_booking_hours").notNull(),
    isActive: bool("is_active").notNull().default(true),
    isOnlineAvailable: bool("is_online_available").notNull().default(false),
    isInPersonAvailable: bool("is_in_person_available").notNull().default(true),
    requiresTransport: bool("requires_transport").notNull().default(false),
    accessibilityFeatures: stringList("accessibility_features")
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("provider_services_provider_idx").on(t.providerId),
    index("provider_services_type_idx").on(t.serviceType, t.providerId),
  ],
);

export const providerStaff = sqliteTable(
  "provider_staff",
  {
    id: id(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ndisProviders.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    position: text("position").notNull(),
    qualifications: stringList("qualifications")
      .notNull()
      .default(sql`'[]'`),
    certifications: stringList("certifications")
      .notNull()
      .default(sql`'[]'`),
    specializations: stringList("specializations")
      .notNull()
      .default(sql`'[]'`),
    yearsExperience: integer("years_experience").notNull(),
    languagesSpoken: stringList("languages_spoken")
      .notNull()
      .default(sql`'[]'`),
    workerScreeningNumber: text("worker_screening_number"),
    workerScreeningExpiry: text("worker_screening_expiry"),
    profileImageUrl: text("profile_image_url"),
    bio: text("bio"),
    isActive: bool("is_active").notNull().default(true),
    isAvailableForBooking: bool("is_available_for_booking").notNull().default(true),
  },
  (t) => [index("provider_staff_provider_idx").on(t.providerId)],
);

export const providerReviews = sqliteTable(
  "provider_reviews",
  {
    id: id(),
    bookingId: integer("booking_id"),
    participantId: integer("participant_id")
      .notNull()
      .references(() => users.id),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ndisProviders.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => providerStaff.id),
    rating: integer("rating").notNull(),
    reviewTitle: text("review_title").notNull(),
    reviewText: text("review_text").notNull(),
    serviceQuality: integer("service_quality"),
    communication: integer("communication"),
    reliability: integer("reliability"),
    valueForMoney: integer("value_for_money"),
    wouldRecommend: bool("would_recommend").notNull().default(true),
    isVerified: bool("is_verified").notNull().default(false),
    isPublic: bool("is_public").notNull().default(true),
    providerResponse: text("provider_response"),
    providerResponseDate: text("provider_response_date"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("provider_reviews_provider_public_idx").on(t.providerId, t.isPublic, t.createdAt),
    // Covers the directory's rating aggregate (average and count of public reviews per
    // provider) so it reads only this index, never the review rows (decision 011).
    index("provider_reviews_rating_idx").on(t.providerId, t.isPublic, t.rating),
  ],
);

export const providerEnquiries = sqliteTable(
  "provider_enquiries",
  {
    id: id(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ndisProviders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    serviceId: integer("service_id").references(() => providerServices.id),
    kind: text("kind", { enum: v.ENQUIRY_KINDS }).notNull(),
    message: text("message").notNull(),
    preferredDate: text("preferred_date"),
    respondedAt: text("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [index("provider_enquiries_provider_idx").on(t.providerId, t.createdAt)],
);

export const savedProviders = sqliteTable(
  "saved_providers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ndisProviders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

// ---------------------------------------------------------------- abuse limits

/** One fixed-window counter per user per kind of write (app/server/rate-limit.server.ts). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    userId: integer("user_id").notNull(),
    action: text("action").notNull(),
    windowStart: integer("window_start").notNull(), // epoch seconds
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action] })],
);

/** The same fixed windows for callers who are not members yet: keyed by "email:<address>" or "ip:<address>". */
export const keyedRateLimits = sqliteTable("keyed_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(), // epoch seconds
  count: integer("count").notNull(),
});

// ---------------------------------------------------------------- notifications

/**
 * One row per thing to tell a member. Likes of one post, and messages from one member, share a
 * row (`group_key`), updated in place: its actor is the latest, its count how many.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: v.NOTIFICATION_KINDS }).notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** The post's title, the message's first words, the moderation decision's reason. */
    detail: text("detail"),
    /** Where opening it goes: always a path on this site. */
    url: text("url").notNull(),
    groupKey: text("group_key"),
    count: integer("count").notNull().default(1),
    readAt: text("read_at"),
    /** Moved forward when a grouped row takes another like or message. */
    createdAt: createdAt(),
    /** When it went out by email at once (kinds a member set to "Email at once"); null again on a new arrival. */
    emailedAt: text("emailed_at"),
    /**
     * The post, reply or event its `detail` quotes: it is shown only while the member may still
     * see that (app/models/visibility.server.ts), so leaving a private group takes its text away.
     */
    aboutKind: text("about_kind", { enum: ["post", "comment", "event"] }),
    aboutId: integer("about_id"),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("notifications_user_group_idx").on(t.userId, t.groupKey),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

const kindList = enumList(v.NOTIFICATION_KINDS);
const emailModes = jsonColumn(z.record(z.string(), z.enum(v.NOTIFICATION_EMAIL_MODES)));

/** A member's choices; no row means the defaults (everything on, digest by email, no quiet hours). */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Kinds turned off in the app; moderation can never be. */
  mutedKinds: kindList("muted_kinds")
    .notNull()
    .default(sql`'[]'`),
  /** Per kind: immediate, digest or never; a kind not named follows the digest. */
  email: emailModes("email")
    .notNull()
    .default(sql`'{}'`),
  /** Minutes after midnight in `time_zone`; both null means no quiet hours. */
  quietStart: integer("quiet_start"),
  quietEnd: integer("quiet_end"),
  timeZone: text("time_zone").notNull().default("Australia/Sydney"),
  announce: text("announce", { enum: v.NOTIFICATION_ANNOUNCE }).notNull().default("all"),
  digestSentAt: text("digest_sent_at"),
  updatedAt: text("updated_at").notNull().default(now),
});

// ---------------------------------------------------------------- support requests

/**
 * A request to the support team from /support or POST /api/support-requests. A member's reply
 * address is their account's; a visitor gives one (`email`). `queueRank` orders the moderators'
 * queue (app/models/support-request.server.ts): open accessibility barriers first, then open,
 * answered and closed requests; it changes with the status, in the same statement.
 */
export const supportRequests = sqliteTable(
  "support_requests",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    topic: text("topic", { enum: v.SUPPORT_TOPICS }).notNull(),
    message: text("message").notNull(),
    pageUrl: text("page_url"),
    status: text("status", { enum: v.SUPPORT_STATUSES }).notNull().default("open"),
    highPriority: bool("high_priority").notNull().default(false),
    queueRank: integer("queue_rank").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("support_requests_queue_idx").on(t.queueRank, t.createdAt, t.id),
    index("support_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

/** A moderator's reply (sent to the requester) or internal note (never shown to them) on a request. */
export const supportRequestEntries = sqliteTable(
  "support_request_entries",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: v.SUPPORT_ENTRY_KINDS }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_request_entries_request_idx").on(t.requestId, t.createdAt, t.id)],
);
