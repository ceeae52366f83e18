import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createProfileSchema } from "~/lib/connections";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { createRelationshipProfile } from "~/server/commands/connections.server";

/** POST /api/relationship-profile: the wizard's Create Profile. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createProfileSchema, request);
  return Response.json(await perform(createRelationshipProfile, { ...context, request }, input), { status: 201 });
}

export function loader() {
  return jsonError(405, "Use POST to create a profile, or GET /api/relationship-profile/:userId to read one.");
}
