import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountQuery } from "~/lib/ads-schema";
import { requireUser } from "~/lib/auth.server";
import { parseQuery } from "~/lib/validate.server";
import { listAdAccounts } from "~/models/ad-account.server";

/** GET /api/ad-accounts: the caller's ad accounts (spec doc 2, section 3), totals in dollars. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  parseQuery(accountQuery.omit({ accountId: true }), request);
  const user = await requireUser(context.db, request);
  return Response.json(await listAdAccounts(context.db, { userId: user.id }));
}
