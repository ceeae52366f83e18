import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountQuery, createAccountSchema } from "~/lib/ads/schema";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listAdAccounts } from "~/models/ad-account.server";
import { perform } from "~/server/commands/adapters.server";
import { openAdAccount } from "~/server/commands/ads.server";

/** GET /api/ad-accounts: the caller's ad accounts, totals in dollars. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  parseQuery(accountQuery.omit({ accountId: true }), request);
  const user = await requireUser(context.db, request);
  return Response.json(await listAdAccounts(context.db, { userId: user.id }));
}

/** POST /api/ad-accounts `{ accountName }`: opens an account; its owner becomes an advertiser. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createAccountSchema, request);
  return Response.json(await perform(openAdAccount, { ...context, request }, input), { status: 201 });
}
