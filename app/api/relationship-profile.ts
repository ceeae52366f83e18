import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { createProfileSchema } from "~/lib/connections";
import { allowMethods, jsonError } from "~/server/http";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { parseJsonBody } from "~/server/validate.server";
import { createProfile, ProfileExists } from "~/models/relationship-profile.server";

/** POST /api/relationship-profile: the wizard's Create Profile (spec doc 2, sections 5 and 7). */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const { userId, ...values } = await parseJsonBody(createProfileSchema, request);
  if (userId !== undefined && userId !== user.id)
    return jsonError(403, "You can only create your own relationship profile.");
  try {
    return Response.json(await createProfile(context.db, { userId: user.id, values }), { status: 201 });
  } catch (error) {
    if (error instanceof ProfileExists) return jsonError(409, CONNECTION_TEXTS.profileExists);
    throw error;
  }
}

export function loader() {
  return jsonError(405, "Use POST to create a profile, or GET /api/relationship-profile/:userId to read one.");
}
