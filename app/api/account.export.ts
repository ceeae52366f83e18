import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportStream } from "~/models/account.server";
import { requireUser } from "~/server/auth.server";

/** GET /api/account/export: everything held about you, as one JSON file, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const now = new Date();
  return new Response(await exportStream(context.db, user.id, now), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="wattle-data-${now.toISOString().slice(0, 10)}.json"`,
      "cache-control": "no-store",
    },
  });
}
