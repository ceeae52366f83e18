// The API's error shape (docs/api-conventions.md): 400 carries zod issues, every other error
// carries a clear message. Shared by resource routes, the webhook and rooms.
import type { ApiIssue } from "~/lib/api-issues";

export { describeIssues, toIssues, type ApiIssue } from "~/lib/api-issues";

export function jsonError(status: number, error: string, issues?: ApiIssue[]): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

/** For resource routes: anything but the listed methods is a 405 with an Allow header. */
export function allowMethods(request: Request, methods: string[]): Response | null {
  if (methods.includes(request.method)) return null;
  const response = jsonError(405, `Use ${methods.join(" or ")} here.`);
  response.headers.set("Allow", methods.join(", "));
  return response;
}
