import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listForums } from "~/models/forum.server";

/** GET /api/forums: every forum with its category and postsCount. */
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await listForums(context.db));
}
