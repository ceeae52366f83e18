// The notifications API's inputs and the member's settings, apart from lib/notifications.ts: the
// bell on every page needs the words, not the schemas.
import { z } from "zod";
import { keysetCursor, limitParam } from "./lists";
import { ALWAYS_ON, NOTIFICATION_FILTERS } from "./notifications";
import { NOTIFICATION_ANNOUNCE, NOTIFICATION_EMAIL_MODES, NOTIFICATION_KINDS } from "./vocab";

/** GET /api/notifications?cursor=&limit=&filter= */
export const notificationsQuery = z
  .object({
    filter: z.enum(NOTIFICATION_FILTERS).default("all"),
    cursor: keysetCursor(z.tuple([z.string().max(40), z.number().int().positive()])).optional(),
    limit: limitParam(50).optional(),
  })
  .strict();

/** POST /api/notifications/read: some, by id, or all. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

const minutes = z.number().int().min(0).max(1439);
/** PUT /api/notification-settings */
export const notificationSettingsSchema = z
  .object({
    mutedKinds: z
      .array(z.enum(NOTIFICATION_KINDS))
      .max(NOTIFICATION_KINDS.length)
      .refine((kinds) => !kinds.some((kind) => ALWAYS_ON.includes(kind)), "Moderation notices cannot be turned off"),
    email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_EMAIL_MODES)),
    quietStart: minutes.nullable(),
    quietEnd: minutes.nullable(),
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en-AU", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "Unknown time zone"),
    announce: z.enum(NOTIFICATION_ANNOUNCE),
  })
  .strict()
  .refine((settings) => (settings.quietStart === null) === (settings.quietEnd === null), {
    message: "Give quiet hours a start and an end, or neither",
    path: ["quietEnd"],
  });
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  mutedKinds: [],
  email: {},
  quietStart: null,
  quietEnd: null,
  timeZone: "Australia/Sydney",
  announce: "all",
};

/** Whether `now` falls in the quiet hours (which may run past midnight). */
export function inQuietHours(
  settings: Pick<NotificationSettings, "quietStart" | "quietEnd" | "timeZone">,
  now = new Date(),
): boolean {
  const { quietStart: start, quietEnd: end } = settings;
  if (start === null || end === null || start === end) return false;
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone: settings.timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const minute = value("hour") * 60 + value("minute");
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
