import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { updateMediaSchema } from "~/lib/media";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { describeImage } from "~/server/commands/media.server";

/** PATCH /api/media/:id `{ alt }`: the owner describes their image again; an empty alt removes the description. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const { alt } = await parseJsonBody(updateMediaSchema, request);
  return Response.json(await perform(describeImage, { ...context, request }, { mediaId: id, alt }));
}
