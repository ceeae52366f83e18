// The like and pass resource routes share everything but the verb.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "./auth.server";
import { parseOptionalJsonBody } from "./body.server";
import { actorBodySchema, userIdParams } from "~/lib/connections";
import { allowMethods, jsonError } from "./http";
import { parseParams } from "./validate.server";
import { ActionRefused, recordAction, type ConnectionAction } from "~/models/connection.server";

/** POST /api/matches/:userId/{like,pass}: :userId is the member liked or passed on. */
export async function connectionAction({ request, params, context }: ActionFunctionArgs, action: ConnectionAction) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { userId } = parseParams(userIdParams, params);
  // A like reaches out to someone, so a suspended member may not; passing harms no one.
  const user = await requireUser(
    context.db,
    request,
    action === "pass" ? { suspended: { allowed: "passing on someone reaches no one" } } : {},
  );
  const body = await parseOptionalJsonBody(actorBodySchema, request);
  if (body.userId !== undefined && body.userId !== user.id)
    return jsonError(403, `You can only ${action} as yourself.`);
  try {
    return Response.json(await recordAction(context.db, { fromUserId: user.id, toUserId: userId, action }));
  } catch (error) {
    if (error instanceof ActionRefused) return jsonError(error.status, error.message);
    throw error;
  }
}
