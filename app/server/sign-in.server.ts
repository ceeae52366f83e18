// What every way of signing in does once it knows who it is: the code, the link and the local demo
// all end here, so each gets the same session, admin rule and next step.
import { adminEmails, safeRedirect, signIn } from "./auth.server";
import type { Db } from "~/models/db.server";
import { readVisitorPreferences } from "./visitor-preferences.server";
import { hasPreferences } from "~/models/accessibility.server";
import { memberById, memberForEmail } from "~/models/sign-in.server";

type Who = { email: string } | { userId: number };

/**
 * Signs in as the member with this address (created on first use) or seeded id, and sends them
 * on: a first sign-in to /welcome, a member whose visitor settings could be kept to
 * /welcome/preferences, anyone else back where they were.
 */
export async function completeSignIn(db: Db, env: Env, request: Request, who: Who, redirectTo: string) {
  const admins = adminEmails(env);
  const member =
    "email" in who
      ? await memberForEmail(db, { email: who.email, admin: admins.includes(who.email) })
      : await memberById(db, { id: who.userId, adminEmails: admins });
  if (!member) return null;
  const back = safeRedirect(redirectTo, "/") ?? "/";
  const query = back === "/" ? "" : `?redirectTo=${encodeURIComponent(back)}`;
  let next = back;
  if (member.isNew) next = `/welcome${query}`;
  else if (readVisitorPreferences(request) && !(await hasPreferences(db, { userId: member.id })))
    next = `/welcome/preferences${query}`;
  return signIn(db, request, { userId: member.id, redirectTo: next });
}
