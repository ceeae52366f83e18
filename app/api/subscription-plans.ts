import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listPlanViews } from "~/models/billing/plan.server";

/** GET /api/subscription-plans: the four plans in plan order. */
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await listPlanViews(context.db));
}
