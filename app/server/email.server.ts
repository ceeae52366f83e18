// Every email goes through sendEmail (docs/decisions/016). Deployed, it calls a transactional
// email API (Resend's REST endpoint) with the EMAIL_API_KEY and EMAIL_FROM secrets. Locally,
// with DEV_OUTBOX=on and no key, it lands in the D1 outbox shown at /dev/outbox.
import type { Db } from "~/models/db.server";
import { jsonError } from "./http";
import { addToOutbox } from "~/models/dev-outbox.server";

export type Email = { to: string; subject: string; text: string; html: string };

export const EMAIL_API_URL = "https://api.resend.com/emails";

export function devOutboxOn(env: Env): boolean {
  return env.DEV_OUTBOX === "on";
}

/** Whether this server can send email at all: an API key, or the dev outbox locally. */
export function emailAvailable(env: Env): boolean {
  return Boolean(env.EMAIL_API_KEY) || devOutboxOn(env);
}

export async function sendEmail(env: Env, db: Db, email: Email): Promise<void> {
  if (env.EMAIL_API_KEY) {
    const response = await fetch(EMAIL_API_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({
        from: env.EMAIL_FROM ?? "",
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
    });
    if (!response.ok) {
      console.error(`Email API answered ${response.status}: ${await response.text()}`);
      throw jsonError(503, "We could not send the email just now. Please try again in a minute.");
    }
    return;
  }
  if (devOutboxOn(env)) return addToOutbox(db, email);
  console.error("No email backend: set EMAIL_API_KEY and EMAIL_FROM, or DEV_OUTBOX=on locally.");
  throw jsonError(503, "Email sign-in is not set up on this server yet.");
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** The sign-in email: the code and the link, each on its own, valid 10 minutes, once. */
export function signInEmail({
  to,
  code,
  link,
  siteName,
}: {
  to: string;
  code: string;
  link: string;
  siteName: string;
}): Email {
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [
    `Your sign-in code for ${siteName} is: ${spaced}`,
    "",
    `Or sign in with this link: ${link}`,
    "",
    "The code and the link work once, for 10 minutes. If you did not ask to sign in, you can ignore this email.",
  ].join("\n");
  const html = `<p>Your sign-in code for ${escapeHtml(siteName)} is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(spaced)}</p>
<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(siteName)}</a></p>
<p>The code and the link work once, for 10 minutes. If you did not ask to sign in, you can ignore this email.</p>`;
  return { to, subject: `Your sign-in code: ${spaced}`, text, html };
}

/** A moderator's reply to a support request, with the request's topic and, for a member, a link to it. */
export function supportReplyEmail({
  to,
  name,
  topic,
  reply,
  link,
  siteName,
}: {
  to: string;
  name: string | null;
  topic: string;
  reply: string;
  link: string | null;
  siteName: string;
}): Email {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const about = `You asked ${siteName} support about: ${topic}.`;
  const see = link ? `See your request: ${link}` : "You can reply to this email if you need more help.";
  const text = [greeting, "", about, "", "Our reply:", "", reply, "", see, "", `${siteName} support`].join("\n");
  const paragraphs = reply
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(about)}</p>
<h2>Our reply</h2>
${paragraphs}
<p>${link ? `<a href="${escapeHtml(link)}">See your request</a>` : escapeHtml(see)}</p>
<p>${escapeHtml(siteName)} support</p>`;
  return { to, subject: `${siteName} support: a reply to your request about ${topic.toLowerCase()}`, text, html };
}

/** A code that confirms it is the member, before a change to their account's security. */
export function confirmCodeEmail({ to, code, siteName }: { to: string; code: string; siteName: string }): Email {
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [
    `Your code to confirm it is you on ${siteName} is: ${spaced}`,
    "",
    "It works once, for 10 minutes. If you did not ask for it, someone may be signed in to your account: sign out of all other devices from your account page.",
  ].join("\n");
  const html = `<p>Your code to confirm it is you on ${escapeHtml(siteName)} is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(spaced)}</p>
<p>It works once, for 10 minutes. If you did not ask for it, someone may be signed in to your account: sign out of all other devices from your account page.</p>`;
  return { to, subject: `Your confirmation code: ${spaced}`, text, html };
}

/** The code that proves a new sign-in address is the member's. */
export function newAddressCodeEmail({ to, code, siteName }: { to: string; code: string; siteName: string }): Email {
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [
    `Your code to confirm this address for ${siteName} is: ${spaced}`,
    "",
    "It works once, for 10 minutes. If you did not ask to use this address, you can ignore this email.",
  ].join("\n");
  const html = `<p>Your code to confirm this address for ${escapeHtml(siteName)} is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(spaced)}</p>
<p>It works once, for 10 minutes. If you did not ask to use this address, you can ignore this email.</p>`;
  return { to, subject: `Confirm your new address: ${spaced}`, text, html };
}

/** To the old address once the change is made: what changed, and the link that undoes it for 7 days. */
export function addressChangedEmail({
  to,
  newEmail,
  link,
  siteName,
}: {
  to: string;
  newEmail: string;
  link: string;
  siteName: string;
}): Email {
  const text = [
    `The sign-in address of your ${siteName} account was changed to ${newEmail}.`,
    "",
    `If you did not do this, undo it within 7 days with this link, which also signs the account out everywhere: ${link}`,
  ].join("\n");
  const html = `<p>The sign-in address of your ${escapeHtml(siteName)} account was changed to ${escapeHtml(newEmail)}.</p>
<p>If you did not do this, <a href="${escapeHtml(link)}">undo the change</a> within 7 days. Undoing also signs the account out everywhere.</p>`;
  return { to, subject: `Your ${siteName} sign-in address was changed`, text, html };
}
