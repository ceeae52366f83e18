import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notificationSettingsSchema } from "~/lib/notification-schemas";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { getNotificationSettings } from "~/models/notification.server";
import { perform } from "~/server/commands/adapters.server";
import { changeNotificationSettings } from "~/server/commands/settings.server";

/** GET /api/notification-settings: yours, or the defaults. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return Response.json(await getNotificationSettings(context.db, user.id));
}

/** PUT /api/notification-settings: the whole set, as GET gives it. Moderation notices stay on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT"]);
  if (refused) return refused;
  const settings = await parseJsonBody(notificationSettingsSchema, request);
  return Response.json(await perform(changeNotificationSettings, { ...context, request }, { settings }));
}
