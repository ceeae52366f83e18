import { eq, getTableColumns } from "drizzle-orm";
import { accessibilityPreferences } from "../../db/schema";
import { sanitizeCustomCss, type AccessibilityPreferences } from "~/lib/accessibility/preferences";
import type { Db } from "~/models/db.server";

const { userId: _userId, updatedAt: _updatedAt, ...preferenceColumns } = getTableColumns(accessibilityPreferences);

/** The 26 preference columns for one user. */
function selectPreferences(db: Db, userId: number) {
  return db
    .select(preferenceColumns)
    .from(accessibilityPreferences)
    .where(eq(accessibilityPreferences.userId, userId))
    .limit(1);
}

/** A user's saved preferences, or null when they have never saved any (spec: 404, use defaults). */
export async function getPreferences(db: Db, { userId }: { userId: number }): Promise<AccessibilityPreferences | null> {
  const [row] = await selectPreferences(db, userId);
  return row ?? null;
}

export async function savePreferences(
  db: Db,
  { userId, preferences }: { userId: number; preferences: AccessibilityPreferences },
): Promise<AccessibilityPreferences> {
  // Sanitised on the way in; the page sanitises again as it renders (app/root.tsx).
  const values = { ...preferences, customCss: sanitizeCustomCss(preferences.customCss) };
  const updatedAt = new Date().toISOString();
  await db
    .insert(accessibilityPreferences)
    .values({ userId, ...values, updatedAt })
    .onConflictDoUpdate({ target: accessibilityPreferences.userId, set: { ...values, updatedAt } });
  return values;
}

export async function deletePreferences(db: Db, { userId }: { userId: number }) {
  await db.delete(accessibilityPreferences).where(eq(accessibilityPreferences.userId, userId));
}

export async function hasPreferences(db: Db, { userId }: { userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ userId: accessibilityPreferences.userId })
    .from(accessibilityPreferences)
    .where(eq(accessibilityPreferences.userId, userId));
  return !!row;
}
