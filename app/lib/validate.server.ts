// Parsing for every input that crosses the HTTP boundary. A failure throws a 400 Response,
// which Remix returns as-is from a resource route, so a handler never runs on bad input.
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { describeIssues, jsonError, toIssues } from "./http";

const MAX_JSON_BODY_BYTES = 64 * 1024;

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = toIssues(result.error);
    throw jsonError(400, describeIssues(what, issues), issues);
  }
  return result.data;
}

export function parseParams<T extends z.ZodType>(schema: T, params: Record<string, string | undefined>) {
  return parseOrThrow(schema, params, "route parameter");
}

export function parseQuery<T extends z.ZodType>(schema: T, request: Request) {
  const url = new URL(request.url);
  return parseOrThrow(schema, Object.fromEntries(url.searchParams), "query");
}

export async function parseJsonBody<T extends z.ZodType>(schema: T, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw jsonError(415, "Send the request body as JSON with Content-Type: application/json.");
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) {
    throw jsonError(413, `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError(400, "Request body is not valid JSON.", [{ path: "", message: "Malformed JSON" }]);
  }
  return parseOrThrow(schema, body, "request body");
}

/** For pages: an id in the URL that is not a valid id is simply a page that does not exist. */
export function parsePageIdOr404<T extends z.ZodType>(schema: T, params: Record<string, string | undefined>): z.output<T> {
  const result = schema.safeParse(params);
  if (!result.success) throw data(null, { status: 404 });
  return result.data;
}
