import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { presentSession } from "~/lib/account";
import { listSessions } from "~/models/session.server";
import { currentSessionId, requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { signOutOtherSessions } from "~/server/commands/account.server";
import { allowMethods } from "~/server/http";
import { discardBody } from "~/server/validate.server";

/** GET /api/account/sessions: everywhere you are signed in, the one asking marked `current`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const current = await currentSessionId(request);
  const rows = await listSessions(context.db, { userId: user.id });
  return Response.json({ items: rows.map((row) => presentSession(row, current)) });
}

/** DELETE /api/account/sessions: signs out every other session (a sign-in from the last 10 minutes needed). */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["DELETE"]);
  if (refused) return refused;
  await discardBody(request);
  const session = await currentSessionId(request);
  return Response.json(await perform(signOutOtherSessions, { ...context, request }, { session }));
}
