import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { getUserSubscription } from "~/models/subscription.server";

/** GET /api/user-subscription: the caller's subscription (any status), or null when there never was one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json(await getUserSubscription(context.db, { userId: user.id }));
}
