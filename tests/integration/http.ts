// Small helpers for calling the real Worker's JSON API.
import { env, SELF } from "cloudflare:test";

export const api = (path: string, init: { method?: string; body?: unknown; contentType?: string } = {}) =>
  SELF.fetch(`http://example.com${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? undefined : { "content-type": init.contentType ?? "application/json" },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });

/** A single number from D1, for "nothing was written" checks. */
export async function scalar(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...binds).first<{ n: number }>();
  return row?.n ?? 0;
}
