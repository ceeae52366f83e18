import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getCurrentUser, signInRefusal } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { removeAvatar, setAvatar } from "~/server/commands/media.server";
import { allowMethods, jsonError } from "~/server/http";
import { inspectAvatar, readMultipartForm } from "~/server/media-upload.server";
import { discardBody } from "~/server/validate.server";

/**
 * PUT /api/account/avatar: your picture, multipart `file` (256×256) and `small` (96×96), one type,
 * checked as every upload is; answers `{ avatar }`, its address. DELETE takes it down.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT", "DELETE"]);
  if (refused) return refused;
  // A visitor's upload is not read at all, as POST /api/media reads none.
  if (!(await getCurrentUser(context.db, request))) {
    await discardBody(request);
    return signInRefusal(request);
  }
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await discardBody(request);
    return Response.json(await perform(removeAvatar, call, {}));
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    await discardBody(request);
    return jsonError(415, "Send the picture as multipart/form-data with the squares in fields named file and small.");
  }
  const { files } = await readMultipartForm(request, type);
  return Response.json(await perform(setAvatar, call, await inspectAvatar(files)));
}
