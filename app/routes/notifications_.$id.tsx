// Opening a notification: it is read, and the member goes to the thing itself. A link from another
// site only shows the list, so nobody can read a member's notifications for them.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { idParams } from "~/lib/schemas";
import { requireUser } from "~/server/auth.server";
import { parsePageIdOr404 } from "~/server/validate.server";
import { openNotification } from "~/models/notification.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  const user = await requireUser(context.db, request);
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return redirect("/notifications");
  const url = await openNotification(context.db, { userId: user.id, id });
  if (!url) throw data(null, { status: 404 });
  // Always a path on this site.
  return redirect(url.startsWith("/") && !url.startsWith("//") ? url : "/notifications");
}
