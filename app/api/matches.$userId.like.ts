import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { connectionAction } from "~/server/connection-action.server";
import { jsonError } from "~/server/http";

export const action = (args: ActionFunctionArgs) => connectionAction(args, "like");

export function loader() {
  return jsonError(405, "Use POST to like on a member.");
}
