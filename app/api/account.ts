import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deleteAccountSchema, profileChangesSchema } from "~/lib/account";
import { getAccount } from "~/models/account.server";
import { currentSessionId, requireUser, signInRefusal } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { deleteAccount, editProfile } from "~/server/commands/account.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";

/** GET /api/account: your profile and sign-in address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const [account] = await getAccount(context.db, user.id);
  if (!account) throw signInRefusal(request);
  return Response.json(account);
}

/**
 * PATCH /api/account changes any of display name, username, bio, location, website and pronouns.
 * DELETE /api/account deletes it: `{ "confirm": "delete my account", "deleteContent": false }`,
 * with a sign-in from the last 10 minutes.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const call = { ...context, request };
  if (request.method === "DELETE") {
    const { deleteContent } = await parseJsonBody(deleteAccountSchema, request);
    await perform(deleteAccount, call, { session: await currentSessionId(request), deleteContent });
    return new Response(null, { status: 204 });
  }
  const changes = await parseJsonBody(profileChangesSchema, request);
  await perform(editProfile, call, { changes });
  const user = await requireUser(context.db, request);
  const [account] = await getAccount(context.db, user.id);
  return Response.json(account);
}
