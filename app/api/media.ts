import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods } from "~/server/http";
import { getCurrentUser, signInRefusal } from "~/server/auth.server";
import { readImageUpload } from "~/server/media-upload.server";
import { discardBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { uploadImage } from "~/server/commands/media.server";

/** POST /api/media: multipart `file` (JPEG, PNG, WebP or GIF, at most 5 MB) and an optional `alt`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  // A visitor's upload is not read at all (the session lookup is the one perform makes, cached).
  if (!(await getCurrentUser(context.db, request))) {
    await discardBody(request);
    return signInRefusal(request);
  }
  const upload = await readImageUpload(request);
  const image = await perform(uploadImage, { ...context, request }, upload);
  return Response.json({ id: image.id, url: image.url, width: image.width, height: image.height }, { status: 201 });
}
