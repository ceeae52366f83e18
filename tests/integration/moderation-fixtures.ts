// Shared by the moderation-*.test.ts files (docs/features/moderation.md). Storage is shared within
// each test file, so every test makes the rows it changes.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { expect } from "vitest";
import { memberCookie } from "./constants";

export type Json = Record<string, unknown>;
export type Page = { items: Json[]; nextCursor: string | null };

/** Calls the API as user 1 (a moderator) or, with `as`, as another seeded member (decision 016). */
export function call(path: string, { method, body, as }: { method?: string; body?: unknown; as?: number } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  headers.cookie = memberCookie(as ?? 1);
  return SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
export const put = (path: string, body: unknown, as?: number) => call(path, { method: "PUT", body, as });
export const json = async <T = Json>(response: Response) => (await response.json()) as T;
export const row = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Json>();

/** A fresh pending report on `contentId`, filed by member `by` (never user 1's own seed rows). */
export async function fileReport(by: number, contentId: number, extra: Json = {}): Promise<number> {
  const response = await call("/api/reports", {
    body: { contentType: "post", contentId, reason: "spam", ...extra },
    as: by,
  });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
export async function reviewingReport(by: number, contentId: number, extra: Json = {}) {
  const id = await fileReport(by, contentId, extra);
  expect((await put(`/api/reports/${id}/assign`, { moderatorId: 1 })).status).toBe(200);
  return id;
}
export async function newPost(as: number, content: string): Promise<number> {
  const response = await call("/api/posts", { body: { type: "post", content }, as });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
export const inFeed = async (postId: number) => {
  const page = await json<Page>(await call("/api/posts?limit=50"));
  return page.items.some((item) => item.id === postId);
};
