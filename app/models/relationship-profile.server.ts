// Relationship profiles: one per member, created by the wizard and edited by Profile Settings, the
// Visible switch and Privacy Settings.
import { and, eq, or, sql } from "drizzle-orm";
import { connectionLikes, connectionMatches, relationshipProfiles, users } from "../../db/schema";
import type { z } from "zod";
import { ageRangeIssue, toCard, type ProfileValues, type updateProfileSchema, type Viewer } from "~/lib/connections";
import { read, type Db } from "~/models/db.server";
import { SUBURBS } from "~/lib/suburbs";
import { blockedBetween } from "./user-block.server";

const p = relationshipProfiles;
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Every stored field plus the member's name and place, for cards and scoring. */
export const profileColumns = {
  userId: p.userId,
  isActive: p.isActive,
  age: p.age,
  lookingFor: p.lookingFor,
  relationshipStatus: p.relationshipStatus,
  ageRangeMin: p.ageRangeMin,
  ageRangeMax: p.ageRangeMax,
  maxDistance: p.maxDistance,
  genderPreference: p.genderPreference,
  aboutMe: p.aboutMe,
  interests: p.interests,
  accessibilityCompatibility: p.accessibilityCompatibility,
  communicationPreferences: p.communicationPreferences,
  privacyLevel: p.privacyLevel,
  openToLongDistance: p.openToLongDistance,
  allowMessages: p.allowMessages,
  verificationLevel: p.verificationLevel,
  latitude: p.latitude,
  longitude: p.longitude,
  lastActive: p.lastActive,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  displayName: users.displayName,
  location: users.location,
};

function profileQuery(db: Db, { userId }: { userId: number }) {
  return db.select(profileColumns).from(p).innerJoin(users, eq(users.id, p.userId)).where(eq(p.userId, userId));
}
export type Profile = Awaited<ReturnType<typeof profileQuery>>[number];

/** A member's profile or null, for a page's batch. */
export function profileRead(db: Db, { userId }: { userId: number }) {
  return read(profileQuery(db, { userId }), ([profile]): Profile | null => profile ?? null);
}

export async function getProfile(db: Db, { userId }: { userId: number }): Promise<Profile | null> {
  const [profile] = await profileQuery(db, { userId });
  return profile ?? null;
}

/**
 * Where a new profile sits on the map: the member's suburb when it is one we know.
 * Without it the profile is found only by "anywhere" searches.
 */
function coordinatesFor(location: string | null) {
  const place = SUBURBS.find((s) => `${s.suburb}, ${s.state}` === location);
  return place ? { latitude: place.lat, longitude: place.lng } : { latitude: null, longitude: null };
}

export class ProfileExists extends Error {}

export async function createProfile(db: Db, { userId, values }: { userId: number; values: ProfileValues }) {
  const [user] = await db.select({ location: users.location }).from(users).where(eq(users.id, userId));
  const inserted = await db
    .insert(p)
    .values({ userId, ...values, age: values.age ?? null, ...coordinatesFor(user?.location ?? null) })
    .onConflictDoNothing()
    .returning({ userId: p.userId });
  if (inserted.length === 0) throw new ProfileExists();
  const profile = await getProfile(db, { userId });
  if (!profile) throw new Error("The profile was not stored.");
  return profile;
}

export type ProfileChanges = z.output<typeof updateProfileSchema>;
export class InvalidProfileChange extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Applies a PATCH; the age range must still run upwards once merged. Null when there is no profile. */
export async function updateProfile(db: Db, { userId, changes }: { userId: number; changes: ProfileChanges }) {
  const current = await getProfile(db, { userId });
  if (!current) return null;
  const issue = ageRangeIssue({
    ageRangeMin: changes.ageRangeMin ?? current.ageRangeMin,
    ageRangeMax: changes.ageRangeMax ?? current.ageRangeMax,
  });
  if (issue) throw new InvalidProfileChange(issue.path.join("."), issue.message);
  await db
    .update(p)
    .set({ ...changes, updatedAt: now, lastActive: now })
    .where(eq(p.userId, userId));
  return getProfile(db, { userId });
}

/**
 * Leaving Connections: the profile goes, with the member's likes, passes and matches both
 * ways, in one batch. Blocks stay: they protect people whether or not a profile exists.
 */
export async function deleteProfile(db: Db, { userId }: { userId: number }) {
  // Likes and matches go with the profile, and only when there is one: a 404 changes nothing.
  const hasProfile = sql`exists (select 1 from ${p} where ${p.userId} = ${userId})`;
  const [, , removed] = await db.batch([
    db
      .delete(connectionLikes)
      .where(and(hasProfile, or(eq(connectionLikes.fromUserId, userId), eq(connectionLikes.toUserId, userId)))),
    db
      .delete(connectionMatches)
      .where(and(hasProfile, or(eq(connectionMatches.userLowId, userId), eq(connectionMatches.userHighId, userId)))),
    db.delete(p).where(eq(p.userId, userId)).returning({ userId: p.userId }),
  ]);
  return removed.length > 0;
}

const matchBetween = (a: number, b: number) =>
  sql<number>`exists (select 1 from ${connectionMatches} where ${connectionMatches.userLowId} = ${Math.min(a, b)} and ${connectionMatches.userHighId} = ${Math.max(a, b)})`;

/**
 * Another member's profile as `viewerId` may see it: null when there is none, it is hidden,
 * either has blocked the other, or it is private and neither liked the viewer nor matched.
 */
export async function viewProfile(db: Db, { viewerId, userId }: { viewerId: number; userId: number }) {
  const likedViewer = sql<number>`exists (select 1 from ${connectionLikes} where ${connectionLikes.fromUserId} = ${userId} and ${connectionLikes.toUserId} = ${viewerId} and ${connectionLikes.action} = 'like')`;
  const [rows, viewerRows] = await db.batch([
    db
      .select({
        ...profileColumns,
        userActive: sql<number>`${users.isActive}`.as("user_active"),
        matched: matchBetween(viewerId, userId).as("matched"),
        likedViewer: likedViewer.as("liked_viewer"),
        blocked: sql<number>`${blockedBetween(viewerId, userId)}`.as("blocked"),
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(eq(p.userId, userId)),
    db.select(profileColumns).from(p).innerJoin(users, eq(users.id, p.userId)).where(eq(p.userId, viewerId)),
  ]);
  const row = rows[0];
  if (!row || !row.isActive || !row.userActive || row.blocked) return null;
  const matched = Boolean(row.matched);
  if (row.privacyLevel === "private" && !matched && !row.likedViewer) return null;
  const viewer: Viewer | null = viewerRows[0] ?? null;
  return { ...toCard(row, { viewer, matched }), matched };
}
