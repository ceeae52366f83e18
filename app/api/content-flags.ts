import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { listFlagsQuery, MODERATION_PAGE_SIZE } from "~/lib/moderation";
import { parseQuery } from "~/server/validate.server";
import { listFlags } from "~/models/content-flag.server";

/** GET /api/content-flags?isResolved=false&cursor=&limit= (moderators), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(listFlagsQuery, request);
  const limit = query.limit ?? MODERATION_PAGE_SIZE;
  const isResolved = query.isResolved === undefined ? undefined : query.isResolved === "true";
  return Response.json(await listFlags(context.db, { isResolved, cursor: query.cursor, limit }));
}
