import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { updateProfileSchema, userIdParams } from "~/lib/connections";
import { jsonError } from "~/server/http";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { getProfile, viewProfile } from "~/models/relationship-profile.server";
import { perform } from "~/server/commands/adapters.server";
import { deleteRelationshipProfile, updateRelationshipProfile } from "~/server/commands/connections.server";

/**
 * GET: your own profile in full, or another member's card as their privacy level allows.
 * 404 means no profile (or none you may see: hidden, blocked, or private).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { userId } = parseParams(userIdParams, params);
  const user = await requireUser(context.db, request);
  const profile =
    userId === user.id
      ? await getProfile(context.db, { userId })
      : await viewProfile(context.db, { viewerId: user.id, userId });
  if (!profile) return jsonError(404, CONNECTION_TEXTS.noProfile);
  return Response.json(profile);
}

/** PATCH saves Profile Settings, the Visible switch and Privacy Settings; DELETE leaves Connections. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    const response = jsonError(405, "Use GET to read, PATCH to change or DELETE to remove a profile.");
    response.headers.set("Allow", "GET, PATCH, DELETE");
    return response;
  }
  const { userId } = parseParams(userIdParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await perform(deleteRelationshipProfile, call, { userId });
    return new Response(null, { status: 204 });
  }
  const changes = await parseJsonBody(updateProfileSchema, request);
  return Response.json(await perform(updateRelationshipProfile, call, { userId, changes }));
}
