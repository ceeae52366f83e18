// Commands on a member's own settings and inbox: notifications read, notification settings and
// accessibility preferences. Each changes only the member's own rows, so suspension allows them.
import type { NotificationSettings } from "~/lib/notification-schemas";
import type { PreferencesUpdate } from "~/lib/accessibility/schema";
import { deletePreferences, hasPreferences, savePreferences } from "~/models/accessibility.server";
import { getNotificationSettings, markRead, saveNotificationSettings, unreadCount } from "~/models/notification.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

const OWN = { allowed: "it changes only the member's own view or settings" };

/** The API names the member in its path; only your own preferences may be read or changed. */
const own = ({ actor, input }: CommandContext<{ userId?: number }>) => {
  if (input.userId !== undefined && input.userId !== actor.id)
    throw new Refusal("forbidden", "You can only see or change your own account.");
  return Promise.resolve();
};

export const markNotificationsRead = defineCommand<{ ids: number[] | "all" }, { read: number[]; unread: number }>({
  name: "markNotificationsRead",
  policy: { who: "member", suspended: OWN },
  async run({ db, actor, input: { ids } }) {
    const read = await markRead(db, { userId: actor.id, ids });
    return { read, unread: await unreadCount(db, actor.id) };
  },
});

/** Without `email` the stored email choices stay (the page offers none without an email backend). */
type SettingsInput = { settings: Omit<NotificationSettings, "email"> & { email?: NotificationSettings["email"] } };
export const changeNotificationSettings = defineCommand({
  name: "saveNotificationSettings",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  async run({ db, actor, input: { settings } }: CommandContext<SettingsInput>) {
    const email = settings.email ?? (await getNotificationSettings(db, actor.id)).email;
    return saveNotificationSettings(db, actor.id, { ...settings, email });
  },
});

type PreferencesInput = { userId?: number; preferences: PreferencesUpdate; unlessSaved?: true };
export const saveAccessibilityPreferences = defineCommand({
  name: "saveAccessibilityPreferences",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  prepare: own,
  // `unlessSaved`: the visitor's cookie kept at sign-in never overwrites what the member saved before.
  async run({ db, actor, input: { preferences, unlessSaved } }: CommandContext<PreferencesInput>) {
    if (unlessSaved && (await hasPreferences(db, { userId: actor.id }))) return null;
    return savePreferences(db, { userId: actor.id, preferences });
  },
});

export const forgetAccessibilityPreferences = defineCommand({
  name: "forgetAccessibilityPreferences",
  policy: { who: "member", suspended: OWN },
  prepare: own,
  async run({ db, actor }: CommandContext<{ userId?: number }>) {
    await deletePreferences(db, { userId: actor.id });
    return { userId: actor.id };
  },
});
