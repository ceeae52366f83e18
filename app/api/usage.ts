import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireSelf, requireUser } from "~/server/auth.server";
import { idString } from "~/lib/schemas";
import { parseQuery } from "~/server/validate.server";
import { getUsage } from "~/models/billing/usage.server";

/**
 * GET /api/usage : the plan in force (subscription planName, status, currentPeriodEnd), used
 * and limit for campaigns, adSets, ads, audiences, creatives and monthlySpend (null =
 * unlimited), and the violations. Reaching the spend limit pauses active campaigns first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The spec names the user (`?userId=`); only the caller's own id is accepted.
  const { userId } = parseQuery(z.object({ userId: idString.optional() }).strict(), request);
  const user = await requireUser(context.db, request);
  requireSelf(user, userId);
  return Response.json((await getUsage(context.db, { userId: user.id })).usage);
}
