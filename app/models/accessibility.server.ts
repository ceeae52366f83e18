import { eq, getTableColumns } from "drizzle-orm";
import { accessibilityPreferences } from "../../db/schema";
import { sanitizeCustomCss, type AccessibilityPreferences } from "~/lib/accessibility/preferences";
import type { PreferencesUpdate } from "~/lib/accessibility/schema";
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

/** Saves a user's preferences; without `customCss`, the stored custom CSS is kept. Returns what is stored. */
export async function savePreferences(
  db: Db,
  { userId, preferences }: { userId: number; preferences: PreferencesUpdate },
): Promise<AccessibilityPreferences> {
  // Sanitised on the way in; the page sanitises again as it renders (app/root.tsx).
  const { customCss, ...rest } = preferences;
  const css = customCss === undefined ? {} : { customCss: sanitizeCustomCss(customCss) };
  const updatedAt = new Date().toISOString();
  const [saved] = await db
    .insert(accessibilityPreferences)
    .values({ userId, ...rest, customCss: "", ...css, updatedAt })
    .onConflictDoUpdate({ target: accessibilityPreferences.userId, set: { ...rest, ...css, updatedAt } })
    .returning(preferenceColumns);
  if (!saved) throw new Error(`Saving the preferences of user ${userId} returned no row`);
  return saved;
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
