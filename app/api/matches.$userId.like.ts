import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { connectionAction } from "~/lib/server/connection-action.server";
import { jsonError } from "~/lib/server/http";

export const action = (args: ActionFunctionArgs) => connectionAction(args, "like");

export function loader() {
  return jsonError(405, "Use POST to like on a member.");
}
