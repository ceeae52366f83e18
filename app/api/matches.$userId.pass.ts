import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { connectionAction } from "~/server/connection-action.server";
import { jsonError } from "~/server/http";

export const action = (args: ActionFunctionArgs) => connectionAction(args, "pass");

export function loader() {
  return jsonError(405, "Use POST to pass on a member.");
}
