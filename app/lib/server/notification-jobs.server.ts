// The hourly Cron Trigger's work for notifications (issue 26): event reminders a day ahead, and
// the daily digest email of unread notifications, with plain text and HTML parts. Quiet hours
// hold a member's digest until they end (the next run sends it). Locally the email lands in the
// dev outbox; `npm run digest` runs this once.
import type { Db } from "./db.server";
import { sendEmail, type Email } from "./email.server";
import { inQuietHours } from "~/lib/notification-schemas";
import { notificationSentence, type NotificationItem } from "~/lib/notifications";
import { SITE_NAME } from "~/lib/site";
import { digestCandidates, digestFor, markDigestSent, remindUpcomingEvents } from "~/models/notification.server";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

export function digestEmail({
  to,
  name,
  items,
  origin,
}: {
  to: string;
  name: string;
  items: NotificationItem[];
  origin: string;
}): Email {
  const count = `${items.length} unread ${items.length === 1 ? "notification" : "notifications"}`;
  const lines = items.map((item) => ({ sentence: notificationSentence(item), link: `${origin}${item.url}` }));
  const settings = `${origin}/notifications/settings`;
  return {
    to,
    subject: `${SITE_NAME}: ${count}`,
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
  for (const member of await digestCandidates(db, { now })) {
    if (!member.email) continue;
    const { settings, items } = await digestFor(db, { userId: member.userId, now });
    if (inQuietHours(settings, now)) continue;
    if (items.length) {
      await sendEmail(env, db, digestEmail({ to: member.email, name: member.displayName, items, origin }));
      digests += 1;
    }
    await markDigestSent(db, member.userId, now);
  }
  return { reminded, digests };
}
