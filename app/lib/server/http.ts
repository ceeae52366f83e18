// The API's error shape (foundation issue, API conventions): 400 carries zod issues,
// every other error carries a clear message. Shared by resource routes, the webhook and rooms.
import type { z } from "zod";

export type ApiIssue = { path: string; message: string };

export function jsonError(status: number, error: string, issues?: ApiIssue[]): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

export function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** One readable sentence naming the first bad field, e.g. "Invalid id: must be a positive whole number". */
export function describeIssues(what: string, issues: ApiIssue[]): string {
  const first = issues[0];
  if (!first) return `Invalid ${what}`;
  return `Invalid ${what}${first.path ? ` (${first.path})` : ""}: ${first.message}`;
}

/** For resource routes: anything but the listed methods is a 405 with an Allow header. */
export function allowMethods(request: Request, methods: string[]): Response | null {
  if (methods.includes(request.method)) return null;
  const response = jsonError(405, `Use ${methods.join(" or ")} here.`);
  response.headers.set("Allow", methods.join(", "));
  return response;
}
