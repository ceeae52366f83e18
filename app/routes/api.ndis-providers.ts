import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { jsonError } from "~/lib/http";
import { listProvidersQuery } from "~/lib/providers";
import { parseQuery } from "~/lib/validate.server";
import { listProviders } from "~/models/provider.server";

/** GET /api/ndis-providers?search=&location=&serviceType=&sort=&saved=true&page=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseQuery(listProvidersQuery, request);
  const user = await requireUser(context.db, request);
  return Response.json(await listProviders(context.db, { viewerId: user.id, filters, now: Date.now() }));
}

export function action() {
  return jsonError(405, "Use GET here.");
}
