import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { listMutes } from "~/models/filter.server";

/** GET /api/user-mutes: the members the caller has muted, by name. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json(await listMutes(context.db, { userId: user.id }));
}
