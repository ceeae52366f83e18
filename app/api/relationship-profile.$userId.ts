import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { updateProfileSchema, userIdParams } from "~/lib/connections";
import { jsonError } from "~/server/http";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import {
  deleteProfile,
  getProfile,
  InvalidProfileChange,
  updateProfile,
  viewProfile,
} from "~/models/relationship-profile.server";

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
  const user = await requireUser(
    context.db,
    request,
    request.method === "DELETE" ? { suspended: { allowed: "leaving Connections removes their own profile" } } : {},
  );
  if (userId !== user.id) return jsonError(403, "You can only change your own relationship profile.");
  if (request.method === "DELETE") {
    return (await deleteProfile(context.db, { userId }))
      ? new Response(null, { status: 204 })
      : jsonError(404, CONNECTION_TEXTS.noProfile);
  }
  const changes = await parseJsonBody(updateProfileSchema, request);
  try {
    const profile = await updateProfile(context.db, { userId, changes });
    return profile ? Response.json(profile) : jsonError(404, CONNECTION_TEXTS.noProfile);
  } catch (error) {
    if (error instanceof InvalidProfileChange)
      return jsonError(400, error.message, [{ path: error.path, message: error.message }]);
    throw error;
  }
}
