// Commands on a member's own account: the profile and @username, their sessions, confirming
// it is them by an emailed code (or a passkey: passkeys.server.ts), and deleting the account. Changes to the account's security
// (signing out other devices, deleting it) need a sign-in from the last 10 minutes in the
// browser asking: `session` is that browser's session id, which the adapters read from its cookie.
import type { z } from "zod";
import { RECENT_SIGN_IN_MS, type ProfileChangesInput } from "~/lib/account";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import {
  confirmEmailChange,
  deleteAccountData,
  emailTaken,
  startEmailChange,
  updateProfile,
  usernameTaken,
} from "~/models/account.server";
import { BillingError, billingGateway, cancelSubscription } from "~/models/billing/billing.server";
import { mediaKeysOf } from "~/models/media.server";
import { getSubscriptionRow } from "~/models/billing/subscription.server";
import { isLiveStatus } from "~/lib/billing/billing";
import { authenticatedAt, endOtherSessions, endSession, markAuthenticated } from "~/models/session.server";
import { checkCode, startSignIn } from "~/models/sign-in.server";
import type { Db } from "~/models/db.server";
import { SITE_NAME } from "~/lib/site";
import { addressChangedEmail, confirmCodeEmail, newAddressCodeEmail, sendEmail } from "../email.server";
import { requirePublicOrigin } from "../public-origin.server";
import { countWrite } from "../rate-limit.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import type { authenticationResponseSchema } from "../passkeys.server";
import { defineCommand, Refusal } from "./command.server";
import { requireOwnPasskey } from "./passkeys.server";

const OWN = { allowed: "it changes only the member's own sessions or sign-in" };

/** The refusal a security change meets without a recent sign-in; the page offers the code then. */
export const RECENT_SIGN_IN_REASON = "recent_sign_in_required";

/** Whether this browser's session proved who it is within the last 10 minutes. */
export async function signedInRecently(db: Db, userId: number, session: string | null, now = Date.now()) {
  if (!session) return false;
  const at = await authenticatedAt(db, { userId, id: session });
  return at !== null && now - Date.parse(at) < RECENT_SIGN_IN_MS;
}

async function requireRecentSignIn(db: Db, userId: number, session: string | null) {
  if (!(await signedInRecently(db, userId, session)))
    throw new Refusal("forbidden", T.recentRequired, { status: 403, body: { reason: RECENT_SIGN_IN_REASON } });
}

type ProfileInput = { changes: ProfileChangesInput };
export const editProfile = defineCommand<ProfileInput, { username: string }>({
  name: "updateProfile",
  // A profile is what others see, so a suspended member keeps theirs as it is.
  policy: { who: "member", rateLimit: "profile" },
  publicViews: ({ actor }) => [...VIEWS.profile(actor.id), ...VIEWS.conversations],
  async prepare({ db, actor, input: { changes } }) {
    const wanted = changes.username;
    if (wanted === undefined || wanted === actor.username) return;
    if (await usernameTaken(db, { username: wanted, userId: actor.id }))
      throw new Refusal("invalid", T.usernameTaken(wanted), {
        status: 409,
        fieldErrors: { username: T.usernameTaken(wanted) },
      });
    const limited = await countWrite(db, { userId: actor.id, action: "username" });
    if (limited)
      throw new Refusal("rate_limited", limited.message, {
        retryAfter: limited.retryAfter,
        fieldErrors: { username: limited.message },
      });
  },
  async run({ db, actor, input: { changes } }) {
    try {
      await updateProfile(db, { userId: actor.id, changes, oldUsername: actor.username });
    } catch (error) {
      // Two members chose the same name at once: the unique index lets one have it.
      if (String(error).includes("UNIQUE")) {
        const name = changes.username ?? "";
        throw new Refusal("invalid", T.usernameTaken(name), {
          status: 409,
          fieldErrors: { username: T.usernameTaken(name) },
        });
      }
      throw error;
    }
    return { username: changes.username ?? actor.username };
  },
});

export const signOutSession = defineCommand<{ sessionId: string }, { ended: true }>({
  name: "endSession",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  async run({ db, actor, input: { sessionId } }) {
    if (!(await endSession(db, { userId: actor.id, id: sessionId }))) throw new Refusal("not_found", T.sessionGone);
    return { ended: true };
  },
});

export const signOutOtherSessions = defineCommand<{ session: string | null }, { ended: number }>({
  name: "endOtherSessions",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  prepare: ({ db, actor, input }) => requireRecentSignIn(db, actor.id, input.session),
  async run({ db, actor, input: { session } }) {
    return { ended: await endOtherSessions(db, { userId: actor.id, keep: session }) };
  },
});

/** Emails the member a code that confirms it is them (the sign-in code's machinery). */
export const sendConfirmationCode = defineCommand<Record<string, never>, { attempt: string; email: string }>({
  name: "sendAccountCode",
  policy: { who: "member", suspended: OWN, rateLimit: "accountCode" },
  async prepare({ actor }) {
    if (!actor.email) throw new Refusal("invalid", T.noEmail);
  },
  async run({ db, env, actor }) {
    const email = actor.email!;
    const { attemptId, code } = await startSignIn(db, { email, redirectTo: "/account" });
    await sendEmail(env, db, confirmCodeEmail({ to: email, code, siteName: SITE_NAME }));
    return { attempt: attemptId, email };
  },
});

type ConfirmInput = { session: string | null; attempt: string; code: string };
export const confirmWithCode = defineCommand<ConfirmInput, { confirmed: true }>({
  name: "confirmAccountCode",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  async run({ db, actor, input: { session, attempt, code } }) {
    const checked = await checkCode(db, { attemptId: attempt, code });
    // A code is for one address: the member's own, never another's they happened to receive.
    if (!checked.ok || checked.email !== actor.email || !session)
      throw new Refusal("invalid", T.codeWrong, { fieldErrors: { code: T.codeWrong } });
    await markAuthenticated(db, { userId: actor.id, id: session });
    return { confirmed: true };
  },
});

type DeleteInput = {
  session: string | null;
  deleteContent: boolean;
  /** One of their passkeys, answered just now: it stands for both the typed phrase and the recent sign-in. */
  passkey?: z.output<typeof authenticationResponseSchema>;
};
export const deleteAccount = defineCommand<DeleteInput, { deleted: true }>({
  name: "deleteAccount",
  // A suspended member may delete once the suspension ends: deleting is not a way around it.
  policy: { who: "member", rateLimit: "account" },
  publicViews: ({ actor }) => [...VIEWS.profile(actor.id), ...VIEWS.conversations],
  prepare: ({ db, env, actor, input }) =>
    input.passkey
      ? requireOwnPasskey(db, env, actor.id, input.passkey)
      : requireRecentSignIn(db, actor.id, input.session),
  async run({ db, env, actor, input: { deleteContent } }) {
    // A live subscription ends now, through the same path as "Cancel subscription".
    const subscription = await getSubscriptionRow(db, { userId: actor.id });
    if (subscription && isLiveStatus(subscription.status) && subscription.stripeSubscriptionId) {
      try {
        await cancelSubscription(db, billingGateway(db, env), { userId: actor.id, cancelAtPeriodEnd: false });
      } catch (error) {
        if (!(error instanceof BillingError)) throw error;
        throw new Refusal(
          "invalid",
          `Your subscription could not be cancelled, so nothing was deleted. ${error.message}`,
          {
            status: 503,
          },
        );
      }
    }
    // The images' bytes in R2 first: their rows go with the batch below.
    const keys = await mediaKeysOf(db, actor.id, { all: deleteContent });
    if (keys.length) await env.MEDIA.delete(keys);
    await deleteAccountData(db, { userId: actor.id, deleteContent });
    return { deleted: true };
  },
});

export const changeEmail = defineCommand<
  { session: string | null; email: string },
  { changeId: string; email: string }
>({
  name: "requestEmailChange",
  policy: { who: "member", suspended: OWN, rateLimit: "accountCode" },
  async prepare({ db, actor, input }) {
    await requireRecentSignIn(db, actor.id, input.session);
    if (input.email === actor.email) throw new Refusal("invalid", T.emailSame, { fieldErrors: { email: T.emailSame } });
    if (await emailTaken(db, { email: input.email, userId: actor.id }))
      throw new Refusal("invalid", T.emailTaken, { status: 409, fieldErrors: { email: T.emailTaken } });
  },
  async run({ db, env, actor, input: { email } }) {
    const { id, code } = await startEmailChange(db, { userId: actor.id, oldEmail: actor.email, newEmail: email });
    await sendEmail(env, db, newAddressCodeEmail({ to: email, code, siteName: SITE_NAME }));
    return { changeId: id, email };
  },
});

export const confirmNewEmail = defineCommand<{ changeId: string; code: string }, { email: string }>({
  name: "confirmEmailChange",
  policy: { who: "member", suspended: OWN, rateLimit: "settings" },
  async run({ db, env, actor, input: { changeId, code } }) {
    const origin = requirePublicOrigin(env);
    const checked = await confirmEmailChange(db, { userId: actor.id, id: changeId, code });
    if (!checked.ok) {
      const message = checked.reason === "taken" ? T.emailTaken : T.codeWrong;
      throw new Refusal("invalid", message, { fieldErrors: { code: message } });
    }
    if (checked.oldEmail)
      await sendEmail(
        env,
        db,
        addressChangedEmail({
          to: checked.oldEmail,
          newEmail: checked.newEmail,
          link: `${origin}/account/email/undo?token=${checked.undoToken}`,
          siteName: SITE_NAME,
        }),
      );
    return { email: checked.newEmail };
  },
});
