import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { usernameField, usernameQuery } from "~/lib/account";
import { usernameTaken } from "~/models/account.server";
import { requireUser } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";

/**
 * GET /api/account/username?username=: whether you could take that name. `available` is false
 * with a `reason` for a name that breaks the rules; your own name is available to you.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const { username } = parseQuery(usernameQuery, request);
  const parsed = usernameField.safeParse(username);
  if (!parsed.success)
    return Response.json({ username, available: false, reason: parsed.error.issues[0]?.message ?? "Not allowed." });
  const name = parsed.data;
  const available = name === user.username || !(await usernameTaken(context.db, { username: name, userId: user.id }));
  return Response.json({ username: name, available, yours: name === user.username });
}
