import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { listBlocks } from "~/models/user-block.server";

/** GET /api/user-blocks: the members the caller has blocked, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json(await listBlocks(context.db, { userId: user.id }));
}
