// Notification emails (docs/features/notifications.md#email), with plain text and HTML parts. Kinds
// a member set to "Email at once" go out right after the request that wrote them (workers/app.ts);
// the rest wait for the daily digest. The hourly Cron Trigger sends event reminders a day ahead,
// the digests, and any at-once email that quiet hours held back. Locally the email lands in the dev
// outbox; `npm run digest` runs the hourly work once.
import type { Db } from "~/models/db.server";
import { sendEmail, type Email } from "./email.server";
import { inQuietHours } from "~/lib/notification-schemas";
import { notificationSentence, type NotificationItem } from "~/lib/notifications";
import { SITE_NAME } from "~/lib/site";
import { NOTIFICATION_KINDS } from "~/lib/vocab";
import {
  atOnceCandidates,
  claimAtOnce,
  digestCandidates,
  digestFor,
  markDigestSent,
  remindUpcomingEvents,
  unclaimAtOnce,
} from "~/models/notification.server";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** The digest ("3 unread notifications") or an at-once email (its one sentence, or "3 new notifications"). */
export function notificationEmail({
  to,
  name,
  items,
  origin,
  atOnce = false,
}: {
  to: string;
  name: string;
  items: NotificationItem[];
  origin: string;
  atOnce?: boolean;
}): Email {
  const count = `${items.length} ${atOnce ? "new" : "unread"} ${items.length === 1 ? "notification" : "notifications"}`;
  const lines = items.map((item) => ({ sentence: notificationSentence(item), link: `${origin}${item.url}` }));
  const settings = `${origin}/notifications/settings`;
  return {
    to,
    subject: `${SITE_NAME}: ${atOnce && lines.length === 1 ? lines[0]!.sentence : count}`,
    text: [
      `Hello ${name},`,
      "",
      `You have ${count}:`,
      "",
      ...lines.map((line) => `- ${line.sentence}\n  ${line.link}`),
      "",
      `See them all: ${origin}/notifications`,
      `Change what you are sent: ${settings}`,
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>You have ${count}:</p>`,
      "<ul>",
      ...lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.sentence)}</a></li>`),
      "</ul>",
      `<p><a href="${origin}/notifications">See them all</a>. <a href="${settings}">Change what you are sent</a>.</p>`,
    ].join("\n"),
  };
}

export async function runNotificationJobs(
  env: Env,
  db: Db,
  { now = new Date(), origin }: { now?: Date; origin: string },
) {
  const reminded = await remindUpcomingEvents(db, now);
  let digests = 0;
  let failed = 0;
  for (const member of await digestCandidates(db, { now })) {
    if (!member.email) continue;
    const { settings, items } = await digestFor(db, { userId: member.userId, now });
    if (inQuietHours(settings, now)) continue;
    try {
      if (items.length) {
        await sendEmail(env, db, notificationEmail({ to: member.email, name: member.displayName, items, origin }));
        digests += 1;
      }
      await markDigestSent(db, member.userId, now);
    } catch (error) {
      // Not marked sent, so the next hour tries this member again; the others still get theirs.
      console.error(`Could not send member ${member.userId} their digest`, error);
      failed += 1;
    }
  }
  const atOnce = await sendAtOnceEmails(env, db, { now, origin });
  return { reminded, digests, failed, atOnce };
}

/**
 * Emails at once what members (among `userIds`, or all) asked to hear of that way: one email per
 * member with everything new, never during their quiet hours. The number of emails sent.
 */
export async function sendAtOnceEmails(
  env: Env,
  db: Db,
  { userIds, now = new Date(), origin }: { userIds?: number[]; now?: Date; origin: string },
) {
  let sent = 0;
  for (const member of await atOnceCandidates(db, { userIds, now })) {
    if (inQuietHours(member.settings, now)) continue;
    const kinds = NOTIFICATION_KINDS.filter((kind) => member.settings.email[kind] === "immediate");
    const items = await claimAtOnce(db, { userId: member.userId, kinds, now });
    if (!items.length) continue;
    try {
      await sendEmail(
        env,
        db,
        notificationEmail({ to: member.address, name: member.displayName, items, origin, atOnce: true }),
      );
      sent += 1;
    } catch (error) {
      console.error(`Could not email member ${member.userId} at once`, error);
      await unclaimAtOnce(
        db,
        items.map((item) => item.id),
      );
    }
  }
  return sent;
}
