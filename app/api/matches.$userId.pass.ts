import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { connectionAction } from "~/lib/server/connection-action.server";
import { jsonError } from "~/lib/server/http";

export const action = (args: ActionFunctionArgs) => connectionAction(args, "pass");

export function loader() {
  return jsonError(405, "Use POST to pass on a member.");
}
