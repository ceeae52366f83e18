import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { preferencesUpdateSchema } from "~/lib/accessibility/schema";
import { requireSelf, requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { idString } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { getPreferences } from "~/models/accessibility.server";
import { perform } from "~/server/commands/adapters.server";
import { forgetAccessibilityPreferences, saveAccessibilityPreferences } from "~/server/commands/settings.server";

const params = z.object({ userId: idString });

/** Preferences are personal: a user reads only their own (and writes only their own, in the commands). */
async function ownUserId({ params: raw, request, context }: LoaderFunctionArgs) {
  const { userId } = parseParams(params, raw);
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.ownSettings);
  requireSelf(user, userId);
  return userId;
}

export async function loader(args: LoaderFunctionArgs) {
  const userId = await ownUserId(args);
  const preferences = await getPreferences(args.context.db, { userId });
  if (!preferences) return jsonError(404, "No accessibility preferences saved; use the defaults.");
  return Response.json(preferences);
}

export async function action(args: ActionFunctionArgs) {
  const { method } = args.request;
  if (method !== "PUT" && method !== "DELETE")
    return jsonError(405, "Use GET to read, PUT to save or DELETE to forget preferences.");
  const { userId } = parseParams(params, args.params);
  const call = { ...args.context, request: args.request };
  // Forgetting the record brings back "No Accessibility Preferences Set" and the spec's defaults.
  if (method === "DELETE") {
    await perform(forgetAccessibilityPreferences, call, { userId });
    return new Response(null, { status: 204 });
  }
  const preferences = await parseJsonBody(preferencesUpdateSchema, args.request);
  return Response.json(await perform(saveAccessibilityPreferences, call, { userId, preferences }));
}
