import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getProviderDetail } from "~/models/provider.server";

/** GET /api/ndis-providers/:id: the provider with its services, staff, public reviews and compliance score. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  const provider = await getProviderDetail(context.db, { id, viewerId, now: Date.now() });
  return provider ? Response.json(provider) : jsonError(404, `Provider ${id} not found.`);
}

export function action() {
  return jsonError(405, "Use GET here.");
}
