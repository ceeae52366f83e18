// The words of notifications (docs/features/notifications.md): each kind's sentence, likes grouped,
// the bell's name, arrivals said as one sentence, and quiet hours that run past midnight.
import { describe, expect, it } from "vitest";
import { bellName, unreadLabel } from "~/components/notifications/bell-words";
import { readNotificationFrame } from "../../party/notification-frames";
import { inQuietHours, notificationSettingsSchema } from "~/lib/notification-schemas";
import { arrivalsSentence, spokenKind } from "~/lib/notification-arrivals";
import { notificationSentence } from "~/lib/notifications";
import { NOTIFICATION_KINDS } from "~/lib/vocab";

describe("notification sentences", () => {
  it("groups likes: 'Sam and 4 others liked your post'", () => {
    const like = { kind: "like" as const, actorName: "Sam", detail: "Ramps", url: "/posts/1" };
    expect(notificationSentence({ ...like, count: 5 })).toBe("Sam and 4 others liked your post “Ramps”");
    expect(notificationSentence({ ...like, count: 2 })).toBe("Sam and 1 other liked your post “Ramps”");
    expect(notificationSentence({ ...like, count: 1, url: "/posts/1#reply-3" })).toBe("Sam liked your reply “Ramps”");
  });

  it("has a sentence for every kind, and moderation in its own plain words", () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(notificationSentence({ kind, actorName: "Ana", count: 1, detail: "Ramps" })).toMatch(/\w{3,}/);
    expect(
      notificationSentence({ kind: "moderation", actorName: null, count: 1, detail: "You received a warning." }),
    ).toBe("You received a warning.");
    expect(notificationSentence({ kind: "message", actorName: "Ana", count: 3, detail: "hi" })).toBe(
      "Ana sent you 3 messages",
    );
    expect(
      notificationSentence({ kind: "game_invite", actorName: "Ana", count: 1, detail: "Chess in “Friday board”" }),
    ).toBe("Ana invited you to play Chess in “Friday board”");
    expect(notificationSentence({ kind: "game_turn", actorName: "Ana", count: 1, detail: "Chess with Ana" })).toBe(
      "It's your turn in Chess with Ana",
    );
  });

  it("names the bell by its count, 9+ above nine", () => {
    expect(bellName(0)).toBe("Notifications, none unread");
    expect(bellName(4)).toBe("Notifications, 4 unread");
    expect(bellName(10)).toBe("Notifications, 9+ unread");
    expect(unreadLabel(9)).toBe("9");
  });

  it("says several arrivals as one sentence", () => {
    expect(arrivalsSentence([{ kind: "reply", actorName: "Sam" }])).toBe("New reply from Sam");
    expect(
      arrivalsSentence([
        { kind: "reply", actorName: "Sam" },
        { kind: "like", actorName: "Ana" },
        { kind: "follow", actorName: "Lee" },
      ]),
    ).toBe("3 new notifications: reply from Sam, like from Ana, follower");
  });

  it("says aloud what the announce setting allows: all, mentions and messages only, or none", () => {
    expect(NOTIFICATION_KINDS.filter((kind) => spokenKind("all", kind))).toEqual(NOTIFICATION_KINDS);
    expect(NOTIFICATION_KINDS.filter((kind) => spokenKind("mentions", kind))).toEqual([
      "reply",
      "mention",
      "message",
      "moderation",
    ]);
    expect(NOTIFICATION_KINDS.filter((kind) => spokenKind("none", kind))).toEqual([]);
  });
});

describe("quiet hours", () => {
  const zone = { timeZone: "Australia/Sydney" };
  // 23:30 and 08:00 in Sydney on 1 July 2031 (UTC+10).
  const lateNight = new Date("2031-07-01T13:30:00Z");
  const morning = new Date("2031-06-30T22:00:00Z");
  it("hold from start to end, across midnight", () => {
    const overnight = { ...zone, quietStart: 22 * 60, quietEnd: 7 * 60 };
    expect(inQuietHours(overnight, lateNight)).toBe(true);
    expect(inQuietHours(overnight, morning)).toBe(false);
    const daytime = { ...zone, quietStart: 7 * 60, quietEnd: 9 * 60 };
    expect(inQuietHours(daytime, morning)).toBe(true);
    expect(inQuietHours({ ...zone, quietStart: null, quietEnd: null }, lateNight)).toBe(false);
  });

  it("are refused half given, and moderation cannot be muted", () => {
    const base = {
      mutedKinds: [],
      email: {},
      quietStart: 60,
      quietEnd: 120,
      timeZone: "Australia/Perth",
      announce: "all",
    };
    expect(notificationSettingsSchema.safeParse(base).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ ...base, quietEnd: null }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...base, mutedKinds: ["moderation"] }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...base, timeZone: "Nowhere/Else" }).success).toBe(false);
  });
});

describe("the room's frames, as the browser reads them", () => {
  it("accepts what the room sends and nothing else", () => {
    const good = {
      type: "notifications",
      unread: 2,
      items: [{ id: 1, kind: "reply", actorName: "Sam", announce: true }],
      quietUntil: null,
    };
    expect(readNotificationFrame(JSON.stringify(good))).toEqual(good);
    expect(readNotificationFrame(JSON.stringify({ type: "messages" }))).toEqual({ type: "messages" });
    for (const bad of [
      "not json",
      "null",
      JSON.stringify({ ...good, unread: "2" }),
      JSON.stringify({ ...good, items: [{ id: "1" }] }),
      JSON.stringify({ type: "other" }),
    ])
      expect(readNotificationFrame(bad)).toBeNull();
  });
});
