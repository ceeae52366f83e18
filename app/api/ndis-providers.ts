import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { listProvidersQuery } from "~/lib/providers";
import { parseQuery } from "~/server/validate.server";
import { listProviders } from "~/models/provider.server";

/** GET /api/ndis-providers?search=&location=&serviceType=&sort=&saved=true&page=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseQuery(listProvidersQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  return Response.json(await listProviders(context.db, { viewerId, filters, now: Date.now() }));
}

export function action() {
  return jsonError(405, "Use GET here.");
}
