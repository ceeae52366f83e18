// Any /api path no other route claims: a JSON 404 (or 405), never the HTML not-found page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/server/http";

export function loader({ request }: LoaderFunctionArgs) {
  return jsonError(404, `No API endpoint at ${new URL(request.url).pathname}.`);
}

export function action({ request }: ActionFunctionArgs) {
  return jsonError(404, `No API endpoint at ${new URL(request.url).pathname}.`);
}
