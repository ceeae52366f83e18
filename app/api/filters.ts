import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createFilterSchema } from "~/lib/filters";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { listFilters } from "~/models/filter.server";
import { perform } from "~/server/commands/adapters.server";
import { addKeywordFilter } from "~/server/commands/filters.server";

/** GET /api/filters: the caller's keyword filters, newest first, expired ones included (with `expiresAt`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json(await listFilters(context.db, { userId: user.id }));
}

/**
 * POST /api/filters `{ phrase, action: "hide" | "warn", expiresIn?: "day" | "week" | "month" | "forever" }`:
 * 201 with the filter. The phrase is matched as whole words, in any case; 409 when it is already filtered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createFilterSchema, request);
  return Response.json(await perform(addKeywordFilter, { ...context, request }, input), { status: 201 });
}
