// Every absolute link we send out (sign-in and notification emails, Stripe's return addresses)
// starts with the configured PUBLIC_ORIGIN, never the request's Host header: anyone can forge that
// and so get a member a working sign-in link to another site. Locally .dev.vars, the test configs
// and the dev-server scripts set it; deployed it must be set too, and without it nothing that
// carries a link is sent.
import { z } from "zod";
import { jsonError } from "./http";

const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .refine((origin) => origin !== "null");

export const NO_PUBLIC_ORIGIN = "This server's public address is not set up, so it cannot send links yet.";

/** The configured origin ("https://example.org", no trailing slash), or null (logged) when unset or not a URL. */
export function publicOrigin(env: Env): string | null {
  const parsed = originSchema.safeParse(env.PUBLIC_ORIGIN);
  if (parsed.success) return parsed.data;
  console.error("PUBLIC_ORIGIN is not set to an http(s) address: emails and checkout links are refused.");
  return null;
}

/** The configured origin, or a thrown 503 for routes that are about to send a link. */
export function requirePublicOrigin(env: Env): string {
  const origin = publicOrigin(env);
  if (origin === null) throw jsonError(503, NO_PUBLIC_ORIGIN);
  return origin;
}
