import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { searchQuery } from "~/lib/search";
import { search } from "~/models/search.server";
import { getReader } from "~/server/auth.server";
import { parseQuery } from "~/server/validate.server";

/** GET /api/search?q=&type=&cursor=&limit=: a page of results the caller may see, and the count per tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(searchQuery, request);
  const viewer = await getReader(context.db, request);
  return Response.json(await search(context.db, { ...query, viewer }));
}
