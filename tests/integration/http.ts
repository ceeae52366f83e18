// Small helpers for calling the real Worker's JSON API.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { memberCookie } from "./constants";

/** As seeded member 1 (Jordan Lee) unless `as` names another, or null for a visitor. */
export const api = (
  path: string,
  init: { method?: string; body?: unknown; contentType?: string; as?: number | null } = {},
) =>
  SELF.fetch(`http://example.com${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.as === null ? {} : { cookie: memberCookie(init.as ?? 1) }),
      ...(init.body === undefined ? {} : { "content-type": init.contentType ?? "application/json" }),
    },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });

/** A single number from D1, for "nothing was written" checks. */
export async function scalar(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A browser form post to a page (no script: the document navigates), as member `as` or a visitor (null). */
export const formPost = (
  path: string,
  fields: Record<string, string | string[]>,
  as: number | null = 1,
  navigate = false,
) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return SELF.fetch(`http://example.com${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(as === null ? {} : { cookie: memberCookie(as) }),
      ...(navigate ? { "sec-fetch-mode": "navigate", referer: `http://example.com${path}` } : {}),
    },
    body,
  });
};
