// Zod issues as the API reports them (400 bodies) and as one readable sentence.
import type { z } from "zod";

export type ApiIssue = { path: string; message: string };

export function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** One readable sentence naming the first bad field, e.g. "Invalid id: must be a positive whole number". */
export function describeIssues(what: string, issues: ApiIssue[]): string {
  const first = issues[0];
  if (!first) return `Invalid ${what}`;
  return `Invalid ${what}${first.path ? ` (${first.path})` : ""}: ${first.message}`;
}
