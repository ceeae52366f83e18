// The like and pass resource routes share everything but the verb.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseOptionalJsonBody } from "./body.server";
import { actorBodySchema, userIdParams } from "~/lib/connections";
import { allowMethods } from "./http";
import { parseParams } from "./validate.server";
import type { ConnectionAction } from "~/models/connection.server";
import { perform } from "./commands/adapters.server";
import { likeAProfile, passAProfile } from "./commands/connections.server";

/** POST /api/matches/:userId/{like,pass}: :userId is the member liked or passed on. */
export async function connectionAction({ request, params, context }: ActionFunctionArgs, action: ConnectionAction) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { userId } = parseParams(userIdParams, params);
  const body = await parseOptionalJsonBody(actorBodySchema, request);
  const command = action === "like" ? likeAProfile : passAProfile;
  return Response.json(await perform(command, { ...context, request }, { toUserId: userId, asUserId: body.userId }));
}
