// Every /api path: the endpoint modules in app/api/ answer, dispatched here (one route in the
// browser's manifest for all of them, decision 032). A path no endpoint claims is a JSON 404,
// a method an endpoint has no handler for a JSON 405; never the HTML not-found page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findEndpoint } from "~/api/endpoints.server";
import { jsonError } from "~/server/http";

export function loader(args: LoaderFunctionArgs) {
  return dispatch(args, "loader");
}

export function action(args: ActionFunctionArgs) {
  return dispatch(args, "action");
}

function dispatch(args: LoaderFunctionArgs | ActionFunctionArgs, kind: "loader" | "action") {
  const { pathname } = new URL(args.request.url);
  let segments: string[];
  try {
    segments = pathname.split("/").slice(2).filter(Boolean).map(decodeURIComponent);
  } catch {
    return jsonError(400, "The request could not be handled.");
  }
  const found = findEndpoint(segments);
  if (!found) return jsonError(404, `No API endpoint at ${pathname}.`);
  const handler = found.endpoint[kind];
  if (!handler) {
    const response = jsonError(405, `${args.request.method} is not allowed here.`);
    response.headers.set("Allow", found.endpoint.loader ? "GET, HEAD" : "POST");
    return response;
  }
  return handler({ ...args, params: found.params });
}
