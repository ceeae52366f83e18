import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getUserProfile } from "~/models/user.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const user = await getUserProfile(context.db, { id });
  if (!user) return jsonError(404, `User ${id} not found.`);
  return Response.json(user);
}
