import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireSelf, requireUser } from "~/server/auth.server";
import { idString } from "~/lib/schemas";
import { parseQuery } from "~/server/validate.server";
import { getUserSubscription } from "~/models/billing/subscription.server";

/** GET /api/user-subscription: the caller's subscription (any status), or null when there never was one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = parseQuery(z.object({ userId: idString.optional() }).strict(), request);
  const user = await requireUser(context.db, request);
  requireSelf(user, userId);
  return Response.json(await getUserSubscription(context.db, { userId: user.id }));
}
