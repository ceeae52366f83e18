import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/lib/auth.server";
import { parseQuery } from "~/lib/validate.server";
import { getUsage } from "~/models/usage.server";

/**
 * GET /api/usage : the plan in force (subscription planName, status, currentPeriodEnd), used
 * and limit for campaigns, adSets, ads, audiences, creatives and monthlySpend (null =
 * unlimited), and the violations. Reaching the spend limit pauses active campaigns first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  parseQuery(z.object({}).strict(), request);
  const user = await requireUser(context.db, request);
  return Response.json((await getUsage(context.db, { userId: user.id })).usage);
}
