import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { presentSession, sessionIdParams } from "~/lib/account";
import { ACCOUNT_TEXTS } from "~/lib/texts/account";
import { listSessions } from "~/models/session.server";
import { currentSessionId, requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { signOutSession } from "~/server/commands/account.server";
import { allowMethods, jsonError } from "~/server/http";
import { discardBody, parseParams } from "~/server/validate.server";

/** GET /api/account/sessions/:id: one of your sessions; anyone else's is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const { id } = parseParams(sessionIdParams, params);
  const row = (await listSessions(context.db, { userId: user.id })).find((session) => session.id === id);
  if (!row) return jsonError(404, ACCOUNT_TEXTS.sessionGone);
  return Response.json(presentSession(row, await currentSessionId(request)));
}

/** DELETE /api/account/sessions/:id: signs that browser out (your own session signs you out here). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(sessionIdParams, params);
  await discardBody(request);
  await perform(signOutSession, { ...context, request }, { sessionId: id });
  return new Response(null, { status: 204 });
}
