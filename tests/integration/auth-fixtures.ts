// Shared by the auth-*.test.ts files (sign-in on the real Worker and D1, docs/features/sign-in.md):
// form posts as a browser sends them, the session cookie, and the emailed code and link from the
// dev outbox.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { expect } from "vitest";

export const BASE = "http://example.com";

/** A urlencoded form post, as a browser without JavaScript sends it. */
export const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

export const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { headers, redirect: "manual" });

/** The Set-Cookie line for the session, among the others (a write also sets the D1 bookmark). */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => /^(?:__Host-)?session=/.test(cookie));
}

/** The cookie pair (name=value) a response sets for the session. */
export function sessionPair(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /((?:__Host-)?session=[^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`No session cookie in ${header}`);
  return match[1];
}

/** The newest email to `to` in the dev outbox, with its code and link pulled out of the text. */
export async function lastEmail(to: string) {
  const row = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ text: string }>();
  if (!row) throw new Error(`No email to ${to}`);
  const code = /code for .* is: ([A-Z0-9]{3}) ([A-Z0-9]{3})/.exec(row.text);
  const link = /(http\S+\/login\/link\?token=\S+)/.exec(row.text);
  return { text: row.text, code: code ? `${code[1]}${code[2]}` : "", link: link?.[1] ?? "" };
}

/** Asks for a code for `email`; returns the attempt id from the redirect to /login/code. */
export async function askForCode(email: string, { ip = "203.0.113.1", redirectTo = "/" } = {}) {
  const response = await form("/login", { email, redirectTo }, { "cf-connecting-ip": ip });
  expect(response.status).toBe(302);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/login\/code\?attempt=[A-Za-z0-9_-]{22}$/);
  return new URL(location, BASE).searchParams.get("attempt") ?? "";
}

let ipCounter = 0;
/** A fresh caller address per test, so the per-IP limit is tested only where meant. */
export const freshIp = () => `198.51.100.${++ipCounter}`;
